import { z } from 'zod';
import {
  checkListQuerySchema,
  type CheckDetail,
  checkOptionsSchema,
  citationStyleSchema,
  limits,
  ServiceFailure,
  sourceRuleInputSchema,
} from '@writecheck/shared';
import { cancelCheck, createCheck, deleteCheck, getCheck, listChecks } from '../checks/checks.service.js';
import { toCheckItem } from '../checks/checkView.js';
import { decodeUpload } from '../checks/fileField.js';
import { labelsInUse, organiseCheck, searchChecks } from './checkSearch.repo.js';
import { checkWithDecisions } from './issueDecisions.service.js';
import { router, sessionProcedure } from './trpc.js';

const checkId = z.string().min(1).max(100);
const MAX_TAGS = 10;
// The upload cap in base64, with room for a data: URL's prefix.
const BASE64_UPLOAD_CHARS = Math.ceil((limits.maxUploadBytes * 4) / 3) + 256;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Folders and tags are named by people; the name is the id the Check carries.
const label = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'no control characters');

export const checksRouter = router({
  /**
   * A pasted text, or a file (base64) the device could not read itself: a scan or photo, read by
   * OCR while the check runs.
   */
  create: sessionProcedure
    .input(
      z
        .object({
          text: z.string().min(1).max(limits.maxTextChars).optional(),
          file: z.string().min(1).max(BASE64_UPLOAD_CHARS).optional(),
          filename: z.string().trim().min(1).max(200).optional(),
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
        file:
          input.file === undefined
            ? undefined
            : { bytes: decodeUpload(input.file, ctx.session.principal.limits.maxUploadBytes), filename: input.filename },
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
  /** The 50 newest checks matching every filter: words of the title or opening text, a folder, a tag. */
  search: sessionProcedure
    .input(
      z
        .object({ q: z.string().trim().min(1).max(200).optional(), folderId: label.optional(), tagId: label.optional() })
        .strict()
        .refine((f) => f.q !== undefined || f.folderId !== undefined || f.tagId !== undefined, 'give words, a folder or a tag'),
    )
    .query(async ({ ctx, input }) => ({
      checks: (await searchChecks(ctx.svc.db, ctx.session.principal.accountId, input, 50)).map(toCheckItem),
    })),
  /** Files a check in a folder (a name; null for none) and gives it tags (names), replacing the old ones. */
  organise: sessionProcedure
    .input(
      z
        .object({
          id: checkId,
          folderId: label.nullable(),
          tagIds: z.array(label).max(MAX_TAGS).transform((tags) => [...new Set(tags)]),
        })
        .strict(),
    )
    .mutation(async ({ ctx, input }) => {
      const found = UUID.test(input.id) && (await organiseCheck(ctx.svc.db, ctx.session.principal.accountId, input.id.toLowerCase(), input.folderId, input.tagIds));
      if (!found) throw new ServiceFailure('not_found', 'no such check');
      return { id: input.id.toLowerCase(), folderId: input.folderId, tagIds: input.tagIds };
    }),
  /** The folders and tags in use, with their counts of checks. */
  labels: sessionProcedure.query(({ ctx }) => labelsInUse(ctx.svc.db, ctx.session.principal.accountId)),
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
