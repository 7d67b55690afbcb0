/** Normalised text with, for each of its characters, the index of the original character. */
export interface NormalisedText {
  text: string;
  /** `offsets[i]` is where normalised character `i` came from; one extra entry maps the end */
  offsets: Int32Array;
}

const MARKS = /\p{M}/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Folds case and accents, turns every run of characters that are not letters or digits into one
 * space, and trims: "Café—au  LAIT!" becomes "cafe au lait". Characters whose folded form is
 * longer or shorter (ß, ligatures) keep mapping to their original position.
 */
export function normaliseText(text: string): NormalisedText {
  const out: string[] = [];
  const offsets: number[] = [];
  let pendingSpace = false;
  let i = 0;
  for (const ch of text) {
    const at = i;
    i += ch.length;
    if (!WORD_CHAR.test(ch)) {
      // apostrophes inside words join them ("don't" -> "dont")
      if ((ch === "'" || ch === '’') && out.length && !pendingSpace && WORD_CHAR.test(text[i] ?? '')) continue;
      if (out.length) pendingSpace = true;
      continue;
    }
    const folded = ch.normalize('NFKD').replace(MARKS, '').toLowerCase();
    if (!folded) continue;
    if (pendingSpace) {
      out.push(' ');
      offsets.push(at);
      pendingSpace = false;
    }
    for (const f of folded) {
      out.push(f);
      offsets.push(at);
    }
  }
  offsets.push(text.length);
  return { text: out.join(''), offsets: Int32Array.from(offsets) };
}

/** The original range behind a range of the normalised text. */
export function originalRange(n: NormalisedText, start: number, end: number, original: string): [number, number] {
  const from = n.offsets[start] ?? original.length;
  // end maps past the last character's full code unit width
  const lastAt = end > start ? n.offsets[end - 1]! : from;
  const cp = original.codePointAt(lastAt);
  const width = end > start && cp !== undefined && cp > 0xffff ? 2 : end > start ? 1 : 0;
  return [from, lastAt + width];
}
