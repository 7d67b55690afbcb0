import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { superlativeInTheWorld } from './superlativeInTheWorld.js';

describe('superlative_in_the_world', () => {
  it('puts "in the world" after a superlative and a singular noun', () => {
    expect(fixWithRule(superlativeInTheWorld, 'He is the best player of the world.')).toBe('He is the best player in the world.');
    expect(fixWithRule(superlativeInTheWorld, 'It is the largest country of the world, and the richest man of the world lives there.')).toBe(
      'It is the largest country in the world, and the richest man in the world lives there.',
    );
    expect(fixWithRule(superlativeInTheWorld, 'Paris is the most beautiful city of the world.')).toBe('Paris is the most beautiful city in the world.');
    expect(fixWithRule(superlativeInTheWorld, 'It is the oldest tree of the world and it is huge')).toBe('It is the oldest tree in the world and it is huge');
    expect(fixWithRule(superlativeInTheWorld, 'It was her biggest football match of the world.')).toBe('It was her biggest football match in the world.');
    expect(runRule(superlativeInTheWorld, 'the best thing of the world')[0]?.message).toBe('After a superlative, the world is where it is the most: "in the world".');
  });

  it('leaves shares of the world, "the world\'s" and no superlative alone', () => {
    for (const ok of [
      'They live in the poorest parts of the world.',
      'He travelled to the most remote corner of the world.',
      'It is the largest city of the world’s largest country.',
      'The greatest religions of the world meet here.',
      'It is the best of the world.',
      'The rest of the world watched.',
      'The interest of the world turned to Asia.',
      'He is the best player in the world.',
      'It is the largest country of the region.',
      'She is the most recently elected member of the world body.',
      'He scored the best goal of the World Cup.',
      'It was the largest bank of the world economy.',
    ]) {
      expect(runRule(superlativeInTheWorld, ok)).toEqual([]);
    }
  });
});
