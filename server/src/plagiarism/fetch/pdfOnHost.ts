import type { Jobs } from '@writecheck/workers/host/jobs';
import type { WorkerHost } from '@writecheck/workers/host/workerPool';
import type { PdfReader } from './pageText.js';

/**
 * Reads fetched PDFs in the worker pool, under its time and memory caps, as uploaded files are:
 * a hostile PDF from the web then costs a worker, not the process that runs checks. The pool
 * gives the text only, so such a PDF's title is its first line and its authors unknown.
 */
export function pdfReaderOnHost(host: WorkerHost<Jobs>, timeoutMs = 60_000): PdfReader {
  return async (bytes) => {
    const result = await host.run('extractDocument', [{ bytes }], { timeoutMs });
    if ('error' in result) throw new Error(result.error.message);
    if (result.needsOcr) throw new Error('it is a scan without a text layer');
    return { text: result.text };
  };
}
