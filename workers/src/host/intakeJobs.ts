import type { ExtractInput, ExtractOptions, ExtractResult } from '../intake/extractDocument.js';
import { JobFailure, type JobRegistry, type ProgressListener } from './jobProtocol.js';
import type { Jobs } from './jobs.js';
import type { WorkerHost } from './workerPool.js';

/**
 * Intake through a worker host, as the server calls it: a file that makes the parser run past
 * its time or memory cap, or crash, is that file's refusal (`unreadable_file`), not a server
 * error. Other failures (the host closed) still reject.
 */
export async function extractInWorker(
  host: WorkerHost<Pick<Jobs, 'extractDocument'> & JobRegistry>,
  input: ExtractInput,
  options: ExtractOptions = {},
  timeoutMs = 30_000,
): Promise<ExtractResult> {
  try {
    return await host.run('extractDocument', [input, options], { timeoutMs });
  } catch (error) {
    return refusalOf(error, timeoutMs);
  }
}

function refusalOf(error: unknown, timeoutMs: number): ExtractResult {
  if (!(error instanceof JobFailure)) throw error;
  switch (error.code) {
    case 'job_timeout':
      return { error: { code: 'unreadable_file', message: `The file took longer than ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`} to read and was given up.` } };
    case 'worker_out_of_memory':
      return { error: { code: 'unreadable_file', message: 'The file needs more memory to read than a document may use.' } };
    case 'worker_crashed':
      return { error: { code: 'unreadable_file', message: 'The file could not be read: its parser failed.' } };
    default:
      throw error;
  }
}

/**
 * Deferred OCR through a worker host, for a check in `extracting`: `onPage` hears "page 3 of
 * 12" as the worker reaches each page. Caps and crashes map to `unreadable_file` as above.
 */
export async function ocrInWorker(
  host: WorkerHost<Pick<Jobs, 'runOcr'> & JobRegistry>,
  bytes: Uint8Array,
  options: { onPage?: ProgressListener; minWords?: number; maxWords?: number } = {},
  timeoutMs = 15 * 60_000,
): Promise<ExtractResult> {
  const { onPage, ...bounds } = options;
  try {
    return await host.run('runOcr', [bytes, bounds], { timeoutMs, ...(onPage ? { onProgress: onPage } : {}) });
  } catch (error) {
    return refusalOf(error, timeoutMs);
  }
}
