import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { whoForThing } from './whoForThing.js';

describe('who_for_thing', () => {
  it('writes "that" or "which" for a thing', () => {
    expect(fixWithRule(whoForThing, 'The book who I read was interesting.')).toBe('The book that I read was interesting.');
    expect(fixWithRule(whoForThing, 'I bought a new car who runs on petrol.')).toBe('I bought a new car that runs on petrol.');
    expect(fixWithRule(whoForThing, 'We saw the movie, who was very long.')).toBe('We saw the movie, which was very long.');
  });
  it('stays quiet on people, groups and animals', () => {
    for (const ok of [
      'The man who I met was kind.',
      'The company who hired me is small.',
      'The team who won was happy.',
      'My dog who is old sleeps a lot.',
      'The book that I read was interesting.',
      'The author of the book, who was born in Paris, died.',
      'I saw a man in a car who was waving at us.',
      'Books who? Nobody asked.',
    ]) {
      expect(runRule(whoForThing, ok), ok).toEqual([]);
    }
  });
});
