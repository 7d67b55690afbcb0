import { countWords, isMostlyUnspacedScript } from '@writecheck/shared/wordCount';
import { limits, ServiceFailure } from '@writecheck/shared';
import type { AccountLimits } from '../accounts/plans.js';
import { extractUpload } from './uploadExtraction.js';

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
  input: { text?: string | undefined; file?: { bytes: Uint8Array; filename?: string | undefined } | undefined },
  accountLimits: AccountLimits,
): Promise<Submission> {
  if (input.text !== undefined) {
    const text = input.text.replace(/\r\n?/g, '\n');
    return { text, wordCount: judgeWords(text), inputKind: 'text' };
  }
  const file = input.file!;
  if (file.bytes.byteLength > accountLimits.maxUploadBytes) throw fileTooLarge(accountLimits.maxUploadBytes);
  if (file.bytes.byteLength === 0) throw new ServiceFailure('no_input', 'the uploaded file is empty');
  const extracted = await extractUpload(file.bytes, file.filename);
  if (extracted.needsOcr) {
    return { text: null, wordCount: null, inputKind: extracted.format, filename: file.filename, pendingBytes: file.bytes };
  }
  return {
    text: extracted.text,
    wordCount: judgeWords(extracted.text),
    inputKind: extracted.format,
    filename: file.filename,
  };
}

/** Counts words and refuses a document outside the per-check range or in an unsupported script. */
export function judgeWords(text: string): number {
  if (isMostlyUnspacedScript(text)) {
    throw new ServiceFailure(
      'unsupported_language',
      'the document is written mostly in a script without spaces between words (such as Chinese, Japanese or Thai); supported: English, Spanish, French, German, Portuguese, Italian, Dutch and source code',
    );
  }
  const words = countWords(text);
  if (words < limits.minWordsPerCheck) {
    throw new ServiceFailure('too_short', `the document has ${words} words; a check needs at least ${limits.minWordsPerCheck}`);
  }
  if (words > limits.maxWordsPerCheck) {
    throw new ServiceFailure('too_long', `the document has ${words} words; a check takes at most ${limits.maxWordsPerCheck}`);
  }
  return words;
}

export function fileTooLarge(cap: number): ServiceFailure {
  const mb = Math.round((cap / (1024 * 1024)) * 10) / 10;
  return new ServiceFailure('file_too_large', `the upload cap is ${cap} bytes (${mb} MB)`);
}
