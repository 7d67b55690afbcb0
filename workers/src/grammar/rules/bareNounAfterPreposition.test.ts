import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { bareNounAfterPreposition } from './bareNounAfterPreposition.js';

const words = new Set(['friends', 'students', 'teachers', 'users', 'cars']);
const isWord = (w: string): boolean => words.has(w);

describe('bare_noun_after_preposition', () => {
  it('makes plural a noun that counts, standing bare after "for", "with", "among" or "about"', () => {
    expect(fixWithRule(bareNounAfterPreposition, 'I went to the cinema with friend. It is important for student.', { isWord })).toBe(
      'I went to the cinema with friends. It is important for students.',
    );
    expect(fixWithRule(bareNounAfterPreposition, 'We worry about student who fail.', { isWord })).toBe('We worry about students who fail.');
  });
  it('leaves compounds, set phrases, roles and nouns with a determiner', () => {
    for (const ok of [
      'He applied for student loans and went to school by car.',
      'Mode bits for user and group. A file with user or group mappings.',
      'I went with a friend, with my teacher and with teacher training.',
    ]) {
      expect(runRule(bareNounAfterPreposition, ok, { isWord }), ok).toEqual([]);
    }
  });
});
