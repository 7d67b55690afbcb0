import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { coordinatedVerbForm } from './coordinatedVerbForm.js';

describe('coordinated_verb_form', () => {
  it('gives a verb joined by "and" the form of the first', () => {
    expect(fixWithRule(coordinatedVerbForm, 'He came home and eat dinner.')).toBe('He came home and ate dinner.');
    expect(fixWithRule(coordinatedVerbForm, 'I went to the shop and buy some bread.')).toBe('I went to the shop and bought some bread.');
    expect(fixWithRule(coordinatedVerbForm, 'If he runs a test and know the result, he will tell.')).toBe('If he runs a test and knows the result, he will tell.');
    expect(fixWithRule(coordinatedVerbForm, 'We played football and watch TV.')).toBe('We played football and watched TV.');
  });
  it('leaves infinitives, bare verbs after "make" or "help", nouns, and "I" with "and" in the present', () => {
    for (const ok of [
      'I got to tour grand castles and see the canals.',
      'She wanted to go and see it.',
      'She made me cook and clean.',
      'He helps me read and write.',
      'They bought food and drink.',
      'He reads books and magazines.',
      'I go there and buy bread.',
      'He came home and ate dinner.',
      'He could come and eat with us.',
    ]) {
      expect(runRule(coordinatedVerbForm, ok), ok).toEqual([]);
    }
  });
});
