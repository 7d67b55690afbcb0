import type { OcrPage } from './ocrEngine.js';

// Words Tesseract is this unsure of are mostly specks, page edges and shadows read as letters.
const MIN_WORD_CONFIDENCE = 45;
// A lone bar or bracket is how a page edge or a fold shows up.
const EDGE_MARK = /^[|!\[\](){}_~=«»—–-]+$/;

export interface PageText {
  text: string;
  /** Mean confidence of the words kept, 0-100; low means a sideways or unreadable page. */
  confidence: number;
  words: number;
}

function joinLines(lines: string[]): string {
  let out = '';
  for (const line of lines) {
    if (out === '') out = line;
    else if (/\p{L}-$/u.test(out) && /^\p{Ll}/u.test(line)) out = out.slice(0, -1) + line;
    else out += ` ${line}`;
  }
  return out;
}

/** A recognised page as paragraphs of text, low-confidence debris dropped. */
export function pageText(page: OcrPage): PageText {
  const paragraphs: string[] = [];
  let confidence = 0;
  let words = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      const lines: string[] = [];
      for (const line of paragraph.lines) {
        const kept = line.words.filter((word) => word.confidence >= MIN_WORD_CONFIDENCE && !EDGE_MARK.test(word.text));
        for (const word of kept) {
          confidence += word.confidence;
          words++;
        }
        const text = kept.map((word) => word.text).join(' ').trim();
        if (text) lines.push(text);
      }
      const text = joinLines(lines);
      if (text) paragraphs.push(text);
    }
  }
  return { text: paragraphs.join('\n\n'), confidence: words ? confidence / words : 0, words };
}
