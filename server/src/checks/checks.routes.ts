import type { FastifyInstance } from 'fastify';
import { checkListQuerySchema } from '@writecheck/shared';
import { principalOf, requireScope } from '../auth/authenticate.js';
import { parseWith } from '../http/zodFailure.js';
import type { Services } from '../services.js';
import { cancelCheck, createCheck, deleteCheck, getCheck, getCheckSummaryBody, listChecks } from './checks.service.js';
import { parseCreateRequest } from './createRequest.js';

export interface ChecksRouteOptions {
  detectorVersion: () => string | null;
}

export function checksRoutes(app: FastifyInstance, svc: Services, opts: ChecksRouteOptions): void {
  const write = requireScope(svc, 'checks:write');
  const read = requireScope(svc, 'checks:read');

  app.post('/v1/checks', { preHandler: write }, async (req, reply) => {
    const who = principalOf(req);
    const input = { ...(await parseCreateRequest(req, who.limits.maxUploadBytes)), clientAddress: req.ip };
    const created = await createCheck(svc, who, input);
    if (created.replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.code(202).send({ id: created.id });
  });

  app.get('/v1/checks', { preHandler: read }, async (req) => {
    const query = parseWith(checkListQuerySchema, req.query);
    return listChecks(svc, principalOf(req), query);
  });

  app.get<{ Params: { id: string }; Querystring: { view?: string; include?: string } }>(
    '/v1/checks/:id',
    { preHandler: read },
    async (req, reply) => {
      const { view, include } = req.query;
      // Polling is most of the traffic: the summary goes out as the JSON text it is kept as.
      if (view === 'summary' && include === undefined) {
        return reply.type('application/json; charset=utf-8').send(await getCheckSummaryBody(svc, principalOf(req), req.params.id));
      }
      return getCheck(svc, principalOf(req), req.params.id, req.query, opts.detectorVersion());
    },
  );

  app.delete<{ Params: { id: string } }>('/v1/checks/:id', { preHandler: write }, async (req) =>
    deleteCheck(svc, principalOf(req), req.params.id),
  );

  app.post<{ Params: { id: string } }>('/v1/checks/:id/cancel', { preHandler: write }, async (req) =>
    cancelCheck(svc, principalOf(req), req.params.id),
  );
}
