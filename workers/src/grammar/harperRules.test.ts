import { describe, expect, it } from 'vitest';
import { applyFixes } from '../lint/resolveOverlaps.js';
import { harperParagraphFindings } from './harperPass.js';
import { harperRuleCategory } from './harperRules.js';

describe('harperRuleCategory', () => {
  it('files a rule by its kind unless the rule is known to be misfiled', () => {
    expect(harperRuleCategory('ThatThan', 'WordChoice')).toBe('word_choice');
    expect(harperRuleCategory('LetsConfusion', 'WordChoice')).toBe('grammar');
    expect(harperRuleCategory('AdjectiveDoubleDegree', 'Redundancy')).toBe('grammar');
  });
});

describe('LetsConfusion', () => {
  it('fixes "Lets go" and leaves the verb "lets" alone', async () => {
    const text = "Lets go now. She lets the dog out. The law lets workers save. Let's eat.";
    const [found] = await harperParagraphFindings([text], 'en-US');
    const lets = found!.filter((f) => f.rule === 'harper:LetsConfusion');
    expect(lets.map((f) => [text.slice(f.start, f.end), f.category])).toEqual([['Lets', 'grammar']]);
    expect(applyFixes(text, lets)).toBe("Let's go now. She lets the dog out. The law lets workers save. Let's eat.");
  }, 120_000);
});
