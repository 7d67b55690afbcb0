import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { emptyThereOpening } from './emptyThereOpening.js';

const words = new Set(['people', 'man', 'evidence', 'students', 'things', 'time', 'reason', 'dog']);
const isWord = (w: string): boolean => words.has(w);

describe('empty_there_opening', () => {
  it('lets the subject open the sentence', () => {
    expect(fixWithRule(emptyThereOpening, 'There are many people who believe that the earth is flat.', { isWord })).toBe(
      'Many people believe that the earth is flat.',
    );
    expect(fixWithRule(emptyThereOpening, 'It was late. There was a man who lived next door.', { isWord })).toBe('It was late. A man lived next door.');
    expect(fixWithRule(emptyThereOpening, 'There is evidence that suggests a link.', { isWord })).toBe('Evidence suggests a link.');
    expect(fixWithRule(emptyThereOpening, 'There are students who can help.', { isWord })).toBe('Students can help.');
  });
  it('explains itself', () => {
    const [f] = runRule(emptyThereOpening, 'There are many people who believe it.', { isWord });
    expect(f?.message).toBe('"There are many people who" delays the subject; "Many people" says the same.');
  });
  it('stays quiet where the relative pronoun is not the subject or the opening is not empty', () => {
    for (const ok of [
      'There are many things that we can do.',
      'There is evidence that smoking causes harm.',
      'There was a time when we walked.',
      'There is a reason that he left.',
      'There are those who say so.',
      'He said there are people who believe it.',
      'There are many people in the room who believe it.',
      'Many people believe that the earth is flat.',
    ]) {
      expect(runRule(emptyThereOpening, ok, { isWord }), ok).toEqual([]);
    }
  });
});
