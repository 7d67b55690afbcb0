import { describe, expect, it } from 'vitest';
import { runRule } from '../../lint/runRule.js';
import { lastWordRule } from './lastWordRule.js';

// "could of gone": "of" stands for "have"; "would of course" is left alone.
const modalOf = lastWordRule({
  id: 'modal_of',
  title: 'Verb form',
  pattern: /\b(could|should|would)\s+(of)\b/gi,
  fix(m, text) {
    if (text.startsWith(' course', m.index + m[0].length)) return null;
    return { word: m[2]!, replacement: 'have', message: `After "${m[1]}", write "have".` };
  },
});

describe('lastWordRule', () => {
  it('flags the word each match ends on, with the rule id and title', () => {
    const text = 'We could of gone earlier, and they should  of called.';
    const findings = runRule(modalOf, text);
    expect(findings.map((f) => [f.start, text.slice(f.start, f.end)])).toEqual([
      [9, 'of'],
      [43, 'of'],
    ]);
    expect(findings[0]).toMatchObject({ rule: 'modal_of', title: 'Verb form', category: 'grammar', replacements: ['have'], message: 'After "could", write "have".' });
  });
  it('lets a match pass when the fix returns null', () => {
    expect(runRule(modalOf, 'It would of course help.')).toEqual([]);
  });
  it('runs on English only', () => {
    expect(runRule(modalOf, 'We could of gone.', { language: 'de' })).toEqual([]);
  });
});
