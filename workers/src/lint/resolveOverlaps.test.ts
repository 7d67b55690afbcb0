import { describe, expect, it } from 'vitest';
import type { Finding } from './finding.js';
import { applyFixes, resolveOverlaps } from './resolveOverlaps.js';

const f = (start: number, end: number, category: Finding['category'], replacement?: string): Finding => ({
  start,
  end,
  category,
  severity: 'error',
  rule: 'test',
  title: 't',
  message: 'm',
  replacements: replacement === undefined ? [] : [replacement],
});

describe('resolveOverlaps', () => {
  it('keeps the more serious of two overlapping findings and both of two touching ones', () => {
    const kept = resolveOverlaps([f(0, 10, 'clarity', 'x'), f(2, 5, 'spelling', 'y'), f(10, 12, 'grammar', 'z')]);
    expect(kept.map((k) => [k.start, k.category])).toEqual([
      [2, 'spelling'],
      [10, 'grammar'],
    ]);
  });
  it("prefers our own rule to Harper's on the same span", () => {
    const harper = { ...f(0, 5, 'grammar', "who's"), rule: 'harper:OrthographicConsistency' };
    const ours = { ...f(0, 5, 'grammar', 'Whose'), rule: 'whose_for_whos' };
    expect(resolveOverlaps([harper, ours]).map((k) => k.rule)).toEqual(['whose_for_whos']);
    expect(resolveOverlaps([ours, harper]).map((k) => k.rule)).toEqual(['whose_for_whos']);
  });
  it('applies every fix in order to give the corrected text', () => {
    const text = 'Their is a apple.';
    expect(applyFixes(text, [f(9, 10, 'grammar', 'an'), f(0, 5, 'grammar', 'There')])).toBe('There is an apple.');
    expect(() => applyFixes(text, [f(0, 5, 'grammar', 'a'), f(3, 6, 'grammar', 'b')])).toThrow();
  });
});
