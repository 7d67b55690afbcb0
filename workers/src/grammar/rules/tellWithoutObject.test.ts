import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { tellWithoutObject } from './tellWithoutObject.js';

describe('tell_without_object', () => {
  it('writes "said" where no one is told', () => {
    expect(fixWithRule(tellWithoutObject, 'She told that she was tired, and he tells that it rained.')).toBe('She said that she was tired, and he says that it rained.');
  });
  it('leaves the passive, a determiner "that", a named listener and "tell" as seeing', () => {
    for (const ok of ['I was told that it was fine.', 'He told that story twice.', 'He told me that it rained.', 'I could tell that it was late.', 'It is telling that nobody came.']) {
      expect(runRule(tellWithoutObject, ok), ok).toEqual([]);
    }
  });
});
