import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { IntakeFailure } from './failure.js';

// Never part of what a reader reads as the document.
const DROPPED = new Set([
  'script', 'style', 'noscript', 'template', 'head', 'title', 'nav', 'aside', 'iframe', 'svg',
  'canvas', 'form', 'button', 'select', 'object', 'embed', 'audio', 'video', 'map',
]);
// Page chrome, dropped when we read the whole body rather than a main or article element.
const CHROME = new Set(['header', 'footer']);
const PARAGRAPH_BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'main', 'blockquote', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'dl', 'table', 'figure', 'figcaption', 'address', 'details', 'summary', 'hr', 'header', 'footer',
  'caption', 'fieldset',
]);
const LINE_BLOCKS = new Set(['li', 'tr', 'dt', 'dd', 'br']);
const CELLS = new Set(['td', 'th']);

export interface HtmlTextOptions {
  /** Links to leave out, such as the "back to text" arrows after footnotes. */
  dropLink?: (href: string) => boolean;
  /** Read the main content only (web pages); false reads everything (converted documents). */
  mainContentOnly?: boolean;
  /**
   * Keep code recognisable as code: a <pre> block in ``` fences, inline <code> in backticks,
   * as Markdown writes them, so the language passes leave it alone (a document being checked;
   * a source page read for plagiarism keeps plain text).
   */
  markCode?: boolean;
}

function isElement(node: ChildNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function findFirst(nodes: ChildNode[], test: (element: Element) => boolean): Element | null {
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (test(node)) return node;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return null;
}

class TextBuilder {
  private parts: string[] = [];
  private pending: '' | ' ' | '\n' | '\n\n' | '\t' = '';

  text(value: string, preformatted: boolean): void {
    const clean = preformatted ? value : value.replace(/[\s\u00a0]+/g, (match) => (match.includes('\u00a0') ? '\u00a0' : ' '));
    if (clean === '') return;
    if (this.pending) {
      if (this.parts.length > 0) this.parts.push(this.pending);
      this.pending = '';
      this.parts.push(preformatted ? clean : clean.replace(/^ +/, ''));
      return;
    }
    this.parts.push(clean);
  }

  break(kind: ' ' | '\n' | '\n\n' | '\t'): void {
    const rank = { '': 0, ' ': 1, '\t': 2, '\n': 3, '\n\n': 4 } as const;
    if (rank[kind] > rank[this.pending]) this.pending = kind;
  }

  toString(): string {
    return this.parts
      .join('')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n[ ]+/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }
}

// Elements that close themselves or are closed implicitly, so they do not deepen nesting.
const NO_NESTING = new Set([
  'p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option', 'br', 'img', 'hr', 'meta', 'link', 'input', 'area',
  'base', 'col', 'embed', 'source', 'track', 'wbr', 'param',
]);
const MAX_HTML_DEPTH = 1_000;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g;

/**
 * The HTML parser slows down quadratically with nesting depth, so markup nested past any
 * real page's depth is refused before parsing.
 */
function assertReasonableNesting(html: string): void {
  let depth = 0;
  for (const match of html.matchAll(TAG)) {
    const name = match[2]!.toLowerCase();
    if (NO_NESTING.has(name) || match[3] === '/') continue;
    depth += match[1] === '/' ? -1 : 1;
    if (depth > MAX_HTML_DEPTH) {
      throw new IntakeFailure('unreadable_file', `The HTML nests elements more than ${MAX_HTML_DEPTH} deep: refused as unsafe.`);
    }
  }
}

/** The text inside an element, as written. */
function textOf(element: Element): string {
  let text = '';
  const stack: ChildNode[] = [element];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'text') text += node.data;
    else if (isElement(node)) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return text;
}

/**
 * The text a reader sees in an HTML document, blocks separated by blank lines, list items and
 * table rows on their own lines, table cells by tabs. Walks with an explicit stack so nesting
 * cannot overflow the call stack.
 */
export function htmlToText(html: string, options: HtmlTextOptions = {}): string {
  assertReasonableNesting(html);
  const document = parseDocument(html, { decodeEntities: true });
  let roots: ChildNode[] = document.children;
  let readingWholeBody = true;
  if (options.mainContentOnly !== false) {
    const main =
      findFirst(roots, (e) => e.name === 'main' || e.attribs.role === 'main') ?? findFirst(roots, (e) => e.name === 'article');
    if (main) {
      roots = [main];
      readingWholeBody = false;
    }
  }
  const out = new TextBuilder();
  type Step = { node: ChildNode; pre: boolean; cell: boolean } | { close: string; cell: boolean; mark?: string };
  const stack: Step[] = roots.map((node) => ({ node, pre: false, cell: false })).reverse();
  while (stack.length > 0) {
    const step = stack.pop()!;
    if ('close' in step) {
      if (step.mark) out.text(step.mark, true);
      // Paragraphs inside a table cell stay in the cell: the row is one line.
      if (step.cell && !CELLS.has(step.close)) out.break(' ');
      else if (PARAGRAPH_BLOCKS.has(step.close)) out.break('\n\n');
      else if (LINE_BLOCKS.has(step.close)) out.break('\n');
      else if (CELLS.has(step.close)) out.break('\t');
      continue;
    }
    const { node, pre, cell } = step;
    if (node.type === 'text') {
      out.text(node.data, pre);
      continue;
    }
    if (!isElement(node)) continue;
    const name = node.name.toLowerCase();
    if (DROPPED.has(name) || 'hidden' in node.attribs || node.attribs['aria-hidden'] === 'true') continue;
    if (readingWholeBody && options.mainContentOnly !== false && CHROME.has(name)) continue;
    if (name === 'a' && options.dropLink && options.dropLink(node.attribs.href ?? '')) continue;
    if (cell) {
      if (PARAGRAPH_BLOCKS.has(name) || LINE_BLOCKS.has(name)) out.break(' ');
    } else if (PARAGRAPH_BLOCKS.has(name)) out.break('\n\n');
    else if (LINE_BLOCKS.has(name)) out.break('\n');
    let mark: string | undefined;
    if (options.markCode && !pre && (name === 'pre' || name === 'code')) {
      const fenced = name === 'pre';
      mark = fenced ? (textOf(node).includes('```') ? '~~~' : '```') : '`';
      out.text(fenced ? `${mark}\n` : mark, true);
      if (fenced) mark = `\n${mark}`;
    }
    stack.push({ close: name, cell, ...(mark ? { mark } : {}) });
    const inPre = pre || name === 'pre' || name === 'textarea' || (options.markCode === true && name === 'code');
    const inCell = cell || CELLS.has(name);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, pre: inPre, cell: inCell });
  }
  return out.toString();
}
