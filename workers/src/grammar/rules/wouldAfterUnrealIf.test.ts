import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { wouldAfterUnrealIf } from './wouldAfterUnrealIf.js';

describe('would_after_unreal_if', () => {
  it('gives the main clause of an unreal condition "would"', () => {
    expect(fixWithRule(wouldAfterUnrealIf, 'If I were you, I will study harder. If she were rich she can buy it.')).toBe(
      'If I were you, I would study harder. If she were rich she could buy it.',
    );
    expect(fixWithRule(wouldAfterUnrealIf, "If it were cheaper, we'll buy two.")).toBe("If it were cheaper, we'd buy two.");
  });
  it('leaves real conditions and unreal ones already right', () => {
    for (const ok of ['If I were you, I would study.', 'If you were at the meeting, you will know the answer.', 'If I was late, I will say so.', 'If I were you. I will go.']) {
      expect(runRule(wouldAfterUnrealIf, ok), ok).toEqual([]);
    }
  });
});
