import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { relativeWhoAgreement } from './relativeWhoAgreement.js';

const words = new Set(['determine', 'student', 'teacher', 'reader', 'parent', 'child', 'dog', 'need', 'person', 'mother', 'friend', 'family', 'poor', 'artist', 'teenager', 'determining', 'phone', 'sister']);
const isWord = (w: string): boolean => words.has(w);

describe('relative_who_agreement', () => {
  it('makes the verb of a who-clause agree with the plural noun before it', () => {
    expect(fixWithRule(relativeWhoAgreement, 'Students who reads every day score higher.', { isWord })).toBe('Students who read every day score higher.');
    expect(fixWithRule(relativeWhoAgreement, 'There are people who thinks otherwise.', { isWord })).toBe('There are people who think otherwise.');
    expect(fixWithRule(relativeWhoAgreement, 'It was built by local artists, who has worked on it for months.', { isWord })).toBe('It was built by local artists, who have worked on it for months.');
    expect(fixWithRule(relativeWhoAgreement, 'A study shows that teenagers who spends hours online feel worse.', { isWord })).toBe('A study shows that teenagers who spend hours online feel worse.');
    expect(fixWithRule(relativeWhoAgreement, 'Teachers who has children know this.', { isWord })).toBe('Teachers who have children know this.');
    expect(fixWithRule(relativeWhoAgreement, 'The readers who was there left early.', { isWord })).toBe('The readers who were there left early.');
    expect(fixWithRule(relativeWhoAgreement, "Parents who doesn't read to their children miss out.", { isWord })).toBe("Parents who don't read to their children miss out.");
    expect(fixWithRule(relativeWhoAgreement, 'He is one of those children who likes to ask.', { isWord })).toBe('He is one of those children who like to ask.');
    expect(fixWithRule(relativeWhoAgreement, 'She calls her grandchildren who lives abroad.', { isWord })).toBe('She calls her grandchildren who live abroad.');
  });
  it('stays quiet when the verb agrees or the word before "who" is not a plural noun', () => {
    for (const ok of [
      'We all have a virtual human on our phones who tells us directions.',
      'Students who read every day score higher.',
      'The student who reads every day scores higher.',
      'Ask the boss who makes the rules.',
      'We met the Smiths who live next door.',
      'The Beatles, who were famous, played here.',
      'He knows who reads the mail.',
      'She needs who she needs.',
      'Anyone who thinks so is wrong.',
      'It is the vote that determines who becomes president.',
    ]) {
      expect(runRule(relativeWhoAgreement, ok, { isWord })).toEqual([]);
    }
  });
  it('gives the verb -s after a singular noun with its article', () => {
    expect(fixWithRule(relativeWhoAgreement, 'My sister who live in Paris is a nurse.', { isWord })).toBe('My sister who lives in Paris is a nurse.');
    expect(fixWithRule(relativeWhoAgreement, 'Sending a letter to a person who live far away takes time.', { isWord })).toBe(
      'Sending a letter to a person who lives far away takes time.',
    );
    expect(fixWithRule(relativeWhoAgreement, 'Every student who have a phone uses it.', { isWord })).toBe('Every student who has a phone uses it.');
    expect(fixWithRule(relativeWhoAgreement, 'The mother who do the work is tired.', { isWord })).toBe('The mother who does the work is tired.');
    expect(fixWithRule(relativeWhoAgreement, 'We need a person who are capable, a man who were there.', { isWord })).toBe('We need a person who is capable, a man who was there.');
  });
  it('leaves a singular noun alone after "of", for a group, for people named by an adjective, and when it agrees', () => {
    for (const ok of [
      'The parents of a child who live abroad worry.',
      'A family who live next door came.',
      'The poor who live here pay more.',
      'A friend who lives far away wrote.',
      'I met a friend who I trust.',
      'She is a person who never gives up.',
    ]) {
      expect(runRule(relativeWhoAgreement, ok, { isWord })).toEqual([]);
    }
  });
});
