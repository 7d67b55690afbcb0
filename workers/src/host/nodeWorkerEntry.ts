import { expose } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { parentPort, workerData } from 'node:worker_threads';
import { createJobRunner, type JobRegistry } from './jobProtocol.js';

// Runs inside the worker thread: loads the registry module named by the host and serves it.
const registryModule = (await import(workerData.registry as string)) as { jobs: JobRegistry };
if (!parentPort) throw new Error('nodeWorkerEntry must run in a worker thread.');
expose(createJobRunner(registryModule.jobs), nodeEndpoint(parentPort as never));
