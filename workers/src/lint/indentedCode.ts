import { isCodeLine } from '../language/contentType.js';

// Commands and code set off by indentation, as plain-text manuals, drafts and Markdown read
// raw write them ("    npm install --save-dev writecheck"). A block counts when it stands
// alone (a blank line or the text's edge before and after), every line is indented by four
// spaces or a tab, and every line reads as code rather than as a sentence: it opens with a
// lower-case word or a symbol and does not end like a sentence, or it reads as source code.
// An indented paragraph, a quotation or a poem opens with a capital or ends with a stop.

const INDENT = /^(?: {4}|\t)/;
const SENTENCE_END = /[.!?,:]["'”’)\]]*$/;
const CODE_OPENING = /^[\p{Ll}$#./~\\<>[{(@%&*=+|-]/u;

function readsAsCode(line: string): boolean {
  const trimmed = line.trim();
  // a row of cells whose first is empty (a spreadsheet read as text) is a table, not code
  if (trimmed.includes('\t')) return false;
  if (isCodeLine(trimmed)) return true;
  return CODE_OPENING.test(trimmed) && !SENTENCE_END.test(trimmed);
}

/** The indented code blocks of a text, as [start, end) in text order: each block's lines, not the breaks around it. */
export function indentedCodeBlocks(text: string): [number, number][] {
  if (!text.includes('    ') && !text.includes('\t')) return [];
  const blocks: [number, number][] = [];
  let blockStart = -1;
  let blockEnd = -1;
  let code = true;
  let previousBlank = true;
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    const blank = line.trim() === '';
    if (blockStart >= 0 && (blank || !INDENT.test(line))) {
      // a block that runs straight into an unindented line is a paragraph's indented opening
      if (blank && code) blocks.push([blockStart, blockEnd]);
      blockStart = -1;
    }
    if (!blank && INDENT.test(line)) {
      if (blockStart < 0 && previousBlank) {
        blockStart = lineStart;
        code = true;
      }
      if (blockStart >= 0) {
        blockEnd = lineEnd;
        code &&= readsAsCode(line);
      }
    }
    previousBlank = blank;
    lineStart = lineEnd + 1;
  }
  if (blockStart >= 0 && code) blocks.push([blockStart, blockEnd]);
  return blocks;
}
