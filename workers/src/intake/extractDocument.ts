import type { ServiceError } from '@writecheck/shared/errors';
import { csvToText } from './csv.js';
import { decodeTextBytes } from './decode.js';
import { defaultWordBounds, finishDocument, type ExtractedDocument, type WordBounds } from './documentText.js';
import { extractDocx } from './docx.js';
import { IntakeFailure } from './failure.js';
import { htmlToText } from './htmlText.js';
import { intakeLimits } from './limits.js';
import { markdownToText } from './markdownText.js';
import { inspectImage } from './ocr/imageHeader.js';
import { extractPdfText } from './pdfText.js';
import { sniffFormat, type DocumentFormat } from './sniff.js';
import { csvDelimiter } from './textFormat.js';
import { extractXlsx } from './xlsx.js';

export type ExtractInput = { bytes: Uint8Array } | { text: string };

/** An image or a scanned PDF: accepted now, read by `runOcr` while the check runs. */
export interface PendingOcr {
  needsOcr: true;
  format: DocumentFormat;
  pages?: number;
}

export interface ExtractRefusal {
  error: ServiceError;
}

export type ExtractResult = ExtractedDocument | PendingOcr | ExtractRefusal;

export type ExtractOptions = Partial<WordBounds>;

function textFromTextFormat(bytes: Uint8Array, format: DocumentFormat): string {
  const decoded = decodeTextBytes(bytes);
  if (!decoded) throw new IntakeFailure('unsupported_type', 'The bytes are not text.');
  switch (format) {
    case 'html':
      return htmlToText(decoded.text, { markCode: true });
    case 'md':
      return markdownToText(decoded.text);
    case 'csv':
      return csvToText(decoded.text.replace(/\r\n?/g, '\n'), csvDelimiter(decoded.text.replace(/\r\n?/g, '\n')) ?? ',');
    default:
      return decoded.text;
  }
}

async function extractFile(bytes: Uint8Array, bounds: WordBounds): Promise<ExtractResult> {
  const sniffed = sniffFormat(bytes);
  if ('error' in sniffed) return sniffed;
  const { format, family } = sniffed;
  switch (family) {
    case 'image':
      // Only the header is read now; the pixels are decoded when OCR runs.
      inspectImage(bytes, format as 'jpeg' | 'png' | 'gif' | 'webp');
      return { needsOcr: true, format };
    case 'pdf': {
      const pdf = await extractPdfText(bytes);
      if (pdf.scanned && pdf.pages > intakeLimits.maxOcrPages) {
        throw new IntakeFailure('unreadable_file', `The scanned PDF has ${pdf.pages} pages; at most ${intakeLimits.maxOcrPages} are read by OCR.`);
      }
      if (pdf.scanned) return { needsOcr: true, format, pages: pdf.pages };
      return finishDocument(pdf.text, format, pdf.pages, bounds);
    }
    case 'office':
      return finishDocument(format === 'docx' ? await extractDocx(bytes) : await extractXlsx(bytes), format, undefined, bounds);
    default:
      return finishDocument(textFromTextFormat(bytes, format), format, undefined, bounds);
  }
}

/**
 * Reads a pasted text or an uploaded file into the text a check runs on, or says why not with
 * one of the spec's refusal codes. Never throws for bad input: every failure is `{ error }`.
 */
export async function extractDocument(input: ExtractInput, options: ExtractOptions = {}): Promise<ExtractResult> {
  const bounds: WordBounds = { ...defaultWordBounds, ...options };
  try {
    if ('text' in input) return finishDocument(input.text, 'txt', undefined, bounds);
    return await extractFile(input.bytes, bounds);
  } catch (error) {
    if (error instanceof IntakeFailure) return { error: error.toServiceError() };
    if (error instanceof RangeError) {
      return { error: { code: 'unreadable_file', message: 'The file is nested too deeply or is too large to read safely.' } };
    }
    return { error: { code: 'invalid_file', message: `The file could not be read: ${(error as Error).message ?? String(error)}` } };
  }
}
