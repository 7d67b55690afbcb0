import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { quantifierOfAgreement } from './quantifierOfAgreement.js';

const nouns = ['bird', 'parent', 'item', 'thing', 'student'];
const isWord = (w: string): boolean => nouns.some((n) => w === n || w === `${n}'s` || w === `${n}s`);

describe('quantifier_of_agreement', () => {
  it('makes the verb plural after a plural share of a plural noun', () => {
    expect(fixWithRule(quantifierOfAgreement, 'Two of the birds was recorded.', { isWord })).toBe('Two of the birds were recorded.');
    expect(fixWithRule(quantifierOfAgreement, 'Both of his parents has the gene.', { isWord })).toBe('Both of his parents have the gene.');
    expect(fixWithRule(quantifierOfAgreement, "Some of the items isn't ready.", { isWord })).toBe("Some of the items aren't ready.");
    expect(runRule(quantifierOfAgreement, 'Many of the students is late.', { isWord })[0]?.message).toBe('"many of the students" is plural: use "are".');
  });
  it('leaves a clause between, "none", and nouns in -s that count as one alone', () => {
    for (const ok of ['Some of the things I was taught helped.', 'None of the items is ready.', 'Most of the news is good.', 'Two of the birds were seen.', 'All of the physics is hard.']) {
      expect(runRule(quantifierOfAgreement, ok, { isWord }), ok).toEqual([]);
    }
  });
});
