import type { ExtractInput, ExtractOptions, ExtractResult } from '../intake/extractDocument.js';
import { JobFailure, type JobRegistry } from './jobProtocol.js';
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
    if (!(error instanceof JobFailure)) throw error;
    switch (error.code) {
      case 'job_timeout':
        return { error: { code: 'unreadable_file', message: `The file took longer than ${Math.round(timeoutMs / 1000)} s to read and was given up.` } };
      case 'worker_out_of_memory':
        return { error: { code: 'unreadable_file', message: 'The file needs more memory to read than a document may use.' } };
      case 'worker_crashed':
        return { error: { code: 'unreadable_file', message: 'The file could not be read: its parser failed.' } };
      default:
        throw error;
    }
  }
}
