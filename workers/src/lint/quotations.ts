// Quotations: the words between quotation marks are a source's, a speaker's or a title's, and
// the style layer does not rewrite them (expanding a contraction in a quoted sentence misquotes
// it). Each paragraph is scanned for each style of marks on its own: “…”, ‘…’, „…“, «…», »…«,
// and the straight "…" and '…', where the same mark opens and closes.

export interface Span {
  start: number;
  end: number;
}

const LETTER = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;
// what may stand before a straight opening mark: nothing, a space, a bracket or a dash
const BEFORE_OPENING = /[\s([{\u2014\u2013/-]/u;

interface MarkStyle {
  opens(text: string, i: number): boolean;
  closes(text: string, i: number): boolean;
}

const isLetter = (ch: string | undefined): boolean => ch !== undefined && LETTER.test(ch);
const isSpace = (ch: string | undefined): boolean => ch === undefined || SPACE.test(ch);

/** A curly pair: the opening mark follows no letter (so a German closing “ opens nothing). */
function curly(open: string, close: string): MarkStyle {
  return {
    opens: (t, i) => t[i] === open && !isLetter(t[i - 1]),
    // a closing ’ before a letter is an apostrophe ("can’t")
    closes: (t, i) => t[i] === close && !(close === '’' && isLetter(t[i + 1])),
  };
}

/** A straight mark: it opens after a space and before a word, and closes after a word. */
function straight(mark: string): MarkStyle {
  return {
    opens: (t, i) => t[i] === mark && (i === 0 || BEFORE_OPENING.test(t[i - 1]!)) && !isSpace(t[i + 1]),
    closes: (t, i) => t[i] === mark && !isSpace(t[i - 1]) && !isLetter(t[i + 1]),
  };
}

const STYLES: { marks: string; style: MarkStyle }[] = [
  { marks: '“”', style: curly('“', '”') },
  { marks: '‘’', style: curly('‘', '’') },
  { marks: '„“”', style: { opens: (t, i) => t[i] === '„', closes: (t, i) => t[i] === '“' || t[i] === '”' } },
  { marks: '«»', style: curly('«', '»') },
  // German »…« hugs its words; a French « a » et « b » must not read as » et «
  { marks: '»«', style: { opens: (t, i) => t[i] === '»' && !isLetter(t[i - 1]) && !isSpace(t[i + 1]), closes: (t, i) => t[i] === '«' && !isSpace(t[i - 1]) } },
  { marks: '"', style: straight('"') },
  { marks: "'", style: straight("'") },
];

/**
 * The inner spans of the quotations in `text`, at most `maxChars` long, in document order.
 * An opening mark that meets another opening mark before a closing one stays open: a quotation
 * that runs on into a second paragraph of speech reopens with a mark of its own.
 */
export function quotations(text: string, maxChars = 2000): Span[] {
  const out: Span[] = [];
  for (const para of text.matchAll(/[^\n]+(?:\n(?!\s*\n)[^\n]*)*/g)) {
    const base = para.index;
    const p = para[0];
    for (const { marks, style } of STYLES) {
      let open = -1;
      for (let i = 0; i < p.length; i++) {
        if (!marks.includes(p[i]!)) continue;
        if (open >= 0 && style.closes(p, i)) {
          pushTrimmed(out, p, open + 1, i, base, maxChars);
          open = -1;
        } else if (open < 0 && style.opens(p, i)) open = i;
      }
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

function pushTrimmed(out: Span[], p: string, start: number, end: number, base: number, maxChars: number): void {
  while (start < end && isSpace(p[start])) start++;
  while (end > start && isSpace(p[end - 1])) end--;
  if (end > start && end - start <= maxChars) out.push({ start: base + start, end: base + end });
}

/** A test for whether [start, end) lies inside one quotation. */
export function insideQuotation(text: string): (start: number, end: number) => boolean {
  const spans = quotations(text);
  if (spans.length === 0) return () => false;
  return (start, end) => spans.some((s) => s.start <= start && end <= s.end);
}
