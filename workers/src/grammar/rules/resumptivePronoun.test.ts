import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { resumptivePronoun } from './resumptivePronoun.js';

describe('resumptive_pronoun', () => {
  it('drops the pronoun that repeats the relative subject', () => {
    expect(fixWithRule(resumptivePronoun, 'I saw a movie which it was very good.')).toBe('I saw a movie which was very good.');
    expect(fixWithRule(resumptivePronoun, 'I like the teacher who she is kind and patient.')).toBe('I like the teacher who is kind and patient.');
    expect(fixWithRule(resumptivePronoun, 'We visited a museum which it was really interesting.')).toBe('We visited a museum which was really interesting.');
  });
  it('leaves questions inside a sentence, an anticipatory "it", a stranded preposition and "that"', () => {
    for (const ok of [
      'I know who he is. I wonder which it was.',
      'The house which it was too expensive to buy is sold.',
      'The man who he was fond of has left.',
      'The dish which it is famous for is fish.',
      'The news that it was late surprised us.',
      'The problem which it solved was old.',
      'It is hard to say who she was happy with.',
      'The car which was cheap broke down.',
    ]) {
      expect(runRule(resumptivePronoun, ok), ok).toEqual([]);
    }
  });
});
