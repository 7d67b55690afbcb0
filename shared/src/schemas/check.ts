import { z } from 'zod';
import { citationStyles, limits, registers } from '../limits.js';
import { guestPreviewSchema, guestRestSchema } from './guest.js';
import { issueCategorySchema, reportSchema, scoresSchema } from './report.js';
import { sourceRuleInputSchema, sourceRuleSchema } from './sourceRule.js';

export const checkStatusSchema = z.enum([
  'queued',
  'extracting',
  'analyzing',
  'searching',
  'scoring',
  'done',
  'rejected',
  'cancelled',
  'failed',
]);
export type CheckStatus = z.infer<typeof checkStatusSchema>;
export const finalStatuses = ['done', 'rejected', 'cancelled', 'failed'] as const satisfies readonly CheckStatus[];
export const runningStatuses = ['queued', 'extracting', 'analyzing', 'searching', 'scoring'] as const;
export function isFinalStatus(status: CheckStatus): boolean {
  return (finalStatuses as readonly string[]).includes(status);
}

export const checkOptionsSchema = z
  .object({
    plagiarism: z.boolean().default(true),
    grammarSpelling: z.boolean().default(true),
    citations: z.boolean().default(true),
    aiContent: z.boolean().default(true),
    style: z.boolean().default(true),
    register: z.enum(registers).default('academic'),
  })
  .strict()
  .meta({ id: 'CheckOptions' });
export type CheckOptions = z.infer<typeof checkOptionsSchema>;

export const checkModeSchema = z.enum(['full', 'guest']);
export const citationStyleSchema = z.enum(citationStyles);

/** The JSON body of POST /v1/checks; other encodings are parsed into this shape. */
export const createCheckBodySchema = z
  .object({
    text: z.string().min(1).max(limits.maxTextChars).optional(),
    file: z.string().min(1).optional().describe('base64, or a `data:` URL'),
    filename: z.string().max(200).optional(),
    mimeType: z.string().max(200).optional(),
    mode: checkModeSchema.default('full'),
    title: z.string().max(limits.maxTitleChars).optional(),
    options: checkOptionsSchema.default(checkOptionsSchema.parse({})),
    citationStyle: citationStyleSchema.default('APA'),
    // Strict like the body and its options: a misspelt field is refused, not dropped.
    sourceRules: z.array(sourceRuleInputSchema.strict()).max(limits.maxSourceRulesPerCheck).optional(),
  })
  .strict()
  .meta({ id: 'CreateCheckRequest' });
export type CreateCheckBody = z.infer<typeof createCheckBodySchema>;

const rejectionSchema = z.object({ code: z.string(), message: z.string() });

export const checkSchema = z
  .object({
    id: z.uuid(),
    title: z.string().nullable(),
    status: checkStatusSchema,
    progress: z.number(),
    phase: z.string(),
    wordCount: z.number().nullable(),
    inputKind: z.string(),
    originalityScore: z.number().nullable(),
    coverage: z.number().nullable().optional(),
    scores: scoresSchema.nullable().optional(),
    issueCounts: z.object({ citations: z.number(), grammar: z.number() }).nullable().optional(),
    rejection: rejectionSchema.nullable().optional(),
    composition: z
      .object({
        exact: z.number(),
        near: z.number(),
        paraphrase: z.number(),
        quoted: z.number(),
        original: z.number(),
      })
      .nullable()
      .optional(),
    snippet: z.string().nullable().optional(),
    citationStyle: citationStyleSchema.optional(),
    mode: checkModeSchema.optional(),
    folderId: z.string().nullable().default(null),
    tagIds: z.array(z.string()).default([]),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'Check' });
export type Check = z.infer<typeof checkSchema>;

export const liveEventSchema = z.object({
  at: z.number().int().min(0),
  kind: z.enum(['read', 'plan', 'search', 'wikipedia', 'fetch', 'match', 'language', 'score']),
  label: z.string(),
  domain: z.string().optional(),
  url: z.string().optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

export const liveSchema = z.object({
  searchesUsed: z.number(),
  pagesFetched: z.number(),
  found: z.array(z.object({ url: z.string(), domain: z.string(), title: z.string() })),
  events: z.array(liveEventSchema).default([]),
});
export type Live = z.infer<typeof liveSchema>;

export const instantSchema = z.object({
  engine: z.string(),
  dialect: z.string(),
  elapsedMs: z.number(),
  wordCount: z.number(),
  counts: z.record(z.string(), z.number()),
  issues: z.array(
    z.object({
      category: issueCategorySchema,
      kind: z.string(),
      message: z.string(),
      original: z.object({ text: z.string(), start: z.number(), end: z.number() }),
      suggestions: z.array(z.string()),
    }),
  ),
  redactedIssues: z.number(),
  teaserCutoff: z.number(),
  crispWords: z.number(),
  skipped: z.string().optional(),
  adopted: z.boolean(),
});

export const checkDetailSchema = checkSchema
  .extend({
    report: reportSchema.partial().optional(),
    rejectionCode: z.string().nullable(),
    live: liveSchema.nullable(),
    runningMs: z.number().int().min(0),
    instant: instantSchema.optional(),
    options: checkOptionsSchema,
    text: z.string().optional(),
    guest: guestPreviewSchema.optional(),
    aiDetectorUpdated: z.boolean().optional(),
    rest: guestRestSchema.optional(),
    completedBy: z.string().optional(),
    sourceRules: z.array(sourceRuleSchema.or(sourceRuleInputSchema)).optional(),
  })
  .meta({ id: 'CheckDetail' });
export type CheckDetail = z.infer<typeof checkDetailSchema>;

const PAGE_LIMIT = 'expected an integer from 1 to 100';
/**
 * Checks per page (decisions.md, GET /v1/checks paging), from a query string or a call. Every
 * refusal says what is expected: coercing "abc" or a repeated `limit` gave "received NaN".
 */
const pageLimitSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: (issue) => (Array.isArray(issue.input) ? `given ${issue.input.length} times; ${PAGE_LIMIT}` : PAGE_LIMIT) })
    .int({ error: PAGE_LIMIT })
    .min(1, { error: PAGE_LIMIT })
    .max(100, { error: PAGE_LIMIT })
    .default(20),
);

export const checkListQuerySchema = z
  .object({
    limit: pageLimitSchema,
    cursor: z.string().max(200).optional(),
    status: checkStatusSchema.optional(),
  })
  .strict();

export const checkListSchema = z
  .object({ checks: z.array(checkSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'CheckList' });

export const createdCheckSchema = z.object({ id: z.uuid() }).meta({ id: 'CreatedCheck' });
export const deletedCheckSchema = z.object({ ok: z.literal(true), id: z.uuid() }).meta({ id: 'DeletedCheck' });
