import { readUsage } from '../credits/credits.service.js';
import { router, sessionProcedure } from './trpc.js';

export const accountRouter = router({
  me: sessionProcedure.query(({ ctx }) => ({
    email: ctx.session.email,
    accountId: ctx.session.accountId,
    scopes: ctx.session.principal.scopes,
    limits: ctx.session.principal.limits,
  })),
  /** Balance, held credits, plan and the recent ledger, as GET /v1/me/usage answers. */
  usage: sessionProcedure.query(({ ctx }) => readUsage(ctx.svc.db, ctx.session.accountId)),
});
