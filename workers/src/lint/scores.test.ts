import { describe, expect, it } from 'vitest';
import type { Finding } from './finding.js';
import { lintScores } from './scores.js';

function findings(n: number, category: Finding['category'], severity: Finding['severity'] = 'error'): Finding[] {
  return Array.from({ length: n }, (_, i) => ({
    start: i * 10,
    end: i * 10 + 4,
    category,
    severity,
    rule: 'test',
    title: 'Test finding',
    message: 'A finding made up for the score.',
    replacements: [],
  }));
}

describe('lintScores', () => {
  it('gives a flawless text 100 and no clarity score when style is off', () => {
    expect(lintScores([], 500, false)).toEqual({ grammarSpelling: 100, clarity: null });
  });

  it('does not sink a short paragraph for two slips', () => {
    const { grammarSpelling } = lintScores(findings(2, 'spelling'), 73, true);
    expect(grammarSpelling).toBeGreaterThan(75);
    expect(grammarSpelling).toBeLessThan(90);
  });

  it('scores a long document by its error rate: two errors per 100 words is about 70', () => {
    const { grammarSpelling } = lintScores(findings(60, 'grammar'), 3000, true);
    expect(grammarSpelling).toBeGreaterThan(68);
    expect(grammarSpelling).toBeLessThan(72);
  });

  it('weighs suggestions less than errors and keeps style findings out of the grammar score', () => {
    const errors = lintScores(findings(5, 'grammar'), 400, true).grammarSpelling;
    const suggestions = lintScores(findings(5, 'grammar', 'suggestion'), 400, true).grammarSpelling;
    expect(suggestions).toBeGreaterThan(errors);
    const style = lintScores(findings(5, 'clarity', 'suggestion'), 400, true);
    expect(style.grammarSpelling).toBe(100);
    expect(style.clarity).toBeLessThan(100);
  });
});
