import { describe, expect, it } from 'vitest';
import { phraseRule } from './phraseRule.js';
import { fixWithRule, runRule } from './runRule.js';

const entries = [
  { phrase: 'alot', replacement: 'a lot' },
  { phrase: 'a lot of', replacement: 'many', unlessBefore: /^\s+(?:time|money)\b/i },
  { phrase: 'a lot', replacement: 'much' },
  { phrase: 'could of', replacement: 'could have' },
  { phrase: "'cos", replacement: 'because' },
  { phrase: 'échec total', replacement: 'échec' },
  { phrase: 'in order to', replacement: 'to', unlessAfter: /\bso\s+$/i },
];
// a table with a hundred more first words is matched another way (by first letter): both must agree
const filler = Array.from({ length: 120 }, (_, i) => ({ phrase: `${'bcdfg'[i % 5]}zz${i} word`, replacement: 'x' }));

describe.each([
  ['a short table', entries],
  ['a long table', [...filler, ...entries]],
])('phraseRule with %s', (_, table) => {
  const rule = phraseRule({
    id: 'test_phrase',
    category: 'grammar',
    severity: 'error',
    title: 'Test phrase',
    languages: ['en'],
    message: 'Write "{replacement}", not "{phrase}".',
    entries: table,
  });

  const found = (text: string): string[] => runRule(rule, text).map((f) => text.slice(f.start, f.end));

  it('finds whole words only, wherever they stand', () => {
    expect(found('alot')).toEqual(['alot']);
    expect(found('We saw alot, then alot more.')).toEqual(['alot', 'alot']);
    expect(found('xalot, alotx, re-alot, 3alot, don’t-alot, alot-like, alot’s')).toEqual([]);
    // a letter outside the Basic Multilingual Plane is part of the word too
    expect(found('𝑥alot')).toEqual([]);
    expect(found('(alot) "alot"')).toEqual(['alot', 'alot']);
  });

  it('matches in any case and keeps the casing of the first letter', () => {
    expect(fixWithRule(rule, 'Alot of people could OF come.')).toBe('A lot of people could have come.');
    expect(fixWithRule(rule, 'Échec total, dit-il.')).toBe('Échec, dit-il.');
  });

  it('takes the longest phrase at a position, and either apostrophe', () => {
    expect(fixWithRule(rule, 'There were a lot of birds and a lot  of fish.')).toBe('There were many birds and many fish.');
    expect(fixWithRule(rule, 'He left ’cos it rained, and I stayed \'cos I was tired.')).toBe('He left because it rained, and I stayed because I was tired.');
  });

  it('lets the text around a phrase rule it out', () => {
    // the longest phrase is the one weighed: ruled out, it does not give way to a shorter one
    expect(found('It took a lot of time.')).toEqual([]);
    expect(found('We came early so in order to help.')).toEqual([]);
    expect(found('We came early in order to help.')).toEqual(['in order to']);
  });
});
