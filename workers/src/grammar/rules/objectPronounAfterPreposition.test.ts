import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { objectPronounAfterPreposition } from './objectPronounAfterPreposition.js';

describe('object_pronoun_after_preposition', () => {
  it('puts the object form after a preposition at the end of a clause', () => {
    expect(fixWithRule(objectPronounAfterPreposition, "It's a difficult situation for we.")).toBe("It's a difficult situation for us.");
    expect(fixWithRule(objectPronounAfterPreposition, 'She came with they, and sat beside he; it was hard for I.')).toBe('She came with them, and sat beside him; it was hard for me.');
    expect(runRule(objectPronounAfterPreposition, 'I gave it to she.')[0]?.message).toBe('After a preposition the pronoun is "her", not "she".');
  });
  it('leaves a pronoun that opens a clause, and "than"', () => {
    for (const ok of ['They left, for they knew the way.', 'All comes to he who waits.', 'She is taller than he.', 'It was for us, and with them.', 'When he arrived, by then she had gone.', 'Skip the flag for i.MX7ULP; enable it for i?86 targets; replace j with i.']) {
      expect(runRule(objectPronounAfterPreposition, ok), ok).toEqual([]);
    }
  });
});
