import { proxy, wrap, transfer as transferred, type Remote } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { Worker } from 'node:worker_threads';
import { JobFailure, type JobRegistry, type JobRunner } from './jobProtocol.js';
import type { Jobs } from './jobs.js';
import { createWorkerPool, type WorkerHandle, type WorkerHost, type WorkerPoolOptions } from './workerPool.js';

export interface NodeWorkerHostOptions extends WorkerPoolOptions {
  /** Heap cap of each worker (V8 old generation), in MB. */
  maxOldGenerationSizeMb?: number;
  /** Module whose `jobs` export is the registry; defaults to `./jobs`. */
  registry?: URL;
}

function entryUrl(name: string): string {
  // Under tsx this module is TypeScript and so is the entry; after a build both are JavaScript.
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./${name}${extension}`, import.meta.url).href;
}

function spawnNodeWorker(options: NodeWorkerHostOptions): WorkerHandle {
  const registry = options.registry?.href ?? entryUrl('jobs');
  const worker = new Worker(new URL('./workerBoot.mjs', import.meta.url), {
    workerData: { entry: entryUrl('nodeWorkerEntry'), registry },
    resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 512, stackSizeMb: 8 },
    stdout: false,
    stderr: false,
  });
  const died = new Promise<JobFailure>((resolve) => {
    let reported = false;
    const report = (failure: JobFailure) => {
      if (!reported) resolve(failure);
      reported = true;
    };
    worker.once('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        report(new JobFailure('worker_out_of_memory', 'The job ran out of its memory cap and was stopped.'));
      } else {
        report(new JobFailure('worker_crashed', `The worker crashed: ${error.message}`));
      }
    });
    worker.once('exit', (code) => report(new JobFailure('worker_crashed', `The worker exited with code ${code}.`)));
  });
  const runner: Remote<JobRunner> = wrap<JobRunner>(nodeEndpoint(worker as never));
  return {
    run: (name, args, transfer, progress) => {
      const listener = progress ? proxy(progress) : undefined;
      return transfer && transfer.length > 0
        ? runner.run(name, transferred(args, transfer), listener)
        : runner.run(name, args, listener);
    },
    died,
    async terminate() {
      await worker.terminate();
    },
  };
}

/**
 * Runs registered jobs in Node worker threads, each call under a wall-time cap and each worker
 * under a heap cap. A call that times out, or whose worker crashes or runs out of memory,
 * rejects with a JobFailure and its worker is replaced; the process keeps serving.
 */
export function createNodeWorkerHost<R extends JobRegistry = Jobs>(options: NodeWorkerHostOptions = {}): WorkerHost<R> {
  return createWorkerPool<R>(() => spawnNodeWorker(options), options);
}
