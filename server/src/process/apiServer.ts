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
 * person's request. American and British English each load their own (about 2 s each, and
 * longer on a busy machine, where a British text's first check lost its instant findings to
 * the 10 s cap); Canadian and Australian text is read with one of the two. Two chains at
 * once, one for each thread of the pool.
 */
function warmInstantCheck(svc: Services): void {
  const texts = [
    'The service reads the dictionaries once before the first check arrives.',
    'The service organises the colour of its dictionaries once, before the first check arrives.',
  ];
  const warm = async (): Promise<void> => {
    for (const text of texts) await svc.host.run('instantCheck', [text, { register: 'general', wordCount: 12 }], { timeoutMs: 60_000 });
  };
  for (let i = 0; i < 2; i++) {
    warm().catch((err: unknown) => {
      svc.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'warming the instant check failed');
    });
  }
}
