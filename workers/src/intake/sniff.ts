import type { ServiceError } from '@writecheck/shared/errors';
import type { fileTypes } from '@writecheck/shared/limits';
import { decodeTextBytes } from './decode.js';
import { IntakeFailure } from './failure.js';
import { classifyText } from './textFormat.js';
import { listZipEntries, startsLikeZip } from './zipArchive.js';

export type DocumentFormat = (typeof fileTypes)[number];
export type FormatFamily = 'text' | 'office' | 'pdf' | 'image';

export type SniffResult = { format: DocumentFormat; family: FormatFamily } | { error: ServiceError };

export const READABLE_FORMATS_MESSAGE =
  'Readable formats: .txt, .md, .html, .csv, .docx, .xlsx, .pdf, and JPEG, PNG, GIF and WebP images.';

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

function unsupported(what: string): { error: ServiceError } {
  return { error: { code: 'unsupported_type', message: `${what} ${READABLE_FORMATS_MESSAGE}` } };
}

// Formats we recognise only to name them in the refusal.
const KNOWN_UNSUPPORTED: Array<{ signature: number[]; name: string }> = [
  { signature: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], name: 'This is a legacy Office file (.doc, .xls or .ppt); save it as .docx or .xlsx.' },
  { signature: [0x4d, 0x5a], name: 'This is a Windows executable, not a document.' },
  { signature: [0x7f, 0x45, 0x4c, 0x46], name: 'This is an executable program, not a document.' },
  { signature: [0xcf, 0xfa, 0xed, 0xfe], name: 'This is an executable program, not a document.' },
  { signature: [0xfe, 0xed, 0xfa, 0xce], name: 'This is an executable program, not a document.' },
  { signature: [0xca, 0xfe, 0xba, 0xbe], name: 'This is an executable or Java class file, not a document.' },
  { signature: [0x1f, 0x8b], name: 'This is a gzip archive.' },
  { signature: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], name: 'This is a 7-Zip archive.' },
  { signature: [0x52, 0x61, 0x72, 0x21], name: 'This is a RAR archive.' },
  { signature: [0x7b, 0x5c, 0x72, 0x74, 0x66], name: 'This is an RTF file; save it as .docx or .txt.' },
  { signature: [0x42, 0x4d], name: 'This is a BMP image; save it as PNG or JPEG.' },
  { signature: [0x49, 0x49, 0x2a, 0x00], name: 'This is a TIFF image; save it as PNG or JPEG.' },
  { signature: [0x4d, 0x4d, 0x00, 0x2a], name: 'This is a TIFF image; save it as PNG or JPEG.' },
];

function sniffZip(bytes: Uint8Array): SniffResult {
  const names = new Set(listZipEntries(bytes).map((entry) => entry.name));
  if (names.has('[Content_Types].xml') && names.has('word/document.xml')) return { format: 'docx', family: 'office' };
  if (names.has('[Content_Types].xml') && names.has('xl/workbook.xml')) return { format: 'xlsx', family: 'office' };
  if (names.has('ppt/presentation.xml')) return unsupported('This is a PowerPoint presentation.');
  if (names.has('mimetype') && names.has('content.xml')) return unsupported('This is an OpenDocument file; save it as .docx or .xlsx.');
  return unsupported('This is a ZIP archive, not a document.');
}

/**
 * Names the format from the bytes alone (never the file name or declared type). Cheap: reads
 * signatures, a ZIP's directory, or decodes text without parsing it.
 */
export function sniffFormat(bytes: Uint8Array): SniffResult {
  try {
    if (bytes.length === 0) return { error: { code: 'invalid_file', message: 'The file is empty.' } };
    if (ascii(bytes, 0, Math.min(bytes.length, 1024)).includes('%PDF-')) return { format: 'pdf', family: 'pdf' };
    if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { format: 'png', family: 'image' };
    if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { format: 'jpeg', family: 'image' };
    if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { format: 'gif', family: 'image' };
    if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { format: 'webp', family: 'image' };
    if (startsLikeZip(bytes)) return sniffZip(bytes);
    if (startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return unsupported('This is an empty ZIP archive.');
    // Long signatures cannot be text; two-byte ones ("MZ", "BM") can, so text is tried first.
    for (const known of KNOWN_UNSUPPORTED) {
      if (known.signature.length >= 4 && startsWith(bytes, known.signature)) return unsupported(known.name);
    }
    const decoded = decodeTextBytes(bytes);
    if (!decoded) {
      const named = KNOWN_UNSUPPORTED.find((known) => startsWith(bytes, known.signature));
      return unsupported(named?.name ?? 'The bytes are not a document format or text in UTF-8, UTF-16 or Windows-1252.');
    }
    return { format: classifyText(decoded.text), family: 'text' };
  } catch (error) {
    if (error instanceof IntakeFailure) return { error: error.toServiceError() };
    throw error;
  }
}
