import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { gerundSubjectAgreement } from './gerundSubjectAgreement.js';

// the words whose possessive the dictionary has: nouns
const nouns = new Set(["help's", "work's", "change's", "play's", "use's", "make's"]);
const isWord = (w: string): boolean => nouns.has(w);

describe('gerund_subject_agreement', () => {
  it('gives the verb its -s after an -ing subject that opens a sentence', () => {
    expect(fixWithRule(gerundSubjectAgreement, 'Reading improve your vocabulary.', { isWord })).toBe('Reading improves your vocabulary.');
    expect(fixWithRule(gerundSubjectAgreement, 'We agree. Walking reduce stress.', { isWord })).toBe('We agree. Walking reduces stress.');
    expect(fixWithRule(gerundSubjectAgreement, 'Learning languages is fun. Travelling teach you patience.', { isWord })).toBe('Learning languages is fun. Travelling teaches you patience.');
    expect(fixWithRule(gerundSubjectAgreement, '"Studying require effort," she said.', { isWord })).toBe('"Studying requires effort," she said.');
    // after a linking adverb, in American spelling, and a verb that is also a noun with its object
    expect(fixWithRule(gerundSubjectAgreement, 'Secondly, traveling make you more independent.', { isWord })).toBe('Secondly, traveling makes you more independent.');
    expect(fixWithRule(gerundSubjectAgreement, 'We read, because reading help us to learn.', { isWord })).toBe('We read, because reading helps us to learn.');
  });
  it('stays quiet on agreeing verbs, noun phrases and -ing forms inside a sentence', () => {
    for (const ok of [
      'Specifying enable as True causes the server to restart.',
      'Reading improves your vocabulary.',
      'Training help is available on request.',
      'Building work starts on Monday.',
      'Running shoes provide support.',
      'I think reading improve your mind.',
      'Having seen it, we left.',
      'Nothing seem to work.',
      'Morning give us light.',
      'During make sure to rest.',
      'However, running shoes provide support.',
      'It is good because running shoes provide support.',
      'Cooking make is a brand.',
    ]) {
      expect(runRule(gerundSubjectAgreement, ok, { isWord })).toEqual([]);
    }
  });
});
