import { decodeTextBytes } from '@writecheck/workers/intake/decode';
import { ServiceFailure } from '@writecheck/shared';
import { fileTooLarge } from './documentIntake.js';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** Decodes the JSON `file` field: plain base64 (or base64url) or a `data:` URL. */
export function decodeUpload(value: string, cap: number): Uint8Array {
  let payload = value;
  if (value.startsWith('data:')) {
    const comma = value.indexOf(',');
    const header = comma > 0 ? value.slice(5, comma) : '';
    if (comma < 0 || header.length > 300) throw new ServiceFailure('invalid_body', 'file: a data: URL needs a header and a comma');
    const body = value.slice(comma + 1);
    if (!/;base64$/i.test(header)) {
      // A data: URL may also carry percent-encoded bytes.
      if (body.length > cap * 3) throw fileTooLarge(cap);
      try {
        return checkSize(new TextEncoder().encode(decodeURIComponent(body)), cap);
      } catch (err) {
        if (err instanceof ServiceFailure) throw err;
        throw new ServiceFailure('invalid_body', 'file: the data: URL is not valid percent-encoding');
      }
    }
    payload = body;
  }
  const compact = payload.replace(/\s+/g, '');
  // Judge the size before decoding, so that an oversized upload costs nothing.
  if (Math.floor((compact.length * 3) / 4) > cap + 2) throw fileTooLarge(cap);
  if (compact.length === 0) throw new ServiceFailure('invalid_body', 'file: empty');
  const url = !BASE64.test(compact) && BASE64URL.test(compact);
  if (!url && !BASE64.test(compact)) throw new ServiceFailure('invalid_body', 'file: not valid base64 or a data: URL');
  if (!url && compact.length % 4 === 1) throw new ServiceFailure('invalid_body', 'file: truncated base64');
  return checkSize(new Uint8Array(Buffer.from(compact, url ? 'base64url' : 'base64')), cap);
}

function checkSize(bytes: Uint8Array, cap: number): Uint8Array {
  if (bytes.byteLength > cap) throw fileTooLarge(cap);
  return bytes;
}

/** A raw text/* body: UTF-8, UTF-16 or Windows-1252, judged by its bytes. */
export function decodePastedBytes(bytes: Uint8Array): string {
  const decoded = decodeTextBytes(bytes);
  if (!decoded) throw new ServiceFailure('unsupported_type', 'the text body is not readable text (UTF-8, UTF-16 or Windows-1252)');
  return decoded.text;
}
