import { describe, expect, it } from 'vitest';
import { formatReference } from './cslFormat.js';
import { parseReference } from './referenceParser.js';

describe('formatReference', () => {
  it('writes the characters citeproc escapes as themselves', () => {
    const ref = parseReference('Lee, A. (2020). When x < y & "z" holds: A proof. Journal of Logic, 4(2), 1–9.');
    const apa = formatReference(ref, 'APA') ?? '';
    expect(apa).toContain('x < y & “z”');
    expect(apa).not.toMatch(/&#?\w+;/);
  });
});
