import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { passiveVoice } from './passiveVoice.js';

describe('passiveVoice', () => {
  it('flags and fixes', () => {
    expect(fixWithRule(passiveVoice, 'It was decided that the trial would stop.')).toBe('We decided that the trial would stop.');
    expect(fixWithRule(passiveVoice, 'Overall, it can be seen that costs fell.')).toBe('Overall, this shows that costs fell.');
  });
  it('stays quiet on plain text', () => {
    expect(runRule(passiveVoice, 'We decided that the trial would stop.')).toEqual([]);
    expect(runRule(passiveVoice, 'It was a decision that the board took.')).toEqual([]);
    // the writer reports what others did: "we" would put words in their mouth
    expect(runRule(passiveVoice, 'The judge cited a police report where it was observed that the dog did not obey.')).toEqual([]);
    expect(runRule(passiveVoice, 'Officials said that it was decided that the road would close.')).toEqual([]);
  });
});
