import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { colloquialisms } from './colloquialisms.js';

describe('colloquialisms', () => {
  it('flags and fixes', () => {
    expect(fixWithRule(colloquialisms, 'A lot of kids play outside.')).toBe('Many children play outside.');
    expect(fixWithRule(colloquialisms, 'We need to figure out the cause.')).toBe('We need to determine the cause.');
  });
  it('counts with "many" and measures with "a great deal of", as the words after "a lot of" need', () => {
    const fixes: Array<[string, string]> = [
      ['It was a lot of fun, but hard.', 'It was a great deal of fun, but hard.'],
      ['Students gain a lot of weight just from sitting.', 'Students gain a great deal of weight just from sitting.'],
      ['There were a lot of changes in the law.', 'There were many changes in the law.'],
      ['You can learn lots of new things.', 'You can learn many new things.'],
      ['Lots of people lack empathy.', 'Many people lack empathy.'],
      ['We heard a lot of news about it.', 'We heard a great deal of news about it.'],
      ['A lot of my friends began to play.', 'Many of my friends began to play.'],
      ['We spent a lot of the time reading.', 'We spent much of the time reading.'],
      ['A lot of them left early.', 'Many of them left early.'],
      ['A lot of it was wasted.', 'Much of it was wasted.'],
      ['They met a bunch of mean people.', 'They met several mean people.'],
      ['Tons of students came.', 'Many students came.'],
      // a plural in -ics of a noun that counts, not a field of study
      ['A lot of critics disagreed.', 'Many critics disagreed.'],
      ['We learned a lot of physics.', 'We learned a great deal of physics.'],
      // a noun that only counts, left singular, is counted (its plural is a grammar finding of its own)
      ['I had lots of problem with it.', 'I had many problem with it.'],
      ['A lot of business is done online.', 'A great deal of business is done online.'],
      // a misspelt plural of a noun that does not count is measured
      ['I have a lot of homeworks.', 'I have a great deal of homeworks.'],
    ];
    for (const [text, fixed] of fixes) expect(fixWithRule(colloquialisms, text)).toBe(fixed);
  });
  it('stays quiet on plain text', () => {
    expect(runRule(colloquialisms, 'A lot of kids play outside.', { register: 'general' })).toEqual([]);
    expect(runRule(colloquialisms, 'Many children play outside.')).toEqual([]);
    expect(runRule(colloquialisms, 'The bombers dropped 193 tons of explosives and two metric tons of leaflets.')).toEqual([]);
  });
});
