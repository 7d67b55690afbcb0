import { describe, expect, it } from 'vitest';
import { changeBetween, openingEnd, overlaps, replaceRange, shiftRanges } from './textEdits.js';

describe('changeBetween', () => {
  it('finds a typed letter, a deletion and a pasted stretch', () => {
    expect(changeBetween('the cat', 'the cart')).toEqual({ start: 6, oldEnd: 6, newEnd: 7 });
    expect(changeBetween('the cart', 'the cat')).toEqual({ start: 6, oldEnd: 7, newEnd: 6 });
    expect(changeBetween('a b', 'a xyz b')).toEqual({ start: 2, oldEnd: 2, newEnd: 6 });
    expect(changeBetween('same', 'same')).toBeNull();
  });
  it('keeps the shared head and tail apart when the text repeats', () => {
    const change = changeBetween('aaaa', 'aa');
    expect(change).toEqual({ start: 2, oldEnd: 4, newEnd: 2 });
  });
});

describe('shiftRanges', () => {
  const findings = [
    { id: 'a', start: 0, end: 3 },
    { id: 'b', start: 4, end: 8 },
    { id: 'c', start: 10, end: 14 },
  ];
  it('keeps ranges before the change, shifts those after it, drops those it touches', () => {
    const out = shiftRanges(findings, { start: 5, oldEnd: 6, newEnd: 9 });
    expect(out).toEqual([
      { id: 'a', start: 0, end: 3 },
      { id: 'c', start: 13, end: 17 },
    ]);
  });
  it('shifts left on a deletion before every range', () => {
    expect(shiftRanges(findings, { start: 0, oldEnd: 0, newEnd: 0 })).toEqual(findings);
    expect(shiftRanges([{ id: 'c', start: 10, end: 14 }], { start: 8, oldEnd: 10, newEnd: 8 })).toEqual([{ id: 'c', start: 8, end: 12 }]);
  });
});

describe('replaceRange', () => {
  it('applies a fix and leaves the other findings pointing at their own words', () => {
    const text = 'Their is a eror in this sentance.';
    const eror = { start: 11, end: 15 };
    const sentance = { id: 's', start: 24, end: 32 };
    const { text: fixed, change } = replaceRange(text, eror, 'error');
    expect(fixed).toBe('Their is a error in this sentance.');
    const [moved] = shiftRanges([sentance], change);
    expect(fixed.slice(moved!.start, moved!.end)).toBe('sentance');
  });
  it('removes text with an empty replacement', () => {
    expect(replaceRange('a the the b', { start: 2, end: 6 }, '').text).toBe('a the b');
  });
});

describe('overlaps', () => {
  it('tells touching ranges from overlapping ones', () => {
    expect(overlaps({ start: 0, end: 3 }, { start: 3, end: 5 })).toBe(false);
    expect(overlaps({ start: 0, end: 4 }, { start: 3, end: 5 })).toBe(true);
    expect(overlaps({ start: 4, end: 4 }, { start: 3, end: 5 })).toBe(true);
  });
});

describe('openingEnd', () => {
  const sentence = 'This sentence has exactly forty-four chars. ';
  it('takes a short text whole', () => {
    expect(openingEnd('One line.', 100)).toBe(9);
    expect(openingEnd(sentence.repeat(3), 100)).toBe(132);
  });
  it('ends at the last paragraph break within the opening', () => {
    const text = `${sentence.repeat(2)}\n\n${sentence.repeat(10)}`;
    expect(openingEnd(text, 100)).toBe(88);
  });
  it('ends at a sentence end when no paragraph break is near, else at the size', () => {
    expect(openingEnd(sentence.repeat(10), 100)).toBe(87);
    expect(openingEnd('x'.repeat(400), 100)).toBe(100);
  });
});
