import { z } from 'zod';
import { sourceRuleInputSchema, sourceRulePatchSchema, sourceRuleReplaceSchema } from '@writecheck/shared';
import {
  addSourceRule,
  deleteSourceRule,
  getSourceRule,
  listSourceRules,
  patchSourceRule,
  replaceSourceRules,
} from '../sourceRules/sourceRules.service.js';
import { router, sessionProcedure } from './trpc.js';

const ruleId = z.string().min(1).max(100);

export const sourceRulesRouter = router({
  list: sessionProcedure.query(({ ctx }) => listSourceRules(ctx.svc, ctx.session.principal)),
  get: sessionProcedure
    .input(z.object({ id: ruleId }).strict())
    .query(({ ctx, input }) => getSourceRule(ctx.svc, ctx.session.principal, input.id)),
  add: sessionProcedure
    .input(sourceRuleInputSchema.strict())
    .mutation(({ ctx, input }) => addSourceRule(ctx.svc, ctx.session.principal, input)),
  update: sessionProcedure
    .input(z.object({ id: ruleId, patch: sourceRulePatchSchema }).strict())
    .mutation(({ ctx, input }) => patchSourceRule(ctx.svc, ctx.session.principal, input.id, input.patch)),
  replace: sessionProcedure
    .input(sourceRuleReplaceSchema)
    .mutation(({ ctx, input }) => replaceSourceRules(ctx.svc, ctx.session.principal, input.rules)),
  remove: sessionProcedure
    .input(z.object({ id: ruleId }).strict())
    .mutation(({ ctx, input }) => deleteSourceRule(ctx.svc, ctx.session.principal, input.id)),
});
