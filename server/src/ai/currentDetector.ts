// The detector that scores new checks: the endpoint detector when one is configured,
// else the shipped one. A finished report scored by another version shows
// `aiDetectorUpdated: true`.

import { SHIPPED_DETECTOR } from '@writecheck/workers/ai/shippedVersion';
import type { Config } from '../config.js';
import { ENDPOINT_DETECTOR } from './endpointDetector.js';

export function currentDetector(config: Pick<Config, 'aiEndpoint'>): { name: string; version: string } {
  return config.aiEndpoint ? ENDPOINT_DETECTOR : SHIPPED_DETECTOR;
}
