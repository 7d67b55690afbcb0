import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { possessiveIts } from './possessiveIts.js';

describe('possessive_its', () => {
  it('drops the apostrophe of the possessive after a preposition or an object verb', () => {
    expect(fixWithRule(possessiveIts, "The cat licked it's paw.")).toBe('The cat licked its paw.');
    expect(fixWithRule(possessiveIts, "The dog hurt it's paw on the fence.")).toBe('The dog hurt its paw on the fence.');
    expect(fixWithRule(possessiveIts, "The bird broke it's leg.")).toBe('The bird broke its leg.');
    expect(fixWithRule(possessiveIts, "Because of it's weight, the raft sank.")).toBe('Because of its weight, the raft sank.');
    expect(fixWithRule(possessiveIts, "The club lost it's way.")).toBe('The club lost its way.');
    expect(fixWithRule(possessiveIts, "The band did it’s best.")).toBe('The band did its best.');
    expect(fixWithRule(possessiveIts, "It was ahead of it's time.")).toBe('It was ahead of its time.');
  });
  it('stays quiet where "it is" or "it has" is meant', () => {
    for (const ok of [
      "It's raining.",
      "The fall hurt, it's clear.",
      "I think it's time to go.",
      "They said it's fine.",
      "He admitted it's money that matters.",
      "I'm surprised it's cheap.",
      'She was relieved it’s over.',
      "Indeed it's hard.",
      "The shop opened, and it's busy.",
      "Because of this it's late.",
      "Some of it's true.",
      'The key was lost\nIt\'s gone now.',
      'The town changed its name.',
    ]) {
      expect(runRule(possessiveIts, ok)).toEqual([]);
    }
  });
});
