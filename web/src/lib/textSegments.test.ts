import { describe, expect, it } from 'vitest';
import { textSegments } from './textSegments.js';

const issue = (id: string, start: number, end: number, category = 'grammar') => ({ id, category, start, end });

describe('textSegments', () => {
  it('gives the whole text as one plain run when nothing is marked', () => {
    expect(textSegments('Plain text.', [])).toEqual([{ start: 0, end: 11, text: 'Plain text.', issues: [], verdict: null }]);
  });

  it('cuts the text at every finding and keeps every character once', () => {
    const text = 'Their is a eror here.';
    const segments = textSegments(text, [issue('a', 0, 5), issue('b', 11, 15, 'spelling')]);
    expect(segments.map((s) => s.text)).toEqual(['Their', ' is a ', 'eror', ' here.']);
    expect(segments.map((s) => s.issues.map((i) => i.id))).toEqual([['a'], [], ['b'], []]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('splits overlapping findings into runs that carry both', () => {
    const segments = textSegments('abcdefghij', [issue('long', 0, 8), issue('short', 3, 5)]);
    expect(segments.map((s) => [s.text, s.issues.map((i) => i.id)])).toEqual([
      ['abc', ['long']],
      ['de', ['long', 'short']],
      ['fgh', ['long']],
      ['ij', []],
    ]);
  });

  it('colours runs by plagiarism verdict, leaving original and unchecked text plain', () => {
    const segments = textSegments('0123456789', [], [
      { start: 0, end: 4, verdict: 'original' },
      { start: 4, end: 7, verdict: 'exact' },
      { start: 7, end: 10, verdict: 'unchecked' },
    ]);
    expect(segments.map((s) => [s.text, s.verdict])).toEqual([
      ['0123', null],
      ['456', 'exact'],
      ['789', null],
    ]);
  });

  it('survives offsets outside the text, reversed or fractional', () => {
    const segments = textSegments('short', [issue('past', 3, 999), issue('before', -5, 2), issue('empty', 4, 2), issue('odd', 1.7, 2.2)]);
    expect(segments.map((s) => s.text).join('')).toBe('short');
    expect(segments.flatMap((s) => s.issues.map((i) => i.id))).not.toContain('empty');
    expect(segments.at(-1)).toMatchObject({ text: 'rt', issues: [expect.objectContaining({ id: 'past', end: 5 })] });
  });
});
