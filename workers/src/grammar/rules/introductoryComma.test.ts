import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { introductoryComma } from './introductoryComma.js';

describe('introductory_comma', () => {
  it('adds the comma after an opening transition', () => {
    expect(fixWithRule(introductoryComma, 'In conclusion the state should act.')).toBe('In conclusion, the state should act.');
    expect(fixWithRule(introductoryComma, 'It costs little. Firstly it saves time.')).toBe('It costs little. Firstly, it saves time.');
    expect(fixWithRule(introductoryComma, 'He left. "In my opinion we won," she said.')).toBe('He left. "In my opinion, we won," she said.');
  });
  it('stays quiet when the comma is there or the phrase is mid-sentence', () => {
    for (const ok of ['In conclusion, the state should act.', 'We were firstly told to wait.', 'The result, as a result of this, held.', 'In conclusion: act now.', 'Thus the matter ended.', 'As a result of the vote, it passed.', 'In addition to this, we act.']) {
      expect(runRule(introductoryComma, ok)).toEqual([]);
    }
  });
});
