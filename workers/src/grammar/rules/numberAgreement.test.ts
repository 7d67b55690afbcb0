import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { numberAgreement } from './numberAgreement.js';

const words = new Set(['shoe', "shoe's", 'book', "book's", 'price', "price's", 'car', "car's", 'cost', "cost's", 'problem', "problem's"]);
const isWord = (w: string): boolean => words.has(w);

describe('number_agreement', () => {
  it('puts these/those before a plural and a singular verb after "the number of"', () => {
    expect(fixWithRule(numberAgreement, 'This shoes are new.', { isWord })).toBe('These shoes are new.');
    expect(fixWithRule(numberAgreement, 'We know this books were old.', { isWord })).toBe('We know these books were old.');
    expect(fixWithRule(numberAgreement, 'The number of cars are increasing.', { isWord })).toBe('The number of cars is increasing.');
    expect(fixWithRule(numberAgreement, 'The number of young drivers have doubled.', { isWord })).toBe('The number of young drivers has doubled.');
    expect(fixWithRule(numberAgreement, 'A number of students is absent today.', { isWord })).toBe('A number of students are absent today.');
    expect(fixWithRule(numberAgreement, 'A large number of people was waiting.', { isWord })).toBe('A large number of people were waiting.');
    expect(fixWithRule(numberAgreement, 'A number of the problems has been fixed.', { isWord })).toBe('A number of the problems have been fixed.');
  });
  it('stays quiet on a verb in -s, "a number of", a clause and agreeing forms', () => {
    for (const ok of [
      'This costs money, and these shoes are new.',
      'We cut costs so that prices are lower.',
      'A number of cars are parked outside.',
      'The number of cars that are sold rises.',
      'The number of cars is increasing.',
      'He says that cars are loud. It is clear that prices are rising.',
      'A number of cars are parked outside, and a number of the books were sold.',
      'A number of cars that he owns is small.',
      'A number of this kind is called prime.',
      'If being in a school with a large number of students is upsetting, stay home.',
    ]) {
      expect(runRule(numberAgreement, ok, { isWord })).toEqual([]);
    }
  });
});
