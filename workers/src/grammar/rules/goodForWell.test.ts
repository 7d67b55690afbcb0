import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { goodForWell } from './goodForWell.js';

describe('good_for_well', () => {
  it('writes "well" for how something is done', () => {
    expect(fixWithRule(goodForWell, 'The team played good yesterday.')).toBe('The team played well yesterday.');
    expect(fixWithRule(goodForWell, 'She sings really good, and he cooks good too.')).toBe('She sings really well, and he cooks well too.');
    expect(fixWithRule(goodForWell, 'The new engine runs good.')).toBe('The new engine runs well.');
  });
  it('leaves states, nouns and "for good" alone', () => {
    for (const ok of [
      'The soup tastes good.',
      'He looks good in that coat.',
      'They did good work and played a good game.',
      'She spends her life doing good.',
      'The plan worked for good reasons.',
      'It works well.',
    ]) {
      expect(runRule(goodForWell, ok)).toEqual([]);
    }
  });
});
