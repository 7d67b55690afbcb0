import { JobFailure, type JobOutcome, type JobRegistry, type ProgressListener } from './jobProtocol.js';

/** One running worker, whichever kind (worker_threads or a Web Worker). */
export interface WorkerHandle {
  run(name: string, args: unknown[], transfer?: ArrayBuffer[], progress?: ProgressListener): Promise<JobOutcome>;
  /** Settles when the worker dies for any reason; gives the failure to report. */
  died: Promise<JobFailure>;
  terminate(): Promise<void>;
}

export interface WorkerPoolOptions {
  /** Workers running at once; more calls wait in line. */
  size?: number;
  /** Wall-time cap per call; past it the worker is killed and replaced. */
  timeoutMs?: number;
}

export interface RunOptions {
  timeoutMs?: number;
  /** Data moved rather than copied into the worker (ArrayBuffers). */
  transfer?: ArrayBuffer[];
  /** Progress reports of the job (its last argument inside the worker). */
  onProgress?: ProgressListener;
}

type Result<R extends JobRegistry, N extends keyof R> = Awaited<ReturnType<R[N]>>;
/** A job's arguments as the caller passes them: a trailing progress listener is the host's. */
type JobArguments<F extends (...args: never[]) => unknown> = Parameters<F> extends [...infer Head, ProgressListener]
  ? Head
  : Parameters<F>;

/** A pool of workers that run jobs by name. Every call settles: with the value, or a JobFailure. */
export interface WorkerHost<R extends JobRegistry> {
  run<N extends keyof R & string>(name: N, args: JobArguments<R[N]>, options?: RunOptions): Promise<Result<R, N>>;
  close(): Promise<void>;
}

interface Slot {
  handle: WorkerHandle;
  busy: boolean;
}

export function createWorkerPool<R extends JobRegistry>(
  spawn: () => WorkerHandle,
  options: WorkerPoolOptions = {},
): WorkerHost<R> {
  const size = Math.max(1, options.size ?? 1);
  const defaultTimeout = options.timeoutMs ?? 60_000;
  const slots: Slot[] = [];
  const waiting: Array<() => void> = [];
  let closed = false;

  async function acquire(): Promise<Slot> {
    for (;;) {
      if (closed) throw new JobFailure('internal', 'The worker host is closed.');
      const idle = slots.find((slot) => !slot.busy);
      if (idle) {
        idle.busy = true;
        return idle;
      }
      if (slots.length < size) {
        const slot: Slot = { handle: spawn(), busy: true };
        slots.push(slot);
        // A worker that dies on its own (even between jobs) leaves the pool.
        void slot.handle.died.then(() => discard(slot));
        return slot;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  }

  function discard(slot: Slot): void {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    waiting.shift()?.();
  }

  function release(slot: Slot): void {
    slot.busy = false;
    waiting.shift()?.();
  }

  return {
    async run(name, args, runOptions = {}) {
      const slot = await acquire();
      const timeoutMs = runOptions.timeoutMs ?? defaultTimeout;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new JobFailure('job_timeout', `The job ${name} ran past its ${timeoutMs} ms cap and was stopped.`)), timeoutMs);
      });
      const died = slot.handle.died.then((failure) => Promise.reject(failure));
      died.catch(() => undefined);
      let outcome: JobOutcome;
      try {
        outcome = await Promise.race([
          slot.handle.run(name, args as unknown[], runOptions.transfer, runOptions.onProgress),
          timeout,
          died,
        ]);
      } catch (error) {
        // Timed out, died, or its channel broke: the worker gets no further job.
        discard(slot);
        await slot.handle.terminate().catch(() => undefined);
        throw error instanceof JobFailure ? error : new JobFailure('worker_crashed', (error as Error)?.message ?? String(error));
      } finally {
        clearTimeout(timer);
      }
      release(slot);
      if (!outcome.ok) throw new JobFailure(outcome.error.code, outcome.error.message);
      return outcome.value as never;
    },
    async close() {
      closed = true;
      for (const resolve of waiting.splice(0)) resolve();
      await Promise.all(slots.splice(0).map((slot) => slot.handle.terminate().catch(() => undefined)));
    },
  };
}
