import { z } from 'zod';
import {
  checkListQuerySchema,
  type CheckDetail,
  checkOptionsSchema,
  citationStyleSchema,
  limits,
  sourceRuleInputSchema,
} from '@writecheck/shared';
import { cancelCheck, createCheck, deleteCheck, getCheck, listChecks } from '../checks/checks.service.js';
import { toCheckItem } from '../checks/checkView.js';
import { searchChecks } from './checkSearch.repo.js';
import { checkWithDecisions } from './issueDecisions.service.js';
import { router, sessionProcedure } from './trpc.js';

const checkId = z.string().min(1).max(100);

export const checksRouter = router({
  /** A pasted text; files arrive through /v1 until the app's upload lands. */
  create: sessionProcedure
    .input(
      z
        .object({
          text: z.string().min(1).max(limits.maxTextChars),
          title: z.string().trim().max(limits.maxTitleChars).optional(),
          options: checkOptionsSchema.default(checkOptionsSchema.parse({})),
          citationStyle: citationStyleSchema.default('APA'),
          sourceRules: z.array(sourceRuleInputSchema).max(limits.maxSourceRulesPerCheck).optional(),
          // The app retries a submit whose answer was lost; the same key never starts two checks.
          idempotencyKey: z.string().min(1).max(limits.maxIdempotencyKeyChars).optional(),
        })
        .strict(),
    )
    .mutation(({ ctx, input }) =>
      createCheck(ctx.svc, ctx.session.principal, {
        text: input.text,
        mode: 'full',
        title: input.title || undefined,
        options: input.options,
        citationStyle: input.citationStyle,
        sourceRules: input.sourceRules,
        idempotencyKey: input.idempotencyKey,
      }),
    ),
  list: sessionProcedure
    .input(checkListQuerySchema.default({ limit: 20 }))
    .query(({ ctx, input }) => listChecks(ctx.svc, ctx.session.principal, input)),
  /** Checks whose title or opening words contain the text; the 50 newest. */
  search: sessionProcedure
    .input(z.object({ q: z.string().trim().min(1).max(200) }).strict())
    .query(async ({ ctx, input }) => ({
      checks: (await searchChecks(ctx.svc.db, ctx.session.principal.accountId, input.q, 50)).map(toCheckItem),
    })),
  get: sessionProcedure
    .input(z.object({ id: checkId, view: z.enum(['summary', 'full']).default('full') }).strict())
    // The service builds the same plain-data body as GET /v1/checks/{id}; its shape is the contract's.
    // The full view carries the decisions taken on the report's issues in the app.
    .query(async ({ ctx, input }) =>
      input.view === 'full'
        ? checkWithDecisions(ctx.svc, ctx.session.principal, input.id)
        : ((await getCheck(ctx.svc, ctx.session.principal, input.id, { view: input.view })) as CheckDetail),
    ),
  cancel: sessionProcedure
    .input(z.object({ id: checkId }).strict())
    .mutation(({ ctx, input }) => cancelCheck(ctx.svc, ctx.session.principal, input.id)),
  remove: sessionProcedure
    .input(z.object({ id: checkId }).strict())
    .mutation(({ ctx, input }) => deleteCheck(ctx.svc, ctx.session.principal, input.id)),
});
