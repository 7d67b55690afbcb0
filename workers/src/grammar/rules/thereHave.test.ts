import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { thereHave } from './thereHave.js';

describe('there_have', () => {
  it('turns "there have" and "there has" into "there are" and "there is"', () => {
    expect(fixWithRule(thereHave, 'There have many people in the room, and there has a problem.')).toBe('There are many people in the room, and there is a problem.');
    expect(fixWithRule(thereHave, 'In my town there have a lot of parks. There has some problems, but there has some hope.')).toBe('In my town there are a lot of parks. There are some problems, but there is some hope.');
  });
  it('leaves the perfect, "there has to be", and "there" as a place', () => {
    for (const ok of ['There have been many changes.', 'There has to be a way.', 'The farmers there have many cows.', 'People there has a saying.', 'There have always been two sides.']) {
      expect(runRule(thereHave, ok), ok).toEqual([]);
    }
  });
});
