import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { manyForMuch } from './manyForMuch.js';

const words = new Set(['apple', 'car', 'problem', 'guy', 'thing', 'friend', 'present', 'compel', 'doe']);
const isWord = (w: string): boolean => words.has(w);

describe('many_for_much', () => {
  it('counts plural nouns with "many"', () => {
    expect(fixWithRule(manyForMuch, 'How much apples do you want?', { isWord })).toBe('How many apples do you want?');
    expect(fixWithRule(manyForMuch, 'There are too much cars.', { isWord })).toBe('There are too many cars.');
    expect(fixWithRule(manyForMuch, 'We had so much problems.', { isWord })).toBe('We had so many problems.');
    expect(fixWithRule(manyForMuch, 'There are much problems, and there were much better ones.', { isWord })).toBe('There are many problems, and there were much better ones.');
    expect(fixWithRule(manyForMuch, 'There were so much people.', { isWord })).toBe('There were so many people.');
    expect(fixWithRule(manyForMuch, 'He has much friends and got much presents.', { isWord })).toBe('He has many friends and got many presents.');
  });
  it('stays quiet on amounts, adverbs and thanks', () => {
    for (const ok of ['How much water do you want?', 'Thank you so much guys!', 'Thanks so much guys.', 'It costs as much as cars do.', 'How many apples?', 'He talks too much.', 'So much news today.', 'We have much money.', 'How much does a ream weigh?', 'In the end nothing too much compels me.']) {
      expect(runRule(manyForMuch, ok, { isWord })).toEqual([]);
    }
  });
});
