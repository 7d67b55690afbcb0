import { describe, expect, it } from 'vitest';
import { editCost } from './editCost.js';
import { SpanEdits } from './spanEdits.js';

const spans = new SpanEdits([
  { typed: 'f', intended: 'ph', cost: 0.5 },
  { typed: '', intended: 'gh', cost: 0.4 },
  { typed: 'ow', intended: 'ough', cost: 0.6 },
]);

describe('SpanEdits', () => {
  it('rewrites the typed word one letter group at a time, silent letters aside', () => {
    expect([...spans.variants('zafof')].sort()).toEqual(['zaphof', 'zafoph'].sort());
    expect(spans.variants('brow')).toEqual(new Set(['brough']));
    expect(spans.variants('zzz').size).toBe(0);
  });
  it('lets the edit cost take a group written for the same sound as one step', () => {
    expect(editCost('zafor', 'zaphor', undefined, Infinity, spans)).toBeCloseTo(0.5);
    expect(editCost('zafor', 'zaphor')).toBeGreaterThan(0.9);
    expect(editCost('trow', 'trough', undefined, Infinity, spans)).toBeCloseTo(0.6);
    expect(editCost('nit', 'night', undefined, Infinity, spans)).toBeCloseTo(0.4);
  });
  it('finds one-letter, accented and later groups, the same after any candidates before', () => {
    const edits = [
      { typed: 'ph', intended: 'f', cost: 0.5 },
      { typed: 'e', intended: 'é', cost: 0.1 },
      { typed: 'ow', intended: 'ough', cost: 0.6 },
    ];
    const used = new SpanEdits(edits);
    expect(editCost('phar', 'far', undefined, Infinity, used)).toBeCloseTo(0.5);
    expect(editCost('cafe', 'café', undefined, Infinity, used)).toBeCloseTo(0.1);
    expect(editCost('trow', 'trough', undefined, Infinity, used)).toBeCloseTo(0.6);
    const pairs: Array<[string, string]> = [['trow', 'tree'], ['trow', 'brough'], ['trow', 'trough'], ['phow', 'fough'], ['phow', 'fow'], ['cafe', 'kafé']];
    for (const [a, b] of pairs) expect(editCost(a, b, undefined, Infinity, used)).toBe(editCost(a, b, undefined, Infinity, new SpanEdits(edits)));
  });
  it('does not charge the first-letter penalty when a group explains the first letter', () => {
    expect(editCost('fonk', 'phonk', undefined, Infinity, spans)).toBeCloseTo(0.5);
  });
  it('with a limit, keeps the cost within it and exceeds the limit otherwise', () => {
    const pairs: Array<[string, string]> = [['zafor', 'zaphor'], ['trow', 'trough'], ['fonk', 'phonk'], ['xyzzyq', 'blought']];
    for (const [a, b] of pairs) {
      const full = editCost(a, b, undefined, Infinity, spans);
      for (const limit of [0.3, 0.5, 1, 2, 5.5]) {
        const limited = editCost(a, b, undefined, limit, spans);
        if (full <= limit) expect(limited).toBe(full);
        else expect(limited).toBeGreaterThan(limit);
      }
    }
  });
});
