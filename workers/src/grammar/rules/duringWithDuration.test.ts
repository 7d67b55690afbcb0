import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { duringWithDuration } from './duringWithDuration.js';

describe('during_with_duration', () => {
  it('puts "for" before a bare length of time', () => {
    expect(fixWithRule(duringWithDuration, 'I had to wait during twenty minutes.')).toBe('I had to wait for twenty minutes.');
    expect(fixWithRule(duringWithDuration, 'During three years she studied law.')).toBe('For three years she studied law.');
  });
  it('leaves "during" before a period named by what fills it', () => {
    for (const ok of ['It rained during the meeting.', 'They met during two hours of talks.', 'During the twenty minutes we waited, nobody came.', 'He slept during his two years abroad.']) {
      expect(runRule(duringWithDuration, ok), ok).toEqual([]);
    }
  });
});
