import { z } from 'zod';
import { limits, scopeSchema, ServiceFailure } from '@writecheck/shared';
import { createApiKey, revokeApiKey } from '../keys/keys.service.js';
import { isLiveKeyOf, listLiveKeys } from './accountKeys.repo.js';
import { router, sessionProcedure } from './trpc.js';

export const keysRouter = router({
  list: sessionProcedure.query(async ({ ctx }) => {
    const keys = await listLiveKeys(ctx.svc.db, ctx.session.accountId);
    return { keys, maxKeys: limits.keysPerAccount };
  }),

  /** The full key is in this answer and nowhere else, ever. */
  create: sessionProcedure
    .input(
      z
        .object({
          // PostgreSQL text cannot hold a NUL: a name with one answered 500.
          name: z
            .string()
            .trim()
            .min(1)
            .max(100)
            .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'no control characters')
            .optional(),
          scopes: z.array(scopeSchema).min(1).max(3),
        })
        .strict(),
    )
    .mutation(({ ctx, input }) =>
      createApiKey(ctx.svc.db, { accountId: ctx.session.accountId, scopes: [...new Set(input.scopes)], name: input.name }),
    ),

  revoke: sessionProcedure.input(z.object({ id: z.string().min(1).max(100) }).strict()).mutation(async ({ ctx, input }) => {
    // A key of another account is answered exactly like one that does not exist.
    if (!(await isLiveKeyOf(ctx.svc.db, ctx.session.accountId, input.id))) {
      throw new ServiceFailure('not_found', `no live key ${input.id}`);
    }
    return revokeApiKey(ctx.svc.db, input.id);
  }),
});
