import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { nounForVerb } from './nounForVerb.js';

describe('noun_for_verb', () => {
  it('puts the verb in place of its noun after a subject', () => {
    expect(fixWithRule(nounForVerb, 'The problem is that people loss interest.')).toBe('The problem is that people lose interest.');
    expect(fixWithRule(nounForVerb, 'I belief that we will win.')).toBe('I believe that we will win.');
    expect(fixWithRule(nounForVerb, 'If they work hard, they success.')).toBe('If they work hard, they succeed.');
    expect(fixWithRule(nounForVerb, 'They success and they had the power.')).toBe('They succeeded and they had the power.');
    expect(fixWithRule(nounForVerb, 'She always loss her keys, and he cannot proof it.')).toBe('She always loses her keys, and he cannot prove it.');
  });
  it('stays quiet on the nouns', () => {
    for (const ok of [
      'I wish you success.',
      'It gives people success and fame.',
      'We believe that people lose interest.',
      'Their success was his loss.',
      'The key to success is practice.',
      'I success-tested the build.',
    ]) {
      expect(runRule(nounForVerb, ok)).toEqual([]);
    }
  });
});
