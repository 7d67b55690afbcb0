import { Readability } from '@mozilla/readability';
import { decodeTextBytes } from '@writecheck/workers/intake/decode';
import { htmlToText } from '@writecheck/workers/intake/htmlText';
import { readPdfSource, type PdfSource } from '@writecheck/workers/intake/pdfSource';
import { parseHTML } from 'linkedom';
import { readPageMeta, type MetaDocument, type ReadMeta } from './pageMeta.js';

export type PageKind = 'html' | 'text' | 'pdf';

export type PdfContent = PdfSource;

/** Turns PDF bytes into text; throws when it cannot. */
export type PdfReader = (bytes: Uint8Array) => Promise<PdfContent>;

/** Reads the PDF in this thread (the check runner reads them in its worker pool instead: `pdfReaderOnHost`). */
export const readPdfHere: PdfReader = readPdfSource;

export interface PageContent {
  title: string;
  text: string;
  meta: ReadMeta;
}

/** text/html and XHTML, text/plain and PDF are read; everything else is refused before its body is. */
export function pageKind(contentType: string): PageKind | null {
  const mime = contentType.split(';')[0]!.trim().toLowerCase();
  if (mime === 'text/html' || mime === 'application/xhtml+xml') return 'html';
  if (mime === 'text/plain') return 'text';
  if (mime === 'application/pdf') return 'pdf';
  return null;
}

function declaredCharset(contentType: string, bytes: Uint8Array, kind: PageKind): string | undefined {
  const header = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1];
  if (header) return header;
  if (kind !== 'html') return undefined;
  // HTML may declare its encoding in the first kilobyte.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
}

/** Decodes by the declared charset, else by sniffing (UTF-8, UTF-16 with BOM, Windows-1252). */
export function decodePage(bytes: Uint8Array, contentType: string, kind: PageKind): string {
  const charset = declaredCharset(contentType, bytes, kind);
  if (charset) {
    try {
      return new TextDecoder(charset).decode(bytes);
    } catch {
      // An unknown label falls through to sniffing.
    }
  }
  return decodeTextBytes(bytes)?.text ?? new TextDecoder('utf-8').decode(bytes);
}

type ReadabilityDocument = ConstructorParameters<typeof Readability>[0];

interface ElementNode {
  children: ArrayLike<ElementNode>;
}

// Readability's time grows steeply with nesting depth (a paragraph under 400 bare <div>s takes
// seconds) and with element count (15,000 paragraphs take five), and linkedom's with size, so
// pages past a long article's shape are read without them.
const READABLE_DEPTH = 80;
const READABLE_ELEMENTS = 5_000;
// Even the plain reading costs seconds past this many elements; no article has them.
const MAX_ELEMENTS = 150_000;

export class PageTooComplex extends Error {
  override readonly name = 'PageTooComplex';
}

function isReadableShape(root: ElementNode): boolean {
  let elements = 0;
  const stack: [ElementNode, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (++elements > READABLE_ELEMENTS || depth > READABLE_DEPTH) return false;
    // linkedom builds `children` afresh on every read: read it once per node.
    const children = node.children;
    for (let i = 0; i < children.length; i++) stack.push([children[i]!, depth + 1]);
  }
  return true;
}

const LD_JSON = /<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi;

/** The part of a page its meta lives in: the head, and JSON-LD wherever it is. */
function metaPart(html: string): string {
  const bodyAt = html.search(/<body[\s>]/i);
  const head = html.slice(0, bodyAt >= 0 ? Math.min(bodyAt, 256 * 1024) : 64 * 1024);
  return `${head}${[...html.matchAll(LD_JSON)].slice(0, 10).map((m) => m[0]).join('')}`;
}

function htmlContent(html: string, pageUrl: string): PageContent {
  // The intake's reader refuses absurd nesting before any DOM is built, and is the fallback text.
  const elements = html.match(/<[a-zA-Z]/g)?.length ?? 0;
  if (elements > MAX_ELEMENTS) throw new PageTooComplex(`The page has more than ${MAX_ELEMENTS} elements.`);
  const wholePage = htmlToText(html, { mainContentOnly: true });
  const small = elements <= READABLE_ELEMENTS;
  // linkedom's types name the DOM lib's Document only where that lib is loaded: go by shape.
  const document: unknown = parseHTML(small ? html : metaPart(html)).document;
  // Meta first: Readability rewrites the document it reads.
  const meta = readPageMeta(document as MetaDocument, pageUrl);
  const root = (document as { documentElement: ElementNode | null }).documentElement;
  const article = small && root && isReadableShape(root) ? new Readability(document as ReadabilityDocument, { charThreshold: 200 }).parse() : null;
  const text = article?.content ? htmlToText(article.content, { mainContentOnly: false }) : wholePage;
  const title = meta.title ?? article?.title?.trim() ?? '';
  return { title, text: text.trim(), meta };
}

/** The page's main text and what it says about itself. */
export async function pageContent(kind: PageKind, bytes: Uint8Array, contentType: string, pageUrl: string, readPdf: PdfReader = readPdfHere): Promise<PageContent> {
  if (kind === 'pdf') {
    const pdf = await readPdf(bytes);
    const text = pdf.text.trim();
    return { title: pdf.title ?? (text.split('\n', 1)[0] ?? '').trim().slice(0, 200), text, meta: pdf.authors ? { authors: pdf.authors } : {} };
  }
  const decoded = decodePage(bytes, contentType, kind);
  if (kind === 'text') {
    const text = decoded.replace(/\r\n?/g, '\n').trim();
    return { title: text.split('\n', 1)[0]!.trim().slice(0, 200), text, meta: {} };
  }
  return htmlContent(decoded, pageUrl);
}
