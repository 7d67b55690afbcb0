import type { ServiceError } from '@writecheck/shared/errors';

/** A pure function of `workers` that a worker can run: plain data in, plain data out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JobFunction = (...args: any[]) => unknown;
export type JobRegistry = Record<string, JobFunction>;

/** How a failure crosses the worker boundary: always `{ code, message }`, never a bare throw. */
export type JobFailureCode = ServiceError['code'] | 'job_timeout' | 'worker_out_of_memory' | 'worker_crashed' | 'unknown_job';

export type JobOutcome = { ok: true; value: unknown } | { ok: false; error: { code: JobFailureCode; message: string } };

/** What a worker exposes through Comlink. */
export interface JobRunner {
  /** `progress`, when given, is handed to the job as its last argument. */
  run(name: string, args: unknown[], progress?: ProgressListener): Promise<JobOutcome>;
}

/** How a long job (OCR page by page) reports progress back to the caller. */
export type ProgressListener = (done: number, total: number) => void;

/** The error a host call rejects with. */
export class JobFailure extends Error {
  readonly code: JobFailureCode;

  constructor(code: JobFailureCode, message: string) {
    super(message);
    this.name = 'JobFailure';
    this.code = code;
  }
}

/** The runner a worker exposes: looks the job up by name and turns any throw into data. */
export function createJobRunner(registry: JobRegistry): JobRunner {
  return {
    async run(name, args, progress) {
      const job = Object.hasOwn(registry, name) ? registry[name] : undefined;
      if (!job) return { ok: false, error: { code: 'unknown_job', message: `No job named ${name}.` } };
      try {
        return { ok: true, value: await job(...(progress ? [...args, progress] : args)) };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        const message = error instanceof Error ? error.message : String(error);
        if (typeof code === 'string' && /^[a-z_]+$/.test(code)) return { ok: false, error: { code: code as JobFailureCode, message } };
        if (error instanceof RangeError) return { ok: false, error: { code: 'worker_out_of_memory', message } };
        return { ok: false, error: { code: 'internal', message } };
      }
    },
  };
}
