// Entry of every Node worker thread. Under tsx the job modules are TypeScript: Node 20 does not
// apply `--import tsx` from execArgv to a worker's own entry file, so the hooks are registered
// here, before the entry module is imported.
import { workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
