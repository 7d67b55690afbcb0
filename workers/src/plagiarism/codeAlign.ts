import { codeRegions, tokenizeCode, type CodeToken } from './codeTokens.js';

export interface CodePassage {
  suspStart: number;
  suspEnd: number;
  srcStart: number;
  srcEnd: number;
  /** share of the suspicious side's tokens inside matching runs */
  similarity: number;
  /** the raw tokens are identical, not only their normalised forms */
  identical: boolean;
}

export interface CodeAlignOptions {
  /** tokens per shingle */
  k: number;
  /** tokens that may separate two matching runs of one passage */
  gap: number;
  /** minimum matched tokens of a passage */
  minTokens: number;
}

export const DEFAULT_CODE_OPTIONS: CodeAlignOptions = { k: 8, gap: 12, minTokens: 24 };

function regionTokens(text: string): CodeToken[] {
  return codeRegions(text).flatMap(([a, b]) => tokenizeCode(text, a, b));
}

/**
 * Aligns the code of two texts by normalised tokens, so that renamed identifiers, changed
 * literals and re-flowed whitespace still match: shared k-token shingles give runs along
 * diagonals, and runs close on both sides join into passages.
 */
export function alignCode(susp: string, src: string, options: Partial<CodeAlignOptions> = {}): CodePassage[] {
  const { k, gap, minTokens } = { ...DEFAULT_CODE_OPTIONS, ...options };
  const a = regionTokens(susp), b = regionTokens(src);
  if (a.length < k || b.length < k) return [];
  const key = (toks: CodeToken[], at: number): string => toks.slice(at, at + k).map((t) => t.norm).join('\u0001');
  const where = new Map<string, number[]>();
  for (let h = 0; h + k <= b.length; h++) {
    const kk = key(b, h);
    const list = where.get(kk);
    if (list) list.push(h);
    else where.set(kk, [h]);
  }
  // Walk the suspicious tokens, following for each one the source position that continues the
  // current passage best; a passage ends after `gap` tokens without a match.
  const passages: { s0: number; s1: number; r0: number; r1: number; matched: number }[] = [];
  let cur: (typeof passages)[number] | undefined;
  for (let t = 0; t + k <= a.length; t++) {
    const hits = where.get(key(a, t));
    if (cur && t - cur.s1 > gap) {
      passages.push(cur);
      cur = undefined;
    }
    if (!hits || hits.length > 32) continue;
    if (cur) {
      const c = cur;
      const next = hits.find((h) => h >= c.r1 - k && h - c.r1 <= gap);
      if (next !== undefined) {
        c.matched += Math.min(k, t + k - Math.max(c.s1, t));
        c.s1 = t + k;
        c.r1 = Math.max(c.r1, next + k);
        continue;
      }
      passages.push(c);
    }
    cur = { s0: t, s1: t + k, r0: hits[0]!, r1: hits[0]! + k, matched: k };
  }
  if (cur) passages.push(cur);
  return passages
    .filter((p) => p.matched >= minTokens)
    .map((p) => {
      const identical = p.s1 - p.s0 === p.r1 - p.r0 && a.slice(p.s0, p.s1).every((tok, i) => tok.raw === b[p.r0 + i]!.raw);
      return {
        suspStart: a[p.s0]!.start,
        suspEnd: a[p.s1 - 1]!.end,
        srcStart: b[p.r0]!.start,
        srcEnd: b[p.r1 - 1]!.end,
        similarity: Math.min(1, p.matched / (p.s1 - p.s0)),
        identical,
      };
    });
}
