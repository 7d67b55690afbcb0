import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { roleArticle } from './roleArticle.js';

describe('role_article', () => {
  it('gives a role described by degree "a" or "an"', () => {
    expect(fixWithRule(roleArticle, 'Teachers play the important role in our lives.')).toBe('Teachers play an important role in our lives.');
    expect(fixWithRule(roleArticle, 'Sleep has the vital role for health.')).toBe('Sleep has a vital role for health.');
    expect(fixWithRule(roleArticle, 'Parents played the big role when I was young.')).toBe('Parents played a big role when I was young.');
  });
  it('stays quiet where the role is singled out or named', () => {
    for (const ok of [
      'Trust plays the key role here.',
      'She plays the main role in the film.',
      'He played the important role of mediator.',
      'She kept playing the important role she had taken on.',
      'Teachers play an important role in our lives.',
      'The important role of sleep is clear.',
    ]) {
      expect(runRule(roleArticle, ok)).toEqual([]);
    }
  });
});
