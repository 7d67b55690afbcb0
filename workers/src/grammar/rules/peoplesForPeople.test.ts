import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { peoplesForPeople } from './peoplesForPeople.js';

describe('peoples_for_people', () => {
  it('writes "people" for persons, and "people\'s" before what they have', () => {
    expect(fixWithRule(peoplesForPeople, 'Many peoples were waiting outside.')).toBe('Many people were waiting outside.');
    expect(fixWithRule(peoplesForPeople, 'Most peoples think it is too late.')).toBe('Most people think it is too late.');
    expect(fixWithRule(peoplesForPeople, 'A lot of peoples don’t agree.')).toBe('A lot of people don’t agree.');
    expect(fixWithRule(peoplesForPeople, 'Young peoples can vote at eighteen.')).toBe('Young people can vote at eighteen.');
    expect(fixWithRule(peoplesForPeople, 'Listen to other peoples opinions.')).toBe("Listen to other people's opinions.");
    expect(fixWithRule(peoplesForPeople, 'It changed many peoples lives.')).toBe("It changed many people's lives.");
    expect(fixWithRule(peoplesForPeople, 'There are a lot of peoples in the street.')).toBe('There are a lot of people in the street.');
    expect(fixWithRule(peoplesForPeople, 'We met lots of peoples. Young peoples from the town came too.')).toBe('We met lots of people. Young people from the town came too.');
  });
  it('stays quiet on nations and on possessives already written', () => {
    for (const ok of [
      'The peoples of Europe share a long history.',
      'Indigenous peoples have rights to their land.',
      'Many peoples of Africa speak several languages.',
      'It respects other peoples and their customs.',
      'These peoples were known to the Romans.',
      'Many peoples, languages and faiths live side by side.',
      'He studied the many peoples in the region.',
      'Other peoples’ opinions matter to her.',
      'Many people were waiting outside.',
      'Some peoples built cities, others moved with their herds.',
      'A lot of peoples of the north kept reindeer.',
      'It was home to many peoples.',
    ]) {
      expect(runRule(peoplesForPeople, ok)).toEqual([]);
    }
  });
});
