import type { Jobs } from '@writecheck/workers/host/jobs';
import type { WorkerHost } from '@writecheck/workers/host/workerPool';
import type { PdfReader } from './pageText.js';

/**
 * Reads fetched PDFs in the worker pool, under its time and memory caps, as uploaded files are:
 * a hostile PDF from the web then costs a worker, not the process that runs checks.
 */
export function pdfReaderOnHost(host: WorkerHost<Jobs>, timeoutMs = 60_000): PdfReader {
  return (bytes) => host.run('readPdfSource', [bytes], { timeoutMs });
}
