import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { thanAfterComparative } from './thanAfterComparative.js';

describe('than_after_comparative', () => {
  it('puts "than" after a comparison a few words back', () => {
    expect(fixWithRule(thanAfterComparative, 'The answer depends less on location then on how work is organised.')).toBe(
      'The answer depends less on location than on how work is organised.',
    );
    expect(fixWithRule(thanAfterComparative, 'Some tools are more refined then others.')).toBe('Some tools are more refined than others.');
    expect(fixWithRule(thanAfterComparative, 'She would rather walk home then wait.')).toBe('She would rather walk home than wait.');
    expect(fixWithRule(thanAfterComparative, 'It has better ideas then we do.')).toBe('It has better ideas than we do.');
    expect(runRule(thanAfterComparative, 'We need more time then they do.')[0]?.message).toBe('A comparison takes "than"; "then" is for time or sequence.');
  });

  it('leaves "then" of time and sequence alone', () => {
    for (const ok of [
      'Prices were much higher then.',
      'Prices were higher then than now.',
      'Rates were lower back then, and more stable.',
      'We need more time, then a plan.',
      'The older children then went home.',
      'He no longer worked there then he said.',
      'If they had more evidence then it would be believable.',
      'When we have more money then we can travel.',
      'We bought more bread and then left.',
      'It was more expensive then than it is now.',
    ]) {
      expect(runRule(thanAfterComparative, ok), ok).toEqual([]);
    }
  });
});
