import { parseCsv } from './csv.js';

export type TextFormat = 'txt' | 'md' | 'html' | 'csv';

const HTML_START = /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body)[\s>]/i;
const HTML_BLOCK = /<(?:p|div|article|main|section|h[1-6]|ul|ol|table|br)[\s>/]/gi;

function looksLikeHtml(text: string): boolean {
  if (HTML_START.test(text.slice(0, 4096))) return true;
  const head = text.slice(0, 65_536);
  if (!/^\s*</.test(head)) return false;
  // A README often opens with HTML (a centred logo, badges) and goes on in Markdown, which
  // allows HTML blocks: with the marks of Markdown all through, it is Markdown.
  if (markdownSignals(head) >= 3) return false;
  return (head.match(HTML_BLOCK)?.length ?? 0) >= 2;
}

const MARKDOWN_SIGNALS: RegExp[] = [
  /^#{1,6}\s+\S/m, // ATX heading
  /^```|^~~~/m, // fenced code
  /^\s{0,3}[-*+]\s+\S/m, // bullet list
  /^\s{0,3}\d+\.\s+\S/m, // numbered list
  /\[[^\]\n]+\]\([^)\s]+\)/, // link
  /(\*\*|__)[^\s*_][^*_\n]*\1/, // strong emphasis
  /^>\s+\S/m, // block quote
  /^\|.*\|\s*$\n^\|?\s*:?-{3,}/m, // table
  /^[^\n]+\n(?:=+|-+)\s*$/m, // setext heading
];

/** How many kinds of Markdown mark the text uses. */
function markdownSignals(head: string): number {
  let signals = 0;
  for (const signal of MARKDOWN_SIGNALS) if (signal.test(head)) signals++;
  return signals;
}

function looksLikeMarkdown(text: string): boolean {
  return markdownSignals(text.slice(0, 65_536)) >= 2;
}

/**
 * A table of at least three rows, each split into the same number (two or more) of fields by
 * the same delimiter. Prose with commas varies from line to line and fails this.
 */
export function csvDelimiter(text: string): string | null {
  const lines = text.slice(0, 65_536).split('\n').filter((line) => line.trim() !== '');
  if (lines.length < 3) return null;
  const sample = lines.slice(0, 50).join('\n');
  for (const delimiter of [',', ';', '\t']) {
    if (!sample.includes(delimiter)) continue;
    const rows = parseCsv(sample, delimiter);
    const widths = new Set(rows.filter((row) => row.some((cell) => cell.trim() !== '')).map((row) => row.length));
    const width = rows[0]?.length ?? 0;
    if (widths.size === 1 && width >= 2 && rows.length >= 3) return delimiter;
  }
  return null;
}

/** Tells the four plain-text formats apart by their content. */
export function classifyText(text: string): TextFormat {
  if (looksLikeHtml(text)) return 'html';
  if (csvDelimiter(text)) return 'csv';
  if (looksLikeMarkdown(text)) return 'md';
  return 'txt';
}
