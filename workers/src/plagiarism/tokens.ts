import { stemmer } from 'stemmer';
import { isStopword } from './stopwords.js';

/** One word of a text, with its place in the original string. */
export interface WordToken {
  /** lower-cased, accents removed: what exact shingles compare */
  norm: string;
  /** stem of `norm`: what sentence similarity compares */
  stem: string;
  /** a function word (the, of, and...), ignored by sentence similarity */
  stop: boolean;
  start: number;
  end: number;
}

// Letters and digits, with inner apostrophes and hyphens kept inside the word ("don't", "e-mail").
const WORD = /[\p{L}\p{N}]+(?:['’\-][\p{L}\p{N}]+)*/gu;
const MARKS = /\p{M}/gu;

const foldCache = new Map<string, string>();

/** Lower-cases and strips accents so that "Café" and "cafe" compare equal. */
export function foldWord(word: string): string {
  const cached = foldCache.get(word);
  if (cached !== undefined) return cached;
  let folded = word.toLowerCase();
  // Only pay for NFD on words that have something beyond ASCII.
  if (/[^\x00-\x7f]/.test(folded)) folded = folded.normalize('NFD').replace(MARKS, '').replace(/’/g, "'");
  if (foldCache.size > 200_000) foldCache.clear();
  foldCache.set(word, folded);
  return folded;
}

const stemCache = new Map<string, string>();

function stemOf(norm: string): string {
  let s = stemCache.get(norm);
  if (s === undefined) {
    s = /^[a-z]+$/.test(norm) ? stemmer(norm) : norm;
    if (stemCache.size > 200_000) stemCache.clear();
    stemCache.set(norm, s);
  }
  return s;
}

/** Splits text into word tokens with character offsets into `text`. */
export function tokenizeWords(text: string): WordToken[] {
  const out: WordToken[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    const norm = foldWord(m[0]);
    out.push({ norm, stem: stemOf(norm), stop: isStopword(norm), start, end: start + m[0].length });
  }
  return out;
}
