import { z } from 'zod';
import { limits } from '@writecheck/shared';
import { actOnIssue, pullChanges } from './issueDecisions.service.js';
import { router, sessionProcedure } from './trpc.js';

const checkId = z.string().min(1).max(100);
const issueId = z.string().min(1).max(200);

/** Report sync and the decisions people take on a report's issues. */
export const reportsRouter = router({
  act: sessionProcedure
    .input(
      z
        .object({
          checkId,
          action: z.discriminatedUnion('kind', [
            z.object({ kind: z.literal('apply'), issueId, replacement: z.string().max(limits.maxTextChars).optional() }).strict(),
            z.object({ kind: z.literal('ignore'), issueId }).strict(),
            z.object({ kind: z.literal('undo'), issueId }).strict(),
          ]),
        })
        .strict(),
    )
    .mutation(({ ctx, input }) => actOnIssue(ctx.svc, ctx.session.principal, input.checkId, input.action)),
  pull: sessionProcedure
    .input(z.object({ cursor: z.string().max(1000).optional() }).strict().default({}))
    .query(({ ctx, input }) => pullChanges(ctx.svc, ctx.session.principal, input.cursor)),
});
