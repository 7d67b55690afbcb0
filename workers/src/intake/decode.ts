export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

// Bytes Windows-1252 leaves undefined; real text in that encoding never has them.
const UNDEFINED_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

// What Windows-1252 puts at 0x80-0x9F (the rest of the code page is Latin-1). Decoded here
// because some runtimes' TextDecoder treats the label as plain Latin-1.
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  const chunks: string[] = [];
  const size = 8192;
  for (let start = 0; start < bytes.length; start += size) {
    let chunk = '';
    for (const byte of bytes.subarray(start, start + size)) {
      chunk += byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
    }
    chunks.push(chunk);
  }
  return chunks.join('');
}

function controlShare(text: string): number {
  if (text.length === 0) return 0;
  let controls = 0;
  const sample = Math.min(text.length, 65_536);
  for (let i = 0; i < sample; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) || (c >= 0x7f && c < 0xa0) || c === 0xfffd) {
      controls++;
    }
  }
  return controls / sample;
}

function tryDecode(encoding: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Which half of each 16-bit unit is zero, judged on a sample: how BOM-less UTF-16 looks. */
function guessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const sample = Math.min(bytes.length - (bytes.length % 2), 8192);
  if (sample < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const units = sample / 2;
  if (oddZeros / units > 0.3 && evenZeros / units < 0.05) return 'utf-16le';
  if (evenZeros / units > 0.3 && oddZeros / units < 0.05) return 'utf-16be';
  return null;
}

const MAX_CONTROL_SHARE = 0.01;

/**
 * Decodes bytes that should be text: UTF-8 (BOM optional), UTF-16 LE/BE (BOM optional) or
 * Windows-1252. Returns null for bytes that are not text in any of them (binary data).
 */
export function decodeTextBytes(bytes: Uint8Array): DecodedText | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const text = tryDecode('utf-8', bytes.subarray(3));
    return text !== null && controlShare(text) <= MAX_CONTROL_SHARE ? { text, encoding: 'utf-8' } : null;
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    const text = tryDecode('utf-16le', bytes.subarray(2));
    return text !== null && controlShare(text) <= MAX_CONTROL_SHARE ? { text, encoding: 'utf-16le' } : null;
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const text = tryDecode('utf-16be', bytes.subarray(2));
    return text !== null && controlShare(text) <= MAX_CONTROL_SHARE ? { text, encoding: 'utf-16be' } : null;
  }
  const utf16 = guessUtf16(bytes);
  if (utf16) {
    const text = tryDecode(utf16, bytes);
    if (text !== null && controlShare(text) <= MAX_CONTROL_SHARE) return { text, encoding: utf16 };
  }
  const utf8 = tryDecode('utf-8', bytes);
  if (utf8 !== null) {
    return controlShare(utf8) <= MAX_CONTROL_SHARE ? { text: utf8, encoding: 'utf-8' } : null;
  }
  let undefinedBytes = 0;
  for (const byte of bytes.subarray(0, 65_536)) if (UNDEFINED_1252.has(byte)) undefinedBytes++;
  if (undefinedBytes / Math.min(bytes.length, 65_536) > MAX_CONTROL_SHARE) return null;
  const cp1252 = decodeWindows1252(bytes);
  return controlShare(cp1252) <= MAX_CONTROL_SHARE ? { text: cp1252, encoding: 'windows-1252' } : null;
}

/** What a reader sees: one kind of line break, no BOM or NULs, composed accents. */
export function normaliseText(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\u0000/g, '')
    .normalize('NFC');
}
