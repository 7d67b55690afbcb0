import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { wantObjectTo } from './wantObjectTo.js';

describe('want_object_to', () => {
  it('turns a "that" clause after "want" into an object and "to"', () => {
    expect(fixWithRule(wantObjectTo, 'I want that you come.')).toBe('I want you to come.');
    expect(fixWithRule(wantObjectTo, 'She wanted that we stay longer.')).toBe('She wanted us to stay longer.');
    expect(fixWithRule(wantObjectTo, 'They want that he be careful.')).toBe('They want him to be careful.');
    expect(fixWithRule(wantObjectTo, "Mum, I don't want that you go.")).toBe("Mum, I don't want you to go.");
    expect(fixWithRule(wantObjectTo, 'Do you want that I help you?')).toBe('Do you want me to help you?');
    expect(fixWithRule(wantObjectTo, "I'd like that you come, and we would like that they stay.")).toBe("I'd like you to come, and we would like them to stay.");
  });
  it('stays quiet on "that" as a determiner or a pronoun', () => {
    for (const ok of ['I want that book.', 'We wanted that to happen.', 'I want you to come.', 'The things they want that we lack are many.', 'All we want that they give is time.', 'I like that you came.', 'I would like that book.']) {
      expect(runRule(wantObjectTo, ok)).toEqual([]);
    }
  });
});
