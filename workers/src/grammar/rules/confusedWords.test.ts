import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { confusedWords } from './confusedWords.js';

describe('confused_words', () => {
  it('fixes misheard and confused phrases', () => {
    expect(fixWithRule(confusedWords, 'We could of finished earlier.')).toBe('We could have finished earlier.');
    expect(fixWithRule(confusedWords, 'Their is no time left.')).toBe('There is no time left.');
    expect(fixWithRule(confusedWords, 'The dog wagged it’s own tail.')).toBe('The dog wagged its own tail.');
    expect(fixWithRule(confusedWords, 'This is better then nothing.')).toBe('This is better than nothing.');
    expect(fixWithRule(confusedWords, 'Diet had an affect on mood.')).toBe('Diet had an effect on mood.');
    expect(fixWithRule(confusedWords, 'On contrary, in my point of view we must emphasize on it.')).toBe('On the contrary, from my point of view we must emphasize it.');
    expect(fixWithRule(confusedWords, 'In the other hand, they cope up with it.')).toBe('On the other hand, they cope with it.');
  });
  it('stays quiet on correct use', () => {
    for (const ok of ['Their house is there.', 'It has its own rules.', 'First we ate, then we left.', 'The effect on mood was small.', 'Could often be wrong.', 'On the contrary, it helps.', 'From my point of view, on the other hand, it helps.']) {
      expect(runRule(confusedWords, ok)).toEqual([]);
    }
  });
});
