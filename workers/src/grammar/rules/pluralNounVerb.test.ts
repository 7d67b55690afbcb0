import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { pluralNounVerb } from './pluralNounVerb.js';

const words = new Set(['sometime', 'toward', 'doe', 'snapshot', 'thank', 'skill', 'smartphone', 'site', 'student', 'nation', 'good', 'price', 'parent', 'result', "result's", "student's", 'sometime', 'need', 'blue', "blue's"]);
const isWord = (w: string): boolean => words.has(w);

describe('plural_noun_verb', () => {
  it('drops the -s of a verb after a plural noun subject', () => {
    expect(fixWithRule(pluralNounVerb, 'Like languages, these skills requires practice.', { isWord })).toBe('Like languages, these skills require practice.');
    expect(fixWithRule(pluralNounVerb, 'Travel sites provides cheap rooms.', { isWord })).toBe('Travel sites provide cheap rooms.');
    expect(fixWithRule(pluralNounVerb, 'Most students believes the test is fair.', { isWord })).toBe('Most students believe the test is fair.');
    expect(fixWithRule(pluralNounVerb, 'Many people think that smartphones makes us less social.', { isWord })).toBe('Many people think that smartphones make us less social.');
    expect(fixWithRule(pluralNounVerb, 'I believe that these students knows the answer.', { isWord })).toBe('I believe that these students know the answer.');
  });
  it('turns is, was, has and does into the plural after a determiner and a plural noun', () => {
    expect(fixWithRule(pluralNounVerb, 'The results was amazing.', { isWord })).toBe('The results were amazing.');
    expect(fixWithRule(pluralNounVerb, 'Our students is ready.', { isWord })).toBe('Our students are ready.');
    expect(fixWithRule(pluralNounVerb, "The students doesn't agree.", { isWord })).toBe("The students don't agree.");
    expect(fixWithRule(pluralNounVerb, 'Most results has been checked.', { isWord })).toBe('Most results have been checked.');
    expect(fixWithRule(pluralNounVerb, 'The critics is right.', { isWord: (w) => isWord(w) || w === 'critic' || w === "critic's" })).toBe('The critics are right.');
    expect(fixWithRule(pluralNounVerb, 'We tried, and the results was amazing.', { isWord })).toBe('We tried, and the results were amazing.');
    // after a verb of thinking whose "that" is left out, the noun is its clause's subject
    expect(fixWithRule(pluralNounVerb, 'I think the students is tired, and I believe these results was wrong.', { isWord })).toBe(
      'I think the students are tired, and I believe these results were wrong.',
    );
  });
  it('does so without a determiner where the noun opens a sentence after a describing word, or what "is that" says', () => {
    const known = (w: string): boolean => isWord(w) || ['car', "car's", 'animal', "animal's"].includes(w);
    expect(fixWithRule(pluralNounVerb, 'Life is easier. Driverless cars is a technology.', { isWord: known })).toBe('Life is easier. Driverless cars are a technology.');
    expect(fixWithRule(pluralNounVerb, 'One reason is that endangered animals is at risk.', { isWord: known })).toBe('One reason is that endangered animals are at risk.');
    for (const ok of ['The test sometimes fails on Windows, and it always works towards the end.', 'It does keeps some changes.', 'Generating V8 snapshots takes time.', 'Special thanks goes to Ned.', 'Socks is available from the site.', 'Five minutes is the least.', 'Removed its uses, and its calls.', 'Its constructor takes a string.', 'The users constructor runs.', 'The informations was useful.']) {
      expect(runRule(pluralNounVerb, ok, { isWord: (w) => known(w) || ['sock', "sock's", 'minute', "minute's", 'use', 'call', 'user', "user's", 'information', "information's"].includes(w) }), ok).toEqual([]);
    }
  });
  it('leaves is and was alone where the word before is no plural noun with a determiner', () => {
    for (const ok of [
      'The allowed-depths specifies the depths, and -Wbidi-chars warns about them.',
      'Every students deserves a break.',
      'What she needs is time.',
      'It sometimes was hard.',
      'The blues is a kind of music.',
      'The price of the goods is high.',
      'Two results is not enough.',
      'The results were amazing.',
      'The fact that we understand the circumstances is important.',
      'Knowing that I like the songs is enough.',
    ]) {
      expect(runRule(pluralNounVerb, ok, { isWord })).toEqual([]);
    }
  });
  it('stays quiet when the noun is not the head of the subject, is a name, or the verb agrees', () => {
    for (const ok of [
      'Students believe the test is fair.',
      'Not only can this make students lives easier, it saves time.',
      'Phones improve the peoples lives in many ways.',
      'The price of goods rises every year.',
      'The United Nations plays a role.',
      'Helping parents matters.',
      'The list of the best sites changes weekly.',
      'About 1 in every 300 e-mail messages holds a virus.',
      'The fact that we understand the new circumstances makes us calm.',
      'One of the candidates was a teacher, and one of the results was odd.',
      'Having a window manager manage the windows means I can work.',
      'Any code that uses these values knows where to look, and the test that passes runs.',
      'The program ‘dd’ rejects attempts to use them.',
    ]) {
      expect(runRule(pluralNounVerb, ok, { isWord })).toEqual([]);
    }
  });
});
