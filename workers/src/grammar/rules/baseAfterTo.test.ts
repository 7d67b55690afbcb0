import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { baseAfterTo } from './baseAfterTo.js';

describe('base_after_to', () => {
  it('makes a past tense after the infinitive "to" bare', () => {
    expect(fixWithRule(baseAfterTo, 'I want to went to the beach.')).toBe('I want to go to the beach.');
    expect(fixWithRule(baseAfterTo, 'She is going to bought a car.')).toBe('She is going to buy a car.');
    expect(fixWithRule(baseAfterTo, 'We tried to made it work.')).toBe('We tried to make it work.');
    expect(fixWithRule(baseAfterTo, 'They forgot to told us.')).toBe('They forgot to tell us.');
  });
  it('stays quiet on bare verbs and on nouns after the preposition', () => {
    for (const ok of [
      'I want to go to the beach.',
      'This gives rise to thought.',
      'Workers were exposed to spent fuel.',
      'The wheel was attached to spoke and rim.',
      'It went from good to made-up.',
      'Sales rose to sold-out levels.',
    ]) {
      expect(runRule(baseAfterTo, ok)).toEqual([]);
    }
  });
});
