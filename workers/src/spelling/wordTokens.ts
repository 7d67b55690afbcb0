// Word tokens for spelling: letters with inner apostrophes, with their offsets.

export interface WordToken {
  text: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;

export function wordTokens(text: string): WordToken[] {
  const out: WordToken[] = [];
  for (const m of text.matchAll(WORD)) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}
