import type { ServiceError } from '@writecheck/shared/errors';
import { limits } from '@writecheck/shared/limits';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL = /^[A-Za-z0-9\-_]*={0,2}$/;

function invalid(message: string): { error: ServiceError } {
  return { error: { code: 'invalid_file', message } };
}

function tooLarge(maxBytes: number): { error: ServiceError } {
  return { error: { code: 'file_too_large', message: `The file is larger than the ${maxBytes.toLocaleString('en-US')}-byte upload cap.` } };
}

function decodeBase64(payload: string, maxBytes: number): Uint8Array | { error: ServiceError } {
  const compact = payload.replace(/\s+/g, '');
  if (compact === '') return invalid('The file field is empty.');
  const url = !BASE64.test(compact);
  if (url && !BASE64URL.test(compact)) return invalid('The file field is neither base64 nor a data: URL.');
  if (compact.replace(/=+$/, '').length % 4 === 1) return invalid('The base64 in the file field is cut short.');
  // Judge the size before decoding, so an oversized field costs no memory.
  if (Math.floor((compact.length * 3) / 4) - 2 > maxBytes) return tooLarge(maxBytes);
  const standard = url ? compact.replace(/-/g, '+').replace(/_/g, '/') : compact;
  const padded = standard.replace(/=+$/, '').padEnd(Math.ceil(standard.replace(/=+$/, '').length / 4) * 4, '=');
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return invalid('The base64 in the file field is malformed.');
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.length > maxBytes ? tooLarge(maxBytes) : bytes;
}

/**
 * The bytes of a JSON `file` field: plain base64 (standard or URL-safe alphabet, line breaks
 * allowed) or a `data:` URL (base64 or percent-encoded). The declared media type is ignored;
 * the bytes are judged by `sniffFormat`.
 */
export function decodeFileField(field: string, maxBytes: number = limits.maxUploadBytes): Uint8Array | { error: ServiceError } {
  if (!/^data:/i.test(field)) return decodeBase64(field, maxBytes);
  const comma = field.indexOf(',');
  if (comma < 0) return invalid('The data: URL has no comma before its data.');
  const header = field.slice(5, comma);
  const payload = field.slice(comma + 1);
  if (/;base64$/i.test(header)) return decodeBase64(payload, maxBytes);
  if (payload.length > maxBytes * 3) return tooLarge(maxBytes);
  return percentDecode(payload, maxBytes);
}

/** Percent-escapes to raw bytes (not through UTF-8, so binary data survives). */
function percentDecode(payload: string, maxBytes: number): Uint8Array | { error: ServiceError } {
  const encoder = new TextEncoder();
  const out: number[] = [];
  for (let i = 0; i < payload.length; i++) {
    const c = payload[i]!;
    if (c === '%') {
      const hex = payload.slice(i + 1, i + 3);
      if (!/^[0-9a-f]{2}$/i.test(hex)) return invalid('The data: URL holds a malformed percent-escape.');
      out.push(parseInt(hex, 16));
      i += 2;
    } else {
      const code = payload.codePointAt(i)!;
      if (code > 0xffff) i++;
      for (const byte of encoder.encode(String.fromCodePoint(code))) out.push(byte);
    }
    if (out.length > maxBytes) return tooLarge(maxBytes);
  }
  return Uint8Array.from(out);
}
