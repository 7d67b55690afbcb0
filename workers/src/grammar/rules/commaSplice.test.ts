import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { commaSplice } from './commaSplice.js';

describe('comma_splice', () => {
  it('finds two sentences joined by a comma alone', () => {
    expect(fixWithRule(commaSplice, 'Social media is a double-edged sword, it also brings harm.')).toBe('Social media is a double-edged sword; it also brings harm.');
    expect(fixWithRule(commaSplice, 'The weather was really nice, we went to the beach.')).toBe('The weather was really nice; we went to the beach.');
    expect(runRule(commaSplice, 'The protocol needs to know the size ahead of time, this is a known restriction.')).toHaveLength(1);
  });
  it('leaves clauses that open with a conjunction or a phrase, tags, parallels and short clauses', () => {
    for (const ok of [
      'If it rains tomorrow, we will stay at home.',
      'I hope that as we debate these matters, we can go further.',
      'The results were very good, they said.',
      'We will not tire, we will not falter.',
      'I came, I saw.',
      'Every time a directory is scanned, it will be written to a cache.',
      'The students are creative; however, they are not masters.',
      'The liberty we prize is not our gift to the world, it is a gift to humanity.',
    ]) {
      expect(runRule(commaSplice, ok)).toEqual([]);
    }
  });
});
