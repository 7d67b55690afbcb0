import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { everyNounAgreement } from './everyNounAgreement.js';

const words = new Set(['size', 'sizes', "change's", 'worker', 'workers', 'rectangle', 'rectangles', 'student', 'students', 'child', 'children', 'science', 'sciences', 'single', 'singles', 'member', 'members', 'day', 'days', 'people', 'peoples', 'book', 'books']);
const isWord = (w: string): boolean => words.has(w);

describe('every_noun_agreement', () => {
  it('gives a subject after "every" or "each" a singular verb', () => {
    expect(fixWithRule(everyNounAgreement, 'Every student have a book.', { isWord })).toBe('Every student has a book.');
    expect(fixWithRule(everyNounAgreement, 'I think every science exist for a reason.', { isWord })).toBe('I think every science exists for a reason.');
    expect(fixWithRule(everyNounAgreement, 'Each child exist alone, and every single member are welcome.', { isWord })).toBe('Each child exists alone, and every single member is welcome.');
    expect(fixWithRule(everyNounAgreement, "Every student don't agree.", { isWord })).toBe("Every student doesn't agree.");
    expect(runRule(everyNounAgreement, 'Every student have a book.', { isWord })[0]?.message).toBe('"Every student" is singular: "has".');
  });
  it('stays quiet on objects, questions, subjunctives, times and plurals', () => {
    for (const ok of [
      'Every student has a book.',
      'We make every student feel welcome.',
      'Does every student have a book?',
      'They insisted that each member be present.',
      'Every day people go to work.',
      'Each of the students have a book.',
      'Every students have a book.',
      'Each worker will receive two connections.',
      'The coordinates of each rectangle are relative.',
      'The window moves on every size change.',
    ]) {
      expect(runRule(everyNounAgreement, ok, { isWord }), ok).toEqual([]);
    }
  });
});
