import { decodeFileField } from '@writecheck/workers/intake/fileField';
import { decodeTextBytes } from '@writecheck/workers/intake/decode';
import { ServiceFailure } from '@writecheck/shared';
import { fileTooLarge } from './documentIntake.js';

/** The JSON `file` field (base64 or a `data:` URL) as bytes, or the refusal. */
export function decodeUpload(value: string, cap: number): Uint8Array {
  const decoded = decodeFileField(value, cap);
  if (decoded instanceof Uint8Array) return decoded;
  if (decoded.error.code === 'file_too_large') throw fileTooLarge(cap);
  throw new ServiceFailure(decoded.error.code, `file: ${decoded.error.message}`);
}

/** A raw text/* body: UTF-8, UTF-16 or Windows-1252, judged by its bytes. */
export function decodePastedBytes(bytes: Uint8Array): string {
  const decoded = decodeTextBytes(bytes);
  if (!decoded) throw new ServiceFailure('unsupported_type', 'the text body is not readable text (UTF-8, UTF-16 or Windows-1252)');
  return decoded.text;
}
