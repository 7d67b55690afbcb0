import { describe, expect, it } from 'vitest';
import { harperEnabledRules } from './harperRules.js';
import { harperMessage, harperTitle } from './harperTitles.js';

describe('Harper titles', () => {
  it('names every rule that runs by the kind of error it finds', () => {
    for (const rule of harperEnabledRules) expect(harperTitle(rule, 'Miscellaneous'), rule).not.toBe('Grammar');
    expect(harperTitle('ThenThan', 'Miscellaneous')).toBe('Confused words');
    expect(harperTitle('AnA', 'Miscellaneous')).toBe('Article');
  });

  it("keeps Harper's kind for a rule it does not know, but never 'Miscellaneous'", () => {
    expect(harperTitle('SomeNewRule', 'Style')).toBe('Style');
    expect(harperTitle('SomeNewRule', 'Miscellaneous')).toBe('Grammar');
  });

  it('quotes the words Harper marks with backticks', () => {
    expect(harperMessage('Did you mean `than`?')).toBe('Did you mean "than"?');
    expect(harperMessage('Use `become` instead of `became`.')).toBe('Use "become" instead of "became".');
    expect(harperMessage('No marks here.')).toBe('No marks here.');
  });
});
