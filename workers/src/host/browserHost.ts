import { proxy, transfer as transferred, wrap, type Endpoint, type Remote } from 'comlink';
import { JobFailure, type JobRegistry, type JobRunner } from './jobProtocol.js';
import type { BrowserJobs } from './browserJobs.js';
import { createWorkerPool, type WorkerHandle, type WorkerHost, type WorkerPoolOptions } from './workerPool.js';

/** The part of a browser `Worker` the host uses (typed here: the package builds without DOM types). */
export interface BrowserWorker extends Endpoint {
  terminate(): void;
}

function spawnBrowserWorker(createWorker: () => BrowserWorker): WorkerHandle {
  const worker = createWorker();
  let reportDeath: (failure: JobFailure) => void = () => undefined;
  const died = new Promise<JobFailure>((resolve) => {
    reportDeath = resolve;
  });
  worker.addEventListener('error', (event: unknown) => {
    const message = (event as { message?: string }).message ?? 'the worker failed';
    reportDeath(new JobFailure('worker_crashed', `The worker crashed: ${message}`));
  });
  const runner: Remote<JobRunner> = wrap<JobRunner>(worker);
  return {
    run: (name, args, transfer, progress) => {
      const listener = progress ? proxy(progress) : undefined;
      return transfer && transfer.length > 0
        ? runner.run(name, transferred(args, transfer), listener)
        : runner.run(name, args, listener);
    },
    died,
    async terminate() {
      worker.terminate();
      reportDeath(new JobFailure('worker_crashed', 'The worker was stopped.'));
    },
  };
}

/**
 * The browser twin of `createNodeWorkerHost`: jobs run in Web Workers through Comlink, each call
 * under a wall-time cap (a stuck worker is terminated and replaced). Browsers offer no per-worker
 * heap cap; a worker the browser kills for memory reports as `worker_crashed`.
 *
 *   const host = createBrowserWorkerHost(() => new Worker(new URL('./browserWorkerEntry.js', import.meta.url), { type: 'module' }));
 */
export function createBrowserWorkerHost<R extends JobRegistry = BrowserJobs>(
  createWorker: () => BrowserWorker,
  options: WorkerPoolOptions = {},
): WorkerHost<R> {
  return createWorkerPool<R>(() => spawnBrowserWorker(createWorker), options);
}
