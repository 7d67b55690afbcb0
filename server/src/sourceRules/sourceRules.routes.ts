import type { FastifyInstance } from 'fastify';
import { sourceRuleInputSchema, sourceRulePatchSchema, sourceRuleReplaceSchema } from '@writecheck/shared';
import { principalOf, requireScope } from '../auth/authenticate.js';
import { parseWith } from '../http/zodFailure.js';
import type { Services } from '../services.js';
import {
  addSourceRule,
  deleteSourceRule,
  getSourceRule,
  listSourceRules,
  patchSourceRule,
  replaceSourceRules,
} from './sourceRules.service.js';

export function sourceRulesRoutes(app: FastifyInstance, svc: Services): void {
  const write = requireScope(svc, 'checks:write');
  const read = requireScope(svc, 'checks:read');

  app.get('/v1/source-rules', { preHandler: read }, async (req) => listSourceRules(svc, principalOf(req)));

  app.post('/v1/source-rules', { preHandler: write }, async (req, reply) => {
    const added = await addSourceRule(svc, principalOf(req), parseWith(sourceRuleInputSchema.strict(), req.body));
    return reply.code(added.created ? 201 : 200).send({ rule: added.rule });
  });

  app.put('/v1/source-rules', { preHandler: write }, async (req) =>
    replaceSourceRules(svc, principalOf(req), parseWith(sourceRuleReplaceSchema, req.body).rules),
  );

  app.get<{ Params: { id: string } }>('/v1/source-rules/:id', { preHandler: read }, async (req) =>
    getSourceRule(svc, principalOf(req), req.params.id),
  );

  app.patch<{ Params: { id: string } }>('/v1/source-rules/:id', { preHandler: write }, async (req) =>
    patchSourceRule(svc, principalOf(req), req.params.id, parseWith(sourceRulePatchSchema, req.body)),
  );

  app.delete<{ Params: { id: string } }>('/v1/source-rules/:id', { preHandler: write }, async (req) =>
    deleteSourceRule(svc, principalOf(req), req.params.id),
  );
}
