import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { whoseForWhos } from './whoseForWhos.js';

describe('whose_for_whos', () => {
  it('puts the possessive before a noun and its verb', () => {
    expect(fixWithRule(whoseForWhos, "Who's coat is this?")).toBe('Whose coat is this?');
    expect(fixWithRule(whoseForWhos, "Who's idea was it?")).toBe('Whose idea was it?');
    expect(fixWithRule(whoseForWhos, "The boy who’s bike was stolen has left.")).toBe('The boy whose bike was stolen has left.');
    expect(fixWithRule(whoseForWhos, "That is the woman who's son won the race.")).toBe('That is the woman whose son won the race.');
    expect(fixWithRule(whoseForWhos, "A man who's dog loves cats lives here.")).toBe('A man whose dog loves cats lives here.');
  });
  it('stays quiet on the contraction', () => {
    for (const ok of ["Who's there?", 'Whose turn is it?', "Who's coming tonight?", "Who's got the key?", "Who's been here?", "Who's next?", "Who's right is unclear.", "The man who's responsible has left.", "Who's ready will go first.", "I know who's coming.", "Anyone who's sick went home.", "The one who's home wins.", "Who's working late?", "Ask who's home first."]) {
      expect(runRule(whoseForWhos, ok)).toEqual([]);
    }
  });
});
