import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { unpairedBracket } from './unpairedBracket.js';

describe('unpaired_bracket', () => {
  it('finds a bracket never closed, or closing nothing, and removes it', () => {
    expect(fixWithRule(unpairedBracket, 'She said (that she would come tomorrow.')).toBe('She said that she would come tomorrow.');
    expect(fixWithRule(unpairedBracket, 'The subject (any observer)) knows it.')).toBe('The subject (any observer) knows it.');
    expect(fixWithRule(unpairedBracket, 'Elle a dit (qu’elle viendrait demain.', { language: 'fr' })).toBe('Elle a dit qu’elle viendrait demain.');
    expect(runRule(unpairedBracket, 'It was late (very late. We left.')[0]?.message).toContain('never closed');
  });
  it('leaves pairs, list markers, smileys, intervals and brackets named as characters', () => {
    for (const ok of [
      'She said (and meant it) that [as noted] she would {maybe} come.',
      'Choose a) tea or b) coffee; 1) first, 2) second, iv) last, *) any.',
      'That went well :) but this did not :(',
      'The value lies in [0, 1) and x in ]0,1[ here.',
      'The "[" target, the closing ) is required, and ‚[’ opens a class.',
      'Nested (brackets (like these) are fine).',
    ]) {
      expect(runRule(unpairedBracket, ok)).toEqual([]);
    }
  });
});
