import type { Jobs } from '@writecheck/workers/host/jobs';
import type { WorkerHost } from '@writecheck/workers/host/workerPool';
import { pdfReaderOnHost } from '../fetch/pdfOnHost.js';
import type { Rephraser } from '../rewrite/rephraser.js';
import { rephraserFromEnv } from '../rewrite/rephraserFromEnv.js';
import { webSourcesFromEnv, type WebSources } from '../sources/fromEnv.js';
import type { PlagiarismConfig } from './plagiarismConfig.js';

export interface PassSources extends WebSources {
  rephraser: Rephraser | null;
}

// Connection pools and the page cache live as long as the process's configuration: built on the
// first check, shared by every check after it. Fetched PDFs are parsed in the worker pool.
const built = new WeakMap<PlagiarismConfig, PassSources>();

export function passSourcesFor(config: PlagiarismConfig, host: WorkerHost<Jobs>): PassSources {
  let sources = built.get(config);
  if (!sources) {
    sources = { ...webSourcesFromEnv(config.env, { readPdf: pdfReaderOnHost(host) }), rephraser: rephraserFromEnv(config.env) };
    built.set(config, sources);
  }
  return sources;
}
