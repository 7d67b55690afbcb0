// The detector that ships with the project: the model file trained by `pnpm train:ai`.

import shipped from '../../models/ai-detector-v2.json' with { type: 'json' };
import type { DetectorModel } from './model.js';
import { decodeModel } from './modelCodec.js';
import { scoreWithModel, type AiContentResult } from './score.js';

let cached: DetectorModel | undefined;

/** The shipped detector model, decoded once. */
export function shippedDetector(): DetectorModel {
  cached ??= decodeModel(shipped);
  return cached;
}

/** Likelihood that `text` is machine-written, per document and per sentence, with its signals. */
export function scoreAiContent(text: string): AiContentResult {
  return scoreWithModel(shippedDetector(), text);
}
