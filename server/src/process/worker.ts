import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { CHECK_QUEUE } from '../checks/checks.service.js';
import { startWorkerLoop, type WorkerLoop } from '../queue/workerLoop.js';
import { failCheck, runCheck, type CheckJob } from '../runner/checkRunner.js';
import type { Services } from '../services.js';

export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** Starts taking check jobs from the queue. */
export function startCheckWorker(svc: Services, workerId = newWorkerId()): WorkerLoop & { workerId: string } {
  const loop = startWorkerLoop<CheckJob>({
    db: svc.db,
    queue: CHECK_QUEUE,
    workerId,
    concurrency: svc.config.workerConcurrency,
    leaseSeconds: svc.config.jobLeaseSeconds,
    log: svc.log.child({ worker: workerId }),
    handle: (job, signal) => runCheck(svc, workerId, job, signal),
    abandoned: (job, reason) => failCheck(svc, job.payload.checkId, reason),
  });
  svc.log.info({ workerId }, 'worker started');
  return { ...loop, workerId };
}
