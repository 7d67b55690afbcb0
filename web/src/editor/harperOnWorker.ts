import { wrap } from 'comlink';
import type { EnglishDialect, HarperPass } from '@writecheck/workers/grammar/harperPass';
import type { HarperJobs } from './harper.worker.js';

export interface HarperOnWorker extends HarperPass {
  /**
   * Settles once the worker runs. A worker started by a worker starts only while its
   * parent's thread is free, so the parent waits for this before a long task of its own.
   */
  started: Promise<void>;
}

/**
 * Harper on a Web Worker of its own, started at once. A worker that dies (out of memory,
 * say) fails the calls waiting on it rather than leaving them hanging: Comlink only answers
 * what the worker itself throws.
 */
export function harperOnWorker(): HarperOnWorker {
  const worker = new Worker(new URL('./harper.worker.ts', import.meta.url), { type: 'module', name: 'harper' });
  const remote = wrap<HarperJobs>(worker);
  const died = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => reject(new Error(`Harper's worker failed: ${event.message || 'it stopped'}`)));
  });
  const orDeath = <T>(call: Promise<T>): Promise<T> => Promise.race([call, died]);
  const started = orDeath(remote.started()).then(() => undefined);
  // each is awaited where it matters; unawaited, a death must not surface as unhandled
  died.catch(() => undefined);
  started.catch(() => undefined);
  return {
    started,
    offThread: true,
    findings: (paragraphs: readonly string[], dialect: EnglishDialect) => orDeath(remote.findings([...paragraphs], dialect)),
    prepare: (dialect: EnglishDialect) => orDeath(remote.prepare(dialect)),
  };
}
