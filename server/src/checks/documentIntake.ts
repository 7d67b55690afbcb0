import { ServiceFailure } from '@writecheck/shared';
import type { AccountLimits } from '../accounts/plans.js';
import type { Services } from '../services.js';
import { extractSubmission } from './extraction.js';

export interface Submission {
  /** The text the report indexes; null while a scan still waits for OCR. */
  text: string | null;
  wordCount: number | null;
  inputKind: string;
  filename?: string | undefined;
  /** Bytes kept for the worker when the document must be read by OCR. */
  pendingBytes?: Uint8Array | undefined;
}

/** Judges a pasted text or an uploaded file and refuses it synchronously when it must be. */
export async function readSubmission(
  svc: Pick<Services, 'host'>,
  input: { text?: string | undefined; file?: { bytes: Uint8Array; filename?: string | undefined } | undefined },
  accountLimits: AccountLimits,
): Promise<Submission> {
  if (input.text !== undefined) {
    const doc = await extractSubmission(svc, { text: input.text });
    if (doc.needsOcr) throw new ServiceFailure('internal', 'pasted text cannot need OCR');
    return { text: doc.text, wordCount: doc.wordCount, inputKind: 'text' };
  }
  const file = input.file!;
  if (file.bytes.byteLength > accountLimits.maxUploadBytes) throw fileTooLarge(accountLimits.maxUploadBytes);
  if (file.bytes.byteLength === 0) throw new ServiceFailure('no_input', 'the uploaded file is empty');
  const doc = await extractSubmission(svc, { bytes: file.bytes });
  if (doc.needsOcr) {
    return { text: null, wordCount: null, inputKind: doc.format, filename: file.filename, pendingBytes: file.bytes };
  }
  return { text: doc.text, wordCount: doc.wordCount, inputKind: doc.format, filename: file.filename };
}

export function fileTooLarge(cap: number): ServiceFailure {
  const mb = Math.round((cap / (1024 * 1024)) * 10) / 10;
  return new ServiceFailure('file_too_large', `the upload cap is ${cap} bytes (${mb} MB)`);
}
