import { firstTokenAfter } from './contentOverlap.js';
import type { PreparedText, RawDetection } from './detect.js';
import { extendOverPunctuation } from './textSpans.js';
import type { WordToken } from './tokens.js';

/** Indices `[from, to)` of the tokens lying inside `[start, end)`. */
function tokensIn(tokens: WordToken[], start: number, end: number): [number, number] {
  const from = firstTokenAfter(tokens, start);
  let to = from;
  while (to < tokens.length && tokens[to]!.end <= end) to++;
  return [tokens[from] && tokens[from].start >= start ? from : from + 1, to];
}

function contentStems(tokens: WordToken[], [from, to]: [number, number]): Set<string> {
  const out = new Set<string>();
  for (let t = from; t < to; t++) if (!tokens[t]!.stop) out.add(tokens[t]!.stem);
  return out;
}

/**
 * Cuts off either end of `[start, end)` that holds at least `minWords` content words and none
 * found in `other`; a word or two reworded at an edge is kept.
 */
function trimSide(p: PreparedText, start: number, end: number, range: [number, number], other: Set<string>, minWords: number): [number, number] {
  const toks = p.tokens;
  const shared = (t: number): boolean => !toks[t]!.stop && other.has(toks[t]!.stem);
  let first = range[0], last = range[1] - 1;
  while (first <= last && !shared(first)) first++;
  while (last >= first && !shared(last)) last--;
  if (first > last) return [start, end];
  const content = (from: number, to: number): number => {
    let n = 0;
    for (let t = from; t < to; t++) if (!toks[t]!.stop) n++;
    return n;
  };
  return [
    content(range[0], first) >= minWords ? toks[first]!.start : start,
    content(last + 1, range[1]) >= minWords ? Math.min(end, extendOverPunctuation(p.text, toks[last]!.end)) : end,
  ];
}

/**
 * Sentence bounds overshoot a passage whose edges fall inside sentences: the part of the first or
 * last sentence before or after the borrowed words shares nothing with the other side. The
 * suspicious side loses such an edge when it holds at least `suspWords` content words, the source
 * side at `srcWords` (obfuscation drops source words, so the source side's true edges hold more
 * words the other side lacks); 0 turns a side off.
 */
export function trimUnsharedEdges(d: RawDetection, susp: PreparedText, src: PreparedText, suspWords: number, srcWords: number): RawDetection {
  const suspRange = tokensIn(susp.tokens, d.suspStart, d.suspEnd);
  const srcRange = tokensIn(src.tokens, d.srcStart, d.srcEnd);
  const [suspStart, suspEnd] = suspWords > 0 ? trimSide(susp, d.suspStart, d.suspEnd, suspRange, contentStems(src.tokens, srcRange), suspWords) : [d.suspStart, d.suspEnd];
  const [srcStart, srcEnd] = srcWords > 0 ? trimSide(src, d.srcStart, d.srcEnd, srcRange, contentStems(susp.tokens, suspRange), srcWords) : [d.srcStart, d.srcEnd];
  if (suspStart === d.suspStart && suspEnd === d.suspEnd && srcStart === d.srcStart && srcEnd === d.srcEnd) return d;
  return { ...d, suspStart, suspEnd, srcStart, srcEnd };
}
