import { describe, expect, it } from 'vitest';
import { markedRuns } from './markedRuns.js';
import { heatSegments } from './aiHeat.js';

describe('markedRuns', () => {
  it('highlights marks given in document offsets', () => {
    // The passage starts at 10 in the document; its marks are document offsets.
    expect(markedRuns('the quick brown fox', [[14, 19], [20, 25]], 10)).toEqual([
      { text: 'the ', marked: false },
      { text: 'quick', marked: true },
      { text: ' ', marked: false },
      { text: 'brown', marked: true },
      { text: ' fox', marked: false },
    ]);
  });

  it('merges overlapping and touching marks and clips ones outside the passage', () => {
    expect(markedRuns('abcdef', [[3, 9], [1, 3], [2, 4], [-5, 0], [5, 2]])).toEqual([
      { text: 'a', marked: false },
      { text: 'bcdef', marked: true },
    ]);
  });

  it('ignores marks that are not numbers', () => {
    expect(markedRuns('abc', [[Number.NaN, 2]])).toEqual([{ text: 'abc', marked: false }]);
  });
});

describe('heatSegments', () => {
  const text = 'One plain sentence. Two smooth sentences follow. And three.';
  const finding = (start: number, end: number, severity: string) => ({
    category: 'ai_content',
    severity,
    message: `passage ${start}`,
    original: { start, end },
  });

  it('shades passages by severity and leaves the rest low', () => {
    const segments = heatSegments(text, [finding(20, 48, 'warning'), { ...finding(0, 3, 'error'), category: 'spelling' }]);
    expect(segments.map((s) => [s.text, s.level])).toEqual([
      ['One plain sentence. ', 'low'],
      ['Two smooth sentences follow.', 'high'],
      [' And three.', 'low'],
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('keeps the text whole when passages overlap or run past its end', () => {
    const segments = heatSegments(text, [finding(40, 500, 'suggestion'), finding(0, 45, 'warning')]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.map((s) => s.level)).toEqual(['high', 'some']);
  });
});
