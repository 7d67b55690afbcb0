import type { Report, ReportSource, Verdict } from '@writecheck/shared';
import { countWords } from '@writecheck/shared/wordCount';
import type { Passage } from '@writecheck/workers/plagiarism/index';

/** One source after rules and de-duplication, with what alignment found in it. */
export interface AlignedSource {
  url: string;
  canonicalUrl: string;
  domain: string;
  title: string;
  /** other addresses that serve the same text */
  alternates: string[];
  meta: Pick<ReportSource, 'authors' | 'published' | 'siteName' | 'doi'>;
  /** the source's text, for snippets */
  text: string;
  passages: Passage[];
}

export type Composition = Record<'exact' | 'near' | 'paraphrase' | 'quoted' | 'original', number>;

export interface PlagiarismParts {
  report: Pick<Report, 'spans' | 'matches' | 'sources' | 'checkedWords' | 'similarityScore' | 'originalityScore' | 'coverage'>;
  /** the check's `composition`; null when no word was checked */
  composition: Composition | null;
}

const SNIPPET_CHARS = 1_500;
const round1 = (x: number) => Math.round(x * 10) / 10;
const percent = (part: number, whole: number) => (whole > 0 ? round1((100 * part) / whole) : 0);
/** Which passage owns a stretch of text two sources both match: the closer copy wins. */
const verdictRank: Record<string, number> = { exact: 4, near: 3, paraphrase: 2, quoted: 1 };

/** Shares of a whole in tenths that sum to exactly 100 (largest remainders get the spare tenths). */
function splitHundred<K extends string>(counts: Record<K, number>): Record<K, number> {
  const keys = Object.keys(counts) as K[];
  const total = keys.reduce((s, k) => s + counts[k], 0);
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  if (total <= 0) return out;
  const exact = keys.map((k) => (1000 * counts[k]) / total);
  const tenths = exact.map(Math.floor);
  let spare = 1000 - tenths.reduce((s, t) => s + t, 0);
  const order = keys.map((_, i) => i).sort((a, b) => exact[b]! - tenths[b]! - (exact[a]! - tenths[a]!));
  for (const i of order) {
    if (spare <= 0) break;
    tenths[i]! += 1;
    spare--;
  }
  keys.forEach((k, i) => (out[k] = tenths[i]! / 10));
  return out;
}

interface Owned {
  source: number;
  passage: Passage;
}

/**
 * The plagiarism parts of a report from the aligned sources (decisions.md "Scales"): spans that
 * cover the whole text, each `original` or the verdict of the passage that owns it; one match per
 * passage; sources ordered by the words they account for; composition, similarity, originality
 * and coverage over the checked words. Where two passages claim the same words, the closer copy
 * (exact, near, paraphrase, then quoted) and then the more similar one owns them.
 *
 * `checked` false means the text had nothing to search (nothing was compared): every word is
 * `unchecked`, coverage is 0.
 */
