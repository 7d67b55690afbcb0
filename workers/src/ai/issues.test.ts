import { issueSchema } from '@writecheck/shared/schemas/report';
import { describe, expect, it } from 'vitest';
import { aiContentIssues } from './issues.js';
import type { AiContentResult } from './score.js';

const text = 'First sentence here. Second one follows. Third is plain. Fourth ends it.';
const spans = [
  [0, 20],
  [21, 40],
  [41, 56],
  [57, 72],
] as const;

function result(band: AiContentResult['band'], scores: number[], score = 0.97): AiContentResult {
  return {
    score,
    band,
    sentences: spans.map(([start, end], i) => ({ start, end, score: scores[i]! })),
    signals: [
      { id: 'word_choice', direction: 'machine', weight: 1.2, description: 'Words and phrases that are more common in machine-written text.', examples: ['plays a crucial role'] },
      { id: 'sentence_rhythm', direction: 'machine', weight: 0.6, description: 'Sentences are evenly sized, with little change in rhythm.' },
    ],
    detector: { name: 'test-detector', version: '0.0.1' },
    partial: band === 'insufficient_text',
    words: 12,
    thresholds: { mixed: 0.8, likelyAi: 0.93 },
  };
}

describe('aiContentIssues', () => {
  it('reports each run of machine-like sentences as one passage with valid offsets', () => {
    const issues = aiContentIssues(text, result('likely_ai', [0.95, 0.97, 0.2, 0.85]));
    expect(issues).toHaveLength(2);
    const [first, second] = issues.map((i) => issueSchema.parse(i));
    expect(first!.original).toEqual({ text: 'First sentence here. Second one follows.', start: 0, end: 40 });
    expect(first!.severity).toBe('warning');
    expect(second!.original.text).toBe('Fourth ends it.');
    expect(second!.severity).toBe('suggestion');
    for (const issue of issues) {
      expect(text.slice(issue.original.start, issue.original.end)).toBe(issue.original.text);
      expect(issue.category).toBe('ai_content');
      expect(issue.fix.replacement).toBe(issue.original.text);
    }
  });

  it('speaks of likelihood and names the signals, never a verdict of misconduct', () => {
    const [issue] = aiContentIssues(text, result('likely_ai', [0.95, 0.97, 0.2, 0.2]));
    const words = `${issue!.title} ${issue!.message} ${issue!.note}`;
    expect(words).toMatch(/likelihood/i);
    expect(issue!.message).toContain('97%');
    expect(issue!.message).toContain('plays a crucial role');
    expect(words).not.toMatch(/cheat|plagiar|misconduct|dishonest|guilty/i);
  });

  it('reports nothing for short texts or texts that read as human-written', () => {
    expect(aiContentIssues(text, result('insufficient_text', [0.99, 0.99, 0.99, 0.99]))).toEqual([]);
    expect(aiContentIssues(text, result('likely_human', [0.99, 0.1, 0.1, 0.1], 0.1))).toEqual([]);
  });

  it('keeps at most five passages', () => {
    const many = 'A b. C d. E f. G h. I j. K l. M n. O p. Q r. S t. U v.';
    const sentences = [...many.matchAll(/[^.]+\./g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
    const r = { ...result('mixed', []), sentences: sentences.map((s, i) => ({ ...s, score: i % 2 ? 0.1 : 0.9 })) };
    expect(aiContentIssues(many, r)).toHaveLength(5);
  });

  it('never lets a passage run across a block of code between its sentences', () => {
    const source = 'The first sentence explains the setup\n```\nmake build\nmake test\n```\nThe second sentence explains the result.';
    const codeStart = source.indexOf('```');
    const sentences = [
      { start: 0, end: codeStart - 1, score: 0.95 },
      { start: source.indexOf('The second'), end: source.length, score: 0.96 },
    ];
    const issues = aiContentIssues(source, { ...result('likely_ai', []), sentences });
    expect(issues.map((i) => i.original.text)).toEqual(['The first sentence explains the setup', 'The second sentence explains the result.']);
  });
});
