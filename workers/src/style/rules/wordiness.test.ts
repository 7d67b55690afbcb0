import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { wordiness } from './wordiness.js';

describe('wordiness', () => {
  it('flags and fixes', () => {
    expect(fixWithRule(wordiness, 'We left early in order to catch the train.')).toBe('We left early to catch the train.');
    expect(fixWithRule(wordiness, 'The vast majority of voters agreed.')).toBe('Most voters agreed.');
    expect(fixWithRule(wordiness, 'The plan is very very good, and we really really like it.')).toBe('The plan is extremely good, and we really like it.');
    // "most" needs its "of" before a determiner, and "can" no modal before it
    expect(fixWithRule(wordiness, 'He is on the road the majority of the time.')).toBe('He is on the road most of the time.');
    expect(fixWithRule(wordiness, 'They elect who the majority of their country wants.')).toBe('They elect who the majority of their country wants.');
    expect(fixWithRule(wordiness, 'The majority of them stayed.')).toBe('Most of them stayed.');
    expect(fixWithRule(wordiness, 'Voters have the ability to choose, and she would have the ability to win.')).toBe('Voters can choose, and she would have the ability to win.');
    expect(fixWithRule(wordiness, 'It spread in a number of different ways.')).toBe('It spread in several ways.');
    expect(fixWithRule(wordiness, 'Due to the fact that it rained, we stayed.')).toBe('Because it rained, we stayed.');
    expect(fixWithRule(wordiness, 'It should be noted that prices rose.')).toBe('Prices rose.');
    expect(fixWithRule(wordiness, 'The reason is because the bus was late.')).toBe('The reason is that the bus was late.');
    expect(fixWithRule(wordiness, 'It is a very unique chance; we collaborated together on it.')).toBe('It is a unique chance; we collaborated on it.');
    expect(fixWithRule(wordiness, 'It was really very hard for a long period of time.')).toBe('It was very hard for a long period.');
  });
  it('tells the writer to leave out a phrase it deletes', () => {
    const [found] = runRule(wordiness, 'It should be noted that prices rose.');
    expect(found?.message).toBe('"It should be noted that" adds nothing; leave it out.');
    expect(runRule(wordiness, 'We left early in order to catch the train.')[0]?.message).toBe('"in order to" is wordy; "to" says the same.');
  });
  it('stays quiet on plain text', () => {
    expect(runRule(wordiness, 'We left early to catch the train.')).toEqual([]);
    expect(runRule(wordiness, 'The order was placed in time.')).toEqual([]);
  });
});
