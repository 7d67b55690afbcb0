import { describe, expect, it } from 'vitest';
import { compilePattern } from './pattern.js';

// The reference: the same robots.txt semantics as a regular expression built from the pattern.
function referenceMatch(pattern: string, subject: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const source = body
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*');
  return new RegExp(`^${source}${anchored ? '$' : ''}`).test(subject);
}

describe('compilePattern', () => {
  it('agrees with a regular-expression reference on random patterns and subjects', () => {
    let state = 12345;
    const next = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state >>> 8) % n;
    };
    // A small alphabet makes overlaps between the parts of a pattern frequent.
    const disagreements: string[] = [];
    for (let round = 0; round < 10_000; round += 1) {
      let pattern = '';
      for (let i = 1 + next(6); i > 0; i -= 1) pattern += 'ab*$.'[next(5)];
      if (next(2) === 0) pattern += '$';
      let subject = '';
      for (let i = next(8); i > 0; i -= 1) subject += 'ab$.'[next(4)];
      if (compilePattern(pattern)(subject) !== referenceMatch(pattern, subject)) {
        disagreements.push(`${pattern} on ${subject}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('stays linear on hostile patterns and long subjects', () => {
    const pattern = `${'a*'.repeat(100)}b`;
    const subject = 'a'.repeat(100_000);
    const started = performance.now();
    expect(compilePattern(pattern)(subject)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
