import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { quantifierOfAgreement } from './quantifierOfAgreement.js';

const nouns = ['bird', 'parent', 'item', 'thing', 'student', 'hour', 'sale', 'report'];
const isWord = (w: string): boolean => nouns.some((n) => w === n || w === `${n}'s` || w === `${n}s`);

describe('quantifier_of_agreement', () => {
  it('makes the verb plural after a plural share of a plural noun', () => {
    expect(fixWithRule(quantifierOfAgreement, 'Two of the birds was recorded.', { isWord })).toBe('Two of the birds were recorded.');
    expect(fixWithRule(quantifierOfAgreement, 'Both of his parents has the gene.', { isWord })).toBe('Both of his parents have the gene.');
    expect(fixWithRule(quantifierOfAgreement, "Some of the items isn't ready.", { isWord })).toBe("Some of the items aren't ready.");
    expect(runRule(quantifierOfAgreement, 'Many of the students is late.', { isWord })[0]?.message).toBe('"many of the students" is plural: use "are".');
  });
  it('makes other verbs plural too', () => {
    expect(fixWithRule(quantifierOfAgreement, 'Some of those hours goes back into work.', { isWord })).toBe('Some of those hours go back into work.');
    expect(fixWithRule(quantifierOfAgreement, "Most of the students doesn't agree.", { isWord })).toBe("Most of the students don't agree.");
    expect(fixWithRule(quantifierOfAgreement, 'All of the things seems fine.', { isWord })).toBe('All of the things seem fine.');
  });
  it('leaves a compound of two nouns alone', () => {
    for (const ok of ['Many of the sales reports arrive late.', 'Some of the items reports list were lost.']) {
      expect(runRule(quantifierOfAgreement, ok, { isWord }), ok).toEqual([]);
    }
  });
  it('leaves a clause between, "none", and nouns in -s that count as one alone', () => {
    for (const ok of ['Some of the things I was taught helped.', 'None of the items is ready.', 'Most of the news is good.', 'Two of the birds were seen.', 'All of the physics is hard.']) {
      expect(runRule(quantifierOfAgreement, ok, { isWord }), ok).toEqual([]);
    }
  });
});