export function buildPlagiarismParts(text: string, aligned: AlignedSource[], checked = true): PlagiarismParts {
  if (!checked || !text.length) {
    return {
      report: {
        spans: text.length ? [{ start: 0, end: text.length, segmentId: 0, verdict: 'unchecked', confidence: 100 }] : [],
        matches: [],
        sources: [],
        checkedWords: 0,
        similarityScore: 0,
        originalityScore: 100,
        coverage: 0,
      },
      composition: null,
    };
  }
  const all: Owned[] = aligned.flatMap((s, source) =>
    s.passages
      .filter((p) => p.suspLength > 0 && p.suspStart >= 0 && p.suspStart + p.suspLength <= text.length)
      .map((passage) => ({ source, passage })),
  );
  const ranked = all.map((o, idx) => ({ ...o, idx })).sort(
    (a, b) =>
      verdictRank[b.passage.verdict]! - verdictRank[a.passage.verdict]! ||
      b.passage.similarity - a.passage.similarity ||
      b.passage.suspLength - a.passage.suspLength,
  );
  const owner = new Int32Array(text.length).fill(-1);
  for (const { passage, idx } of ranked) {
    for (let i = passage.suspStart; i < passage.suspStart + passage.suspLength; i++) if (owner[i] === -1) owner[i] = idx;
  }

  // Runs of one owner; a gap with no word in it joins the run before it.
  const runs: { start: number; end: number; owner: number }[] = [];
  for (let i = 0; i < text.length; ) {
    let j = i + 1;
    while (j < text.length && owner[j] === owner[i]) j++;
    runs.push({ start: i, end: j, owner: owner[i]! });
    i = j;
  }
  const merged: typeof runs = [];
  for (const r of runs) {
    const last = merged[merged.length - 1];
    if (last && (last.owner === r.owner || (r.owner === -1 && !/[\p{L}\p{N}]/u.test(text.slice(r.start, r.end))))) last.end = r.end;
    else if (last && last.owner === -1 && !/[\p{L}\p{N}]/u.test(text.slice(last.start, last.end))) {
      last.end = r.end;
      last.owner = r.owner;
    } else merged.push({ ...r });
  }

  // Source ids follow the words each source accounts for.
  const words = merged.map((r) => countWords(text.slice(r.start, r.end)));
  const sourceWords = new Array<number>(aligned.length).fill(0);
  merged.forEach((r, i) => {
    if (r.owner >= 0) sourceWords[all[r.owner]!.source]! += words[i]!;
  });
  const used = [...new Set(all.map((o) => o.source))].sort((a, b) => sourceWords[b]! - sourceWords[a]! || a - b);
  const sourceId = new Map(used.map((s, i) => [s, i + 1]));

  const spans = merged.map((r, i) => {
    if (r.owner < 0) return { start: r.start, end: r.end, segmentId: i, verdict: 'original' as Verdict, confidence: 100 };
    const o = all[r.owner]!;
    return {
      start: r.start,
      end: r.end,
      segmentId: i,
      verdict: o.passage.verdict as Verdict,
      sourceId: sourceId.get(o.source)!,
      confidence: round1(100 * o.passage.similarity),
    };
  });

  const counts: Composition = { exact: 0, near: 0, paraphrase: 0, quoted: 0, original: 0 };
  spans.forEach((s, i) => (counts[s.verdict as keyof Composition] += words[i]!));
  const checkedWords = words.reduce((a, b) => a + b, 0);
  const similar = counts.exact + counts.near + counts.paraphrase;
  const similarityScore = percent(similar, checkedWords);

  const matches = [...all]
    .sort((a, b) => a.passage.suspStart - b.passage.suspStart || sourceId.get(a.source)! - sourceId.get(b.source)!)
    .map((o, i) => {
      const p = o.passage;
      const start = p.suspStart, end = p.suspStart + p.suspLength;
      const src = aligned[o.source]!;
      const snipStart = p.srcStart, snipEnd = Math.min(p.srcStart + p.srcLength, p.srcStart + SNIPPET_CHARS);
      return {
        id: i + 1,
        sourceId: sourceId.get(o.source)!,
        segmentIds: spans.filter((s) => s.start < end && start < s.end && s.sourceId === sourceId.get(o.source)).map((s) => s.segmentId),
        similarity: round1(100 * p.similarity),
        verdict: p.verdict as Verdict,
        user: { text: text.slice(start, end), start, end, marks: clip(p.suspMarks, start, end, 0) },
        source: { snippet: src.text.slice(snipStart, snipEnd), marks: clip(p.srcMarks, snipStart, snipEnd, snipStart) },
      };
    });

  const sources: ReportSource[] = used.map((s) => {
    const a = aligned[s]!;
    return {
      id: sourceId.get(s)!,
      url: a.url,
      canonicalUrl: a.canonicalUrl,
      title: a.title,
      domain: a.domain,
      matchedWords: sourceWords[s]!,
      contribution: percent(sourceWords[s]!, checkedWords),
      alternates: a.alternates,
      ...(a.meta.authors?.length ? { authors: a.meta.authors } : {}),
      ...(a.meta.siteName ? { siteName: a.meta.siteName } : {}),
      ...(a.meta.published ? { published: a.meta.published } : {}),
      ...(a.meta.doi ? { doi: a.meta.doi } : {}),
    };
  });

  const wordCount = countWords(text);
  return {
    report: {
      spans,
      matches,
      sources,
      checkedWords,
      similarityScore,
      originalityScore: round1(100 - similarityScore),
      coverage: wordCount > 0 ? Math.min(100, percent(checkedWords, wordCount)) : 0,
    },
    composition: checkedWords > 0 ? splitHundred(counts) : null,
  };
}

/** Marks inside [from, to), shifted by `base`. */
function clip(marks: [number, number][], from: number, to: number, base: number): [number, number][] {
  return marks.flatMap(([a, b]): [number, number][] => {
    const s = Math.max(a, from), e = Math.min(b, to);
    return s < e ? [[s - base, e - base]] : [];
  });
}
