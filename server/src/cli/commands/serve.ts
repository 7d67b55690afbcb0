import { loadConfig } from '../../config.js';
import { startApi } from '../../process/apiServer.js';
import { onShutdown } from '../../process/lifecycle.js';
import { openServices } from '../../process/services.factory.js';
import { startCheckWorker } from '../../process/worker.js';
import { serveWebApp } from '../../web/staticWeb.js';
import type { CliCommand } from '../command.js';

/** `serve`, `api` and `worker`: the same process with different parts switched on. */
export function processCommand(parts: { api: boolean; worker: boolean; web: boolean }, summary: string): CliCommand {
  return {
    summary,
    usage: `writecheck ${parts.api && parts.worker ? 'serve' : parts.api ? 'api' : 'worker'}`,
    async run() {
      const svc = await openServices(loadConfig());
      const worker = parts.worker ? startCheckWorker(svc) : null;
      const app = parts.api ? await startApi(svc, parts.web ? { web: (fastify) => serveWebApp(fastify, svc) } : {}) : null;
      if (app) {
        const address = app.server.address();
        const port = typeof address === 'object' && address ? address.port : svc.config.port;
        process.stdout.write(
          `${JSON.stringify({ listening: `http://${svc.config.host}:${port}`, worker: worker?.workerId ?? null })}\n`,
        );
      } else if (worker) {
        process.stdout.write(`${JSON.stringify({ worker: worker.workerId })}\n`);
      }
      onShutdown(svc.log, async () => {
        await app?.close();
        await worker?.stop();
        await svc.close();
      });
      // Keep running until a signal arrives.
      await new Promise<never>(() => {});
      return 0;
    },
  };
}

export const command = processCommand({ api: true, worker: true, web: true }, 'the API, a worker and the web app in one process');
