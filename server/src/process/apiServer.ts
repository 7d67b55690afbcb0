import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../http/app.js';
import type { Services } from '../services.js';

export async function startApi(svc: Services, opts: AppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp(svc, opts);
  await app.listen({ port: svc.config.port, host: svc.config.host });
  warmInstantCheck(svc);
  return app;
}

/**
 * The instant findings of a new check come from a worker thread that must first load the
 * dictionaries, which takes seconds; loading them once at start keeps that off the first
 * person's request. Both calls at once so that each thread of the pool gets one.
 */
function warmInstantCheck(svc: Services): void {
  const text = 'The service reads the dictionaries once before the first check arrives.';
  for (let i = 0; i < 2; i++) {
    svc.host.run('instantCheck', [text, { register: 'general', wordCount: 11 }], { timeoutMs: 60_000 }).catch((err: unknown) => {
      svc.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'warming the instant check failed');
    });
  }
}
