import { Readability } from '@mozilla/readability';
import { decodeTextBytes } from '@writecheck/workers/intake/decode';
import { htmlToText } from '@writecheck/workers/intake/htmlText';
import { extractPdfText } from '@writecheck/workers/intake/pdfText';
import { parseHTML } from 'linkedom';
import { readPageMeta, type MetaDocument, type ReadMeta } from './pageMeta.js';

export type PageKind = 'html' | 'text' | 'pdf';

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

function htmlContent(html: string, pageUrl: string): PageContent {
  const { document } = parseHTML(html);
  // Meta first: Readability rewrites the document it reads.
  const meta = readPageMeta(document as MetaDocument, pageUrl);
  const article = new Readability(document as ReadabilityDocument, { charThreshold: 200 }).parse();
  const text = article?.content
    ? htmlToText(article.content, { mainContentOnly: false })
    : htmlToText(html, { mainContentOnly: true });
  const title = meta.title ?? article?.title?.trim() ?? '';
  return { title, text: text.trim(), meta };
}

/** The page's main text and what it says about itself. */
export async function pageContent(kind: PageKind, bytes: Uint8Array, contentType: string, pageUrl: string): Promise<PageContent> {
  if (kind === 'pdf') {
    const pdf = await extractPdfText(bytes);
    const firstLine = pdf.text.split('\n', 1)[0]?.trim() ?? '';
    return { title: firstLine.slice(0, 200), text: pdf.text, meta: {} };
  }
  const decoded = decodePage(bytes, contentType, kind);
  if (kind === 'text') {
    const text = decoded.replace(/\r\n?/g, '\n').trim();
    return { title: text.split('\n', 1)[0]!.trim().slice(0, 200), text, meta: {} };
  }
  return htmlContent(decoded, pageUrl);
}
