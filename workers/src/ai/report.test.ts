import { issueSchema } from '@writecheck/shared/schemas/report';
import { describe, expect, it } from 'vitest';
import { shippedDetector } from './detector.js';
import { aiContentReportPart, detectorUpdatedSince } from './report.js';
import { SHIPPED_DETECTOR } from './shippedVersion.js';
import type { AiContentResult } from './score.js';

const text = 'One sentence here. Another one there.';
const base: AiContentResult = {
  score: 0.9712,
  band: 'likely_ai',
  sentences: [
    { start: 0, end: 18, score: 0.97 },
    { start: 19, end: 37, score: 0.96 },
  ],
  signals: [],
  detector: { name: 'd', version: '1.2.0' },
  partial: false,
  words: 6,
  thresholds: { mixed: 0.8, likelyAi: 0.9 },
};

describe('aiContentReportPart', () => {
  it('gives the 0-100 score with one decimal, the pass state, the detector and valid issues', () => {
    const part = aiContentReportPart(text, base);
    expect(part.score).toBe(97.1);
    expect(part.pass).toBe('ok');
    expect(part.aiDetector).toEqual({ name: 'd', version: '1.2.0' });
    expect(part.issues).toHaveLength(1);
    for (const issue of part.issues) issueSchema.parse(issue);
  });

  it('marks a text too short for a verdict as partial with no score', () => {
    const part = aiContentReportPart(text, { ...base, band: 'insufficient_text', partial: true });
    expect(part).toMatchObject({ score: null, pass: 'partial', issues: [] });
  });
});

describe('detectorUpdatedSince', () => {
  const now = { name: 'd', version: '1.2.0' };
  it('is true for an older version or another detector, false otherwise', () => {
    expect(detectorUpdatedSince({ name: 'd', version: '1.1.9' }, now)).toBe(true);
    expect(detectorUpdatedSince({ name: 'd', version: '0.9.0' }, now)).toBe(true);
    expect(detectorUpdatedSince({ name: 'other', version: '9.0.0' }, now)).toBe(true);
    expect(detectorUpdatedSince({ name: 'd', version: '1.2.0' }, now)).toBe(false);
    expect(detectorUpdatedSince({ name: 'd', version: '1.3.0' }, now)).toBe(false);
    expect(detectorUpdatedSince(null, now)).toBe(false);
  });
});

describe('the shipped detector', () => {
  it('carries the name and version the API reports as current, newer than the first release', () => {
    const m = shippedDetector();
    expect({ name: m.name, version: m.version }).toEqual(SHIPPED_DETECTOR);
    expect(detectorUpdatedSince({ name: m.name, version: '1.0.0' }, SHIPPED_DETECTOR)).toBe(true);
  });
});
