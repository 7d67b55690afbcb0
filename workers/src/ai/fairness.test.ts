import { describe, expect, it } from 'vitest';
import { scoreAiContent, shippedDetector } from './detector.js';
import { PLAIN_HUMAN_TEXTS } from './plainHumanTexts.js';

describe('fairness to plain, simple writing', () => {
  it.each(PLAIN_HUMAN_TEXTS)('%s reads as human-written', (_name, text) => {
    const r = scoreAiContent(text);
    expect(r.partial).toBe(false);
    expect(r.band).toBe('likely_human');
    expect(r.score).toBeLessThan(shippedDetector().thresholds.mixed);
  });
});
