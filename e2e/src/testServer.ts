import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@writecheck/server/config';
import { buildApp } from '@writecheck/server/http/app';
import { openServices } from '@writecheck/server/process/services.factory';
import { startCheckWorker } from '@writecheck/server/process/worker';
import type { Services } from '@writecheck/server/services';
import { serveWebApp } from '@writecheck/server/web/staticWeb';
import { webDist } from './webBuild.js';

export interface RunningServer {
  url: string;
  /** The server's services, for tests that need to put data in place. */
  svc: Services;
  close(): Promise<void>;
}

/**
 * The real service in this process: the API with the web app and a check worker, on
 * embedded PGlite in a fresh folder, listening on a random loopback port.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wc-e2e-data-'));
  const config = loadConfig({
    WRITECHECK_DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const svc = await openServices(config);
  const worker = startCheckWorker(svc);
  const app = await buildApp(svc, { web: (fastify) => serveWebApp(fastify, svc, { distDir: webDist }) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server did not bind a TCP port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    svc,
    async close() {
      await app.close();
      await worker.stop();
      await svc.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
