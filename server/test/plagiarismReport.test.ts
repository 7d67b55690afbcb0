import { reportSchema } from '@writecheck/shared';
import type { Passage } from '@writecheck/workers/plagiarism/index';
import { describe, expect, it } from 'vitest';
import { buildPlagiarismParts, type AlignedSource } from '../src/plagiarism/pass/plagiarismReport.js';

// The report's plagiarism parts from aligned passages: spans over the whole text, matches,
// sources and the figures decisions.md defines.

const text = 'Alpha beta gamma delta. Epsilon zeta eta theta. Iota kappa lambda mu. Nu xi omicron pi.';
//            0     6    11    17     24      32   37  41     48   53    59     66  70 73 76      84

function passage(userStart: number, userEnd: number, verdict: Passage['verdict'], similarity: number, srcStart = 0): Passage {
  return {
    suspStart: userStart,
    suspLength: userEnd - userStart,
    srcStart,
    srcLength: userEnd - userStart,
    verdict,
    similarity,
    suspMarks: [[userStart, userEnd]],
    srcMarks: [[srcStart, srcStart + userEnd - userStart]],
  };
}

function source(url: string, passages: Passage[], extra: Partial<AlignedSource> = {}): AlignedSource {
  const host = new URL(url).hostname;
  return { url, canonicalUrl: url, domain: host, title: host, alternates: [], meta: {}, text: `SRC ${text}`, passages, ...extra };
}

const wholeReport = (parts: ReturnType<typeof buildPlagiarismParts>) =>
  reportSchema.parse({ status: 'done', wordCount: 16, ...parts.report, meta: { durationMs: 1 } });

describe('buildPlagiarismParts', () => {
  it('covers the text with spans, one match per passage, and sources ordered by their words', () => {
    const a = source('https://a.example/one', [passage(0, 23, 'exact', 1, 4)], { meta: { authors: ['Ada Lovelace'], published: '2020-01-02' } });
    const b = source('https://b.example/two', [passage(24, 47, 'near', 0.8, 4), passage(48, 69, 'paraphrase', 0.5, 40)]);
    const parts = buildPlagiarismParts(text, [a, b]);
    const r = parts.report;
    expect(r.spans.map((s) => [s.start, s.end, s.verdict, s.sourceId])).toEqual([
      [0, 24, 'exact', 2],
      [24, 48, 'near', 1],
      [48, 69, 'paraphrase', 1],
      [69, text.length, 'original', undefined],
    ]);
    expect(r.spans.map((s) => s.segmentId)).toEqual([0, 1, 2, 3]);
    expect(r.sources.map((s) => [s.id, s.url, s.matchedWords, s.contribution])).toEqual([
      [1, 'https://b.example/two', 8, 50],
      [2, 'https://a.example/one', 4, 25],
    ]);
    expect(r.sources[1]).toMatchObject({ authors: ['Ada Lovelace'], published: '2020-01-02', alternates: [] });
    expect(r.matches).toHaveLength(3);
    expect(r.matches[0]).toMatchObject({
      id: 1,
      sourceId: 2,
      segmentIds: [0],
      similarity: 100,
      verdict: 'exact',
      user: { text: 'Alpha beta gamma delta.', start: 0, end: 23, marks: [[0, 23]] },
      source: { snippet: 'Alpha beta gamma delta.', marks: [[0, 23]] },
    });
    expect(r.matches[2]).toMatchObject({ sourceId: 1, similarity: 50, verdict: 'paraphrase', segmentIds: [2] });
    expect(r.checkedWords).toBe(16);
    expect(r.coverage).toBe(100);
    expect(r.similarityScore).toBe(75);
    expect(r.originalityScore).toBe(25);
    expect(parts.composition).toEqual({ exact: 25, near: 25, paraphrase: 25, quoted: 0, original: 25 });
    expect(() => wholeReport(parts)).not.toThrow();
  });

  it('gives words two sources claim to the closer copy, and keeps quoted words out of the similarity', () => {
    const loose = source('https://loose.example/', [passage(0, 47, 'paraphrase', 0.9)]);
    const close = source('https://close.example/', [passage(24, 47, 'exact', 1)]);
    const quoted = source('https://quoted.example/', [passage(48, 69, 'quoted', 1)]);
    const parts = buildPlagiarismParts(text, [loose, close, quoted]);
    // Both account for four words: the first listed comes first.
    expect(parts.report.spans.map((s) => [s.verdict, s.sourceId])).toEqual([
      ['paraphrase', 1],
      ['exact', 2],
      ['quoted', 3],
      ['original', undefined],
    ]);
    expect(parts.composition).toEqual({ exact: 25, near: 0, paraphrase: 25, quoted: 25, original: 25 });
    expect(parts.report.similarityScore).toBe(50);
    // The looser source still has its match, over both stretches; its span is only the first.
    const looseMatch = parts.report.matches.find((m) => m.sourceId === 1)!;
    expect(looseMatch.user).toMatchObject({ start: 0, end: 47 });
    expect(looseMatch.segmentIds).toEqual([0]);
  });

  it('rounds the composition to tenths that sum to 100', () => {
    const three = 'One two three.';
    const parts = buildPlagiarismParts(three, [source('https://x.example/', [passage(0, 3, 'exact', 1)])]);
    const c = parts.composition!;
    expect(c.exact).toBe(33.3);
    expect(c.original).toBe(66.7);
    expect(Object.values(c).reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
    expect(parts.report.similarityScore).toBe(33.3);
    expect(parts.report.originalityScore).toBe(66.7);
  });

  it('answers a text without matches as all original, and an unsearchable one as unchecked', () => {
    const clean = buildPlagiarismParts(text, []);
    expect(clean.report.spans).toEqual([{ start: 0, end: text.length, segmentId: 0, verdict: 'original', confidence: 100 }]);
    expect(clean.composition).toEqual({ exact: 0, near: 0, paraphrase: 0, quoted: 0, original: 100 });
    expect(clean.report.similarityScore).toBe(0);
    const code = buildPlagiarismParts(text, [], false);
    expect(code.report.spans).toEqual([{ start: 0, end: text.length, segmentId: 0, verdict: 'unchecked', confidence: 100 }]);
    expect(code.report).toMatchObject({ checkedWords: 0, coverage: 0, similarityScore: 0, originalityScore: 100 });
    expect(code.composition).toBeNull();
  });

  it('ignores passages outside the text and caps long snippets', () => {
    const long = 'word '.repeat(600);
    const broken = source('https://broken.example/', [passage(80, 500, 'exact', 1), { ...passage(0, 10, 'exact', 1), srcLength: 3_000, srcMarks: [[0, 3_000]] }], {
      text: long,
    });
    const parts = buildPlagiarismParts(text, [broken]);
    expect(parts.report.matches).toHaveLength(1);
    expect(parts.report.matches[0]!.source.snippet.length).toBe(1_500);
    expect(parts.report.matches[0]!.source.marks).toEqual([[0, 1_500]]);
  });
});
