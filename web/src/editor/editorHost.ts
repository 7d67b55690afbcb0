import { createBrowserWorkerHost } from '@writecheck/workers/host/browserHost';
import type { WorkerHost } from '@writecheck/workers/host/workerPool';
import type { EditorJobs } from './editorJobs.js';

let host: WorkerHost<EditorJobs> | null = null;

/** The one editor worker of this page, started on first use and kept for the page's life. */
export function editorHost(): WorkerHost<EditorJobs> {
  host ??= createBrowserWorkerHost<EditorJobs>(
    () => new Worker(new URL('./editor.worker.ts', import.meta.url), { type: 'module', name: 'editor' }),
    // A first call compiles Harper's WebAssembly and loads a dictionary: a few seconds on a slow phone.
    { timeoutMs: 60_000 },
  );
  return host;
}
