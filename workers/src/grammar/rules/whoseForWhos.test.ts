import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { whoseForWhos } from './whoseForWhos.js';

describe('whose_for_whos', () => {
  it('puts the possessive before a noun and its verb', () => {
    expect(fixWithRule(whoseForWhos, "Who's coat is this?")).toBe('Whose coat is this?');
    expect(fixWithRule(whoseForWhos, "Who's idea was it?")).toBe('Whose idea was it?');
    expect(fixWithRule(whoseForWhos, "The boy who’s bike was stolen has left.")).toBe('The boy whose bike was stolen has left.');
  });
  it('stays quiet on the contraction', () => {
    for (const ok of ["Who's there?", 'Whose turn is it?', "Who's coming tonight?", "Who's got the key?", "Who's been here?", "Who's next?", "Who's right is unclear.", "The man who's responsible has left.", "Who's ready will go first.", "I know who's coming."]) {
      expect(runRule(whoseForWhos, ok)).toEqual([]);
    }
  });
});
