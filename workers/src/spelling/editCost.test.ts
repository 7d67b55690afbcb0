import { describe, expect, it } from 'vitest';
import { chargesFirstLetter, defaultEditWeights, editCost, lengthChangeCost } from './editCost.js';
import { SpanEdits } from './spanEdits.js';

describe('editCost', () => {
  it('is zero for equal words and grows with the edits', () => {
    expect(editCost('house', 'house')).toBe(0);
    expect(editCost('hous', 'house')).toBeGreaterThan(0);
    expect(editCost('hxxse', 'house')).toBeGreaterThan(editCost('hiuse', 'house'));
  });
  it('makes doubling, vowel swaps and transpositions cheaper than arbitrary edits', () => {
    expect(editCost('acomodate', 'accommodate')).toBeLessThan(1);
    expect(editCost('seperate', 'separate')).toBeLessThan(editCost('sekarate', 'separate'));
    expect(editCost('recieve', 'receive')).toBeLessThan(editCost('rezeive', 'receive'));
    expect(editCost('teh', 'the')).toBeLessThan(1.2);
  });
  it('takes two letters swapped around a third as one edit, dearer than a swap of neighbours', () => {
    expect(editCost('tradegy', 'tragedy')).toBeCloseTo(defaultEditWeights.farTranspose);
    expect(editCost('revelant', 'relevant')).toBeCloseTo(defaultEditWeights.farTranspose);
    expect(editCost('tradegy', 'tragedy')).toBeGreaterThan(editCost('tragdey', 'tragedy'));
    expect(editCost('tradegy', 'tragedy')).toBeLessThan(editCost('tradeky', 'tragedy'));
  });
  it('can make a left-out vowel cheaper than a left-out consonant', () => {
    const w = { ...defaultEditWeights, insert: 0.7, vowelInsert: 0.5 };
    expect(editCost('bcause', 'because', w)).toBeCloseTo(0.5);
    expect(editCost('becuse', 'because', w)).toBeLessThan(editCost('becase', 'because', { ...w, vowelInsert: 1, insert: 1 }));
    expect(editCost('becaue', 'because', w)).toBeCloseTo(0.7);
  });
  it('does not charge the first-letter penalty for leaving out a silent first letter', () => {
    expect(editCost('nuckle', 'knuckle')).toBe(1);
    expect(editCost('onest', 'honest')).toBe(1);
    expect(editCost('buckle', 'knuckle')).toBeGreaterThan(editCost('nuckle', 'knuckle'));
  });
  it('handles empty strings and long words', () => {
    expect(editCost('', 'abc')).toBe(3);
    expect(editCost('abc', '')).toBe(3);
    const long = 'a'.repeat(200);
    expect(editCost(long, `${long}b`)).toBe(1);
  });
  it('with a limit, gives the same cost when within it and more than the limit otherwise', () => {
    const pairs: Array<[string, string]> = [['recieve', 'receive'], ['teh', 'the'], ['acomodate', 'accommodate'], ['xyzzy', 'house'], ['naïve', 'naive'], ['abcdef', 'badcfe'], ['wrte', 'write'], ['revelant', 'relevant'], ['abcdefgh', 'cbafedhg']];
    for (const [a, b] of pairs) {
      const full = editCost(a, b);
      for (const limit of [0.5, 1, 2, 3, 5.5]) {
        const limited = editCost(a, b, undefined, limit);
        if (full <= limit) expect(limited).toBe(full);
        else expect(limited).toBeGreaterThan(limit);
      }
    }
    expect(editCost('xyzzyxyzzy', 'house', undefined, 1)).toBe(Infinity);
  });
  it('tells before ranking whether the first-letter penalty applies and what a letter of length costs at least', () => {
    expect(chargesFirstLetter('bat', 'cat', false)).toBe(true);
    expect(chargesFirstLetter('nife', 'knife', false)).toBe(false);
    expect(chargesFirstLetter('fone', 'phone', true)).toBe(false);
    const spans = new SpanEdits([{ typed: '', intended: 'gh', cost: 0.5 }, { typed: 'f', intended: 'ph', cost: 0.6 }]);
    expect(lengthChangeCost(defaultEditWeights, spans)).toBe(0.25);
    expect(lengthChangeCost(defaultEditWeights)).toBe(defaultEditWeights.doubling);
    // no cost comes out below what these tell
    for (const [a, b] of [['thru', 'through'], ['fone', 'phone'], ['bat', 'cat'], ['nite', 'night']] as const) {
      const least = Math.abs(a.length - b.length) * lengthChangeCost(defaultEditWeights, spans) + (chargesFirstLetter(a, b, spans.startsFor(a).some((s) => b.startsWith(s))) ? defaultEditWeights.firstLetter : 0);
      expect(editCost(a, b, defaultEditWeights, Infinity, spans)).toBeGreaterThanOrEqual(least);
    }
  });
});
