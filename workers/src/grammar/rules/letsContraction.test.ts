import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { letsContraction } from './letsContraction.js';

describe('lets_contraction', () => {
  it('puts the apostrophe in a "lets" that opens a suggestion', () => {
    expect(fixWithRule(letsContraction, 'Lets go to the cinema.')).toBe("Let's go to the cinema.");
    expect(fixWithRule(letsContraction, 'It is late. Lets eat.')).toBe("It is late. Let's eat.");
    expect(fixWithRule(letsContraction, 'So lets start with the basics.')).toBe("So let's start with the basics.");
    expect(fixWithRule(letsContraction, 'Lets not argue.')).toBe("Let's not argue.");
  });
  it('stays quiet on the verb "lets"', () => {
    for (const ok of [
      'She lets the dog out.',
      'The law lets workers save.',
      "Let's go to the cinema.",
      'It lets you choose.',
      'Lets and leases are listed below.',
      'This tool lets go of old data.',
    ]) {
      expect(runRule(letsContraction, ok)).toEqual([]);
    }
  });
});
