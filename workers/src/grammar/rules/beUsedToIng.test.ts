import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { beUsedToIng } from './beUsedToIng.js';

describe('be_used_to_ing', () => {
  it('puts the verb after "am used to" in its -ing form', () => {
    expect(fixWithRule(beUsedToIng, 'I am used to wake up early.')).toBe('I am used to waking up early.');
    expect(fixWithRule(beUsedToIng, "We're not used to drive on the left.")).toBe("We're not used to driving on the left.");
    expect(fixWithRule(beUsedToIng, 'I was already used to live alone.')).toBe('I was already used to living alone.');
  });
  it('stays quiet on the -ing form, a noun, a habit and a passive', () => {
    for (const ok of [
      'I am used to waking up early.',
      'I am used to it, and we are used to the noise.',
      'I used to live in Paris.',
      'They are used to make bread.',
      'The key is used to open the door.',
    ]) {
      expect(runRule(beUsedToIng, ok)).toEqual([]);
    }
  });
});
