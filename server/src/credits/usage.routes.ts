import type { FastifyInstance } from 'fastify';
import { buildCapabilities } from '@writecheck/shared';
import { principalOf, requireScope } from '../auth/authenticate.js';
import type { Services } from '../services.js';
import { readUsage } from './credits.service.js';

export function usageRoutes(app: FastifyInstance, svc: Services): void {
  app.get('/v1/me/usage', { preHandler: requireScope(svc, 'usage:read') }, async (req) =>
    readUsage(svc.db, principalOf(req).accountId),
  );

  const capabilities = buildCapabilities({ styleEnabled: svc.config.styleEnabled });
  app.get('/v1/capabilities', async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return capabilities;
  });
}
