// What the endpoint detector sends: the prose of a text, as the shipped detector reads it
// (see `proseOf`), with every stretch of blanked code or markup collapsed into the line
// breaks around it, and a map from offsets in that prompt back to offsets in the text.
// Code is low-perplexity text that such models read as machine-written, and a long run
// of blanks would be read too.

import { proseOf } from '@writecheck/workers/ai/vector';

export interface ProsePrompt {
  /** The text with its code and markup blanked: same length, same offsets. */
  prose: string;
  /** The prose with blanked stretches collapsed: what the models read. */
  prompt: string;
  /** The text offset of a prompt offset; inside a separator, the offset of the prose after it. */
  toText(offset: number): number;
  /** True when prompt [from, to) holds some of the text, not only a separator standing for blanked text. */
  holdsText(from: number, to: number): boolean;
}

/** A stretch of the text kept as it is: prompt [at, at + length) is text [from, from + length). */
interface Piece {
  at: number;
  from: number;
  length: number;
}

/**
 * What stands for a collapsed stretch of the text: its line breaks (at most a paragraph
 * break), else a space if it had any, else nothing ("**log**." reads "log.").
 */
function separator(stretch: string): string {
  const breaks = stretch.split('\n').length - 1;
  if (breaks) return breaks >= 2 ? '\n\n' : '\n';
  return /\s/.test(stretch) ? ' ' : '';
}

export function prosePrompt(text: string): ProsePrompt {
  const prose = proseOf(text);
  const pieces: Piece[] = [];
  const parts: string[] = [];
  let at = 0;
  let from = 0;
  const keep = (to: number) => {
    if (to <= from) return;
    pieces.push({ at, from, length: to - from });
    parts.push(text.slice(from, to));
    at += to - from;
  };
  for (const m of prose.matchAll(/\s+/g)) {
    const start = m.index;
    const end = start + m[0].length;
    // The writer's own spacing stays; a stretch that held code or markup goes.
    if (!/\S/.test(text.slice(start, end))) continue;
    keep(start);
    if (pieces.length && end < text.length) {
      const sep = separator(text.slice(start, end));
      parts.push(sep);
      at += sep.length;
    }
    from = end;
  }
  keep(text.length);
  const prompt = parts.join('');

  /** Index of the last piece starting at or before `offset`, -1 when none does. */
  const pieceAt = (offset: number) => {
    let lo = 0;
    let hi = pieces.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pieces[mid]!.at <= offset) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  };
  return {
    prose,
    prompt,
    toText(offset) {
      const i = pieceAt(offset);
      const p = pieces[i];
      if (p && offset < p.at + p.length) return p.from + (offset - p.at);
      return pieces[i + 1]?.from ?? text.length;
    },
    holdsText(start, end) {
      if (end <= start) return false;
      const p = pieces[pieceAt(end - 1)];
      return p !== undefined && p.at + p.length > start;
    },
  };
}
