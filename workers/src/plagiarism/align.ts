import { classifyPassage, type Verdict } from './classify.js';
import { alignCode, type CodeAlignOptions } from './codeAlign.js';
import { detectPassages, prepareText, type DetectOptionsInput } from './detect.js';
import { quotedRanges } from './quotes.js';

/** A passage of the suspicious text found in the source, in character offsets of both texts. */
export interface Passage {
  suspStart: number;
  suspLength: number;
  srcStart: number;
  srcLength: number;
  verdict: Verdict;
  /** 0..1: 1 for word-for-word copies */
  similarity: number;
  /** the words that agree, as [start, end) ranges of each text */
  suspMarks: [number, number][];
  srcMarks: [number, number][];
}

export interface AlignOptions {
  detect?: DetectOptionsInput;
  code?: Partial<CodeAlignOptions>;
}

/** Texts longer than this are refused rather than aligned slowly. */
export const MAX_ALIGN_CHARS = 5_000_000;

function checkText(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new TypeError(`${name} must be a string`);
  if (value.length > MAX_ALIGN_CHARS) throw new RangeError(`${name} is longer than ${MAX_ALIGN_CHARS} characters`);
  return value;
}

/**
 * Finds the passages of `suspicious` taken from `source` (copied, edited, paraphrased, summarised
 * or quoted), classifies each and marks the words that agree. Code inside either text is aligned
 * by normalised tokens and takes precedence over prose matches at the same place.
 */
export function alignPassages(suspicious: string, source: string, options: AlignOptions = {}): Passage[] {
  const suspText = checkText(suspicious, 'suspicious text');
  const srcText = checkText(source, 'source text');
  const susp = prepareText(suspText);
  const src = prepareText(srcText);
  const quotes = quotedRanges(suspText);
  const code = alignCode(suspText, srcText, options.code);
  const prose = detectPassages(susp, src, options.detect).filter(
    (d) => !code.some((c) => d.suspStart < c.suspEnd && c.suspStart < d.suspEnd),
  );
  const out: Passage[] = prose.map((d) => {
    const c = classifyPassage(susp, src, d, quotes);
    return {
      suspStart: d.suspStart,
      suspLength: d.suspEnd - d.suspStart,
      srcStart: d.srcStart,
      srcLength: d.srcEnd - d.srcStart,
      ...c,
      // a summary condenses: its words rarely run together, whatever the shared-run share says
      verdict: d.summary && c.verdict !== 'quoted' ? 'paraphrase' : c.verdict,
    };
  });
  for (const c of code) {
    out.push({
      suspStart: c.suspStart,
      suspLength: c.suspEnd - c.suspStart,
      srcStart: c.srcStart,
      srcLength: c.srcEnd - c.srcStart,
      verdict: c.identical ? 'exact' : 'near',
      similarity: c.identical ? 1 : Math.round(c.similarity * 1000) / 1000,
      suspMarks: [[c.suspStart, c.suspEnd]],
      srcMarks: [[c.srcStart, c.srcEnd]],
    });
  }
  return out.sort((a, b) => a.suspStart - b.suspStart);
}

export interface Detection {
  suspStart: number;
  suspLength: number;
  srcStart: number;
  srcLength: number;
  similarity: number;
}

/** Prose detections only, without classification or marks: what a PAN-style evaluation reads. */
export function alignDocuments(susp: string, src: string, options: DetectOptionsInput = {}): Detection[] {
  return detectPassages(prepareText(checkText(susp, 'suspicious text')), prepareText(checkText(src, 'source text')), options).map((d) => ({
    suspStart: d.suspStart,
    suspLength: d.suspEnd - d.suspStart,
    srcStart: d.srcStart,
    srcLength: d.srcEnd - d.srcStart,
    similarity: d.similarity,
  }));
}
