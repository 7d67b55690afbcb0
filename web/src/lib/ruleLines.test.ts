import { describe, expect, it } from 'vitest';
import { parseRuleLines, ruleLine } from './ruleLines.js';

describe('the replace-the-list box', () => {
  it('reads one rule per line, skipping blank lines, and writes them back the same way', () => {
    const parsed = parseRuleLines('exclude domain example.com\n\n  include url docs.example.org/guide  \n');
    expect(parsed).toEqual({
      ok: true,
      rules: [
        { mode: 'exclude', kind: 'domain', value: 'example.com' },
        { mode: 'include', kind: 'url', value: 'docs.example.org/guide' },
      ],
    });
    if (parsed.ok) expect(parsed.rules.map(ruleLine)).toEqual(['exclude domain example.com', 'include url docs.example.org/guide']);
  });

  it('names the line and the problem of a bad rule', () => {
    expect(parseRuleLines('exclude domain a.com\nblock domain b.com')).toEqual({ ok: false, message: 'line 2: start with exclude or include' });
    expect(parseRuleLines('exclude site a.com')).toMatchObject({ ok: false, message: expect.stringContaining('line 1: the kind') });
    expect(parseRuleLines('include pattern')).toMatchObject({ ok: false, message: 'line 1: give a value after the kind' });
  });

  it('treats an empty box as clearing the list', () => {
    expect(parseRuleLines('  \n ')).toEqual({ ok: true, rules: [] });
  });
});
