import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../http/app.js';
import type { Services } from '../services.js';

export async function startApi(svc: Services, opts: AppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp(svc, opts);
  await app.listen({ port: svc.config.port, host: svc.config.host });
  return app;
}
