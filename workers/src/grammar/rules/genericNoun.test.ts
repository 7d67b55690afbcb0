import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { genericNoun } from './genericNoun.js';

describe('generic_noun', () => {
  it('drops "the" before society or mankind meant in general', () => {
    expect(fixWithRule(genericNoun, 'Teachers play a key role in the society.')).toBe('Teachers play a key role in society.');
    expect(fixWithRule(genericNoun, 'The society should help the poor.')).toBe('Society should help the poor.');
    expect(fixWithRule(genericNoun, 'Fire changed the mankind for ever.')).toBe('Fire changed mankind for ever.');
    expect(fixWithRule(genericNoun, 'Teens spend hours on the social media, and adults too.')).toBe('Teens spend hours on social media, and adults too.');
  });
  it('stays quiet when something says which society', () => {
    for (const ok of [
      'The society of ancient Rome kept slaves.',
      'This is the society that we want to build.',
      'She joined the society in 1990 and the society we founded grew.',
      'The society’s rules were strict.',
      'Our society values work.',
      'The social media sites grew fast.',
    ]) {
      expect(runRule(genericNoun, ok)).toEqual([]);
    }
  });
});
