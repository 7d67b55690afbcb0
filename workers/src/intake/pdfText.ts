import { IntakeFailure } from './failure.js';
import { intakeLimits } from './limits.js';
import { openPdf, type PdfPageProxy } from './pdfDocument.js';

interface Line {
  text: string;
  y: number;
  height: number;
}

interface PositionedText {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

/** Groups pdf.js text items into visual lines, in content order. */
async function pageLines(page: PdfPageProxy): Promise<Line[]> {
  const content = await page.getTextContent();
  const lines: Line[] = [];
  let current: Line | null = null;
  let lastRight = 0;
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw as PositionedText;
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const height = Math.abs(item.height) || Math.abs(item.transform[3] ?? 0) || 10;
    // Blank items carry no type of their own: one in a heading's size at the end of a
    // paragraph's last line would make that line look like a heading.
    const blank = item.str.trim() === '';
    if (current && Math.abs(current.y - y) > height * 0.5 && !blank) {
      lines.push(current);
      current = null;
    }
    if (!current) {
      if (blank) continue;
      current = { text: item.str, y, height };
    } else {
      const gap = x - lastRight;
      const needsSpace = gap > height * 0.15 && !current.text.endsWith(' ') && !item.str.startsWith(' ');
      current.text += (needsSpace ? ' ' : '') + item.str;
      if (!blank) current.height = Math.max(current.height, height);
    }
    lastRight = x + item.width;
    if (item.hasEOL) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return lines
    .map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() }))
    .filter((line) => line.text !== '');
}

const PAGE_NUMBER = /^(?:page\s+)?[-–—(]?\s*\d{1,5}\s*[-–—)]?(?:\s*(?:of|\/)\s*\d{1,5})?$/i;

function chromeKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

/**
 * Drops running heads and feet: a line among the first or last two of a page whose text (digits
 * aside) recurs at the page edge on most pages, and bare page numbers at the edge.
 */
function dropRunningChrome(pages: Line[][]): Line[][] {
  const edge = (lines: Line[]) => [...lines.slice(0, 2), ...lines.slice(-2)];
  const counts = new Map<string, number>();
  for (const lines of pages) {
    for (const key of new Set(edge(lines).map((line) => chromeKey(line.text)))) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(2, Math.ceil(pages.length * 0.6));
  return pages.map((lines) => {
    const edges = new Set(edge(lines));
    return lines.filter((line) => {
      if (!edges.has(line)) return true;
      if (PAGE_NUMBER.test(line.text)) return false;
      return pages.length < 2 || (counts.get(chromeKey(line.text)) ?? 0) < threshold;
    });
  });
}

const LINE_END_HYPHEN = /[\p{L}][-\u00ad]$/u;

/** Joins a line onto the paragraph so far, undoing hyphenation at the line end. */
function joinLine(paragraph: string, line: string): string {
  if (paragraph === '') return line;
  if (LINE_END_HYPHEN.test(paragraph) && /^\p{Ll}/u.test(line)) return paragraph.slice(0, -1) + line;
  return `${paragraph} ${line}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function lineGaps(lines: Line[]): number[] {
  return lines.slice(1).map((line, i) => lines[i]!.y - line.y).filter((gap) => gap > 0);
}

/** A paragraph that ends so has ended; one that does not carries on after a column or page break. */
const ENDS_SENTENCE = /[.!?:"”]$/;

/**
 * `pitch`: the usual distance between lines of a paragraph in this document, set in type of
 * `bodySize`; lines in larger type (a title) stand proportionally further apart.
 */
function pageParagraphs(lines: Line[], pitch: number, bodySize: number): string[] {
  const paragraphs: string[] = [];
  let paragraph = '';
  let previous: Line | null = null;
  for (const line of lines) {
    if (previous) {
      const gap = previous.y - line.y;
      const sizeChange = Math.abs(previous.height - line.height) / Math.max(previous.height, line.height);
      const linePitch = pitch * Math.max(1, Math.min(previous.height, line.height) / bodySize);
      const newColumn = gap < -previous.height;
      // A sentence cut at the foot of a column goes on in lower case at the top of the next.
      const carriesOn = newColumn && sizeChange <= 0.15 && !ENDS_SENTENCE.test(paragraph) && /^\p{Ll}/u.test(line.text);
      // Extra space, a change of type size (a heading), or a jump back up the page (a new
      // column) ends a paragraph.
      if ((gap > linePitch * 1.3 || newColumn || sizeChange > 0.15) && !carriesOn) {
        paragraphs.push(paragraph);
        paragraph = '';
      }
    }
    paragraph = joinLine(paragraph, line.text);
    previous = line;
  }
  if (paragraph) paragraphs.push(paragraph);
  return paragraphs;
}

export interface PdfText {
  text: string;
  pages: number;
  /** True when the pages carry (almost) no text but do paint images: a scan for OCR. */
  scanned: boolean;
}

async function paintsImages(page: PdfPageProxy, ops: Record<string, number>): Promise<boolean> {
  const list = await page.getOperatorList();
  const imageOps = new Set([ops.paintImageXObject, ops.paintInlineImageXObject, ops.paintImageMaskXObject]);
  return list.fnArray.some((fn) => imageOps.has(fn));
}

/** The text layer of a PDF, page by page, with paragraphs rebuilt and running chrome dropped. */
export async function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
  const document = await openPdf(bytes);
  try {
    if (document.numPages > intakeLimits.maxPdfPages) {
      throw new IntakeFailure(
        'unreadable_file',
        `The PDF has ${document.numPages} pages; at most ${intakeLimits.maxPdfPages} are read.`,
      );
    }
    const pages: Line[][] = [];
    let characters = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const lines = await pageLines(page);
      for (const line of lines) characters += line.text.length;
      if (characters > intakeLimits.maxTextChars) {
        throw new IntakeFailure('too_long', 'The PDF holds far more text than the 25,000 words a check reads.');
      }
      pages.push(lines);
      page.cleanup();
    }
    if (characters < 10 * document.numPages) {
      const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
      for (let number = 1; number <= Math.min(document.numPages, 3); number++) {
        if (await paintsImages(await document.getPage(number), OPS as unknown as Record<string, number>)) {
          return { text: '', pages: document.numPages, scanned: true };
        }
      }
    }
    const bodies = dropRunningChrome(pages);
    const pitch = median(bodies.flatMap(lineGaps)) || 14;
    const bodySize = median(bodies.flat().map((line) => line.height)) || 12;
    const paragraphs: string[] = [];
    for (const lines of bodies) {
      const onPage = pageParagraphs(lines, pitch, bodySize);
      const last = paragraphs.length - 1;
      // A paragraph that runs over a page break continues in lower case on the next page.
      if (last >= 0 && onPage.length > 0 && !ENDS_SENTENCE.test(paragraphs[last]!) && /^\p{Ll}/u.test(onPage[0]!)) {
        paragraphs[last] = joinLine(paragraphs[last]!, onPage.shift()!);
      }
      paragraphs.push(...onPage);
    }
    return { text: paragraphs.join('\n\n'), pages: document.numPages, scanned: false };
  } finally {
    await document.destroy();
  }
}
