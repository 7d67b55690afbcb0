import { z } from 'zod';
import { citationStyles } from '../limits.js';

// The report object of a finished check (spec "Report"). Field names and enums follow
// the spec to the letter; scores are 0 to 100 with at most one decimal (decisions.md).

export const verdictSchema = z
  .enum(['original', 'exact', 'near', 'paraphrase', 'quoted', 'unchecked', 'presumed'])
  .meta({ id: 'Verdict' });
export type Verdict = z.infer<typeof verdictSchema>;

export const scoresSchema = z
  .object({
    plagiarism: z.number(),
    citation: z.number().nullable(),
    grammarSpelling: z.number().nullable(),
    aiContent: z.number().nullable(),
    clarity: z.number().nullable().default(null),
  })
  .meta({ id: 'Scores' });
export type Scores = z.infer<typeof scoresSchema>;

const markPair = z.tuple([z.number(), z.number()]);

export const spanSchema = z
  .object({
    start: z.number(),
    end: z.number(),
    segmentId: z.number(),
    verdict: verdictSchema,
    sourceId: z.number().optional(),
    confidence: z.number(),
  })
  .meta({ id: 'Span' });

export const matchSchema = z
  .object({
    id: z.number(),
    sourceId: z.number(),
    segmentIds: z.array(z.number()),
    similarity: z.number(),
    verdict: verdictSchema,
    user: z.object({ text: z.string(), start: z.number(), end: z.number(), marks: z.array(markPair) }),
    source: z.object({ snippet: z.string(), marks: z.array(markPair) }),
  })
  .meta({ id: 'Match' });

export const sourceSchema = z
  .object({
    id: z.number(),
    url: z.string(),
    canonicalUrl: z.string(),
    title: z.string(),
    domain: z.string(),
    matchedWords: z.number(),
    contribution: z.number(),
    alternates: z.array(z.string()),
    authors: z.array(z.string()).optional(),
    orgAuthor: z.string().optional(),
    siteName: z.string().optional(),
    published: z.string().optional(),
    doi: z.string().optional(),
    journal: z.string().optional(),
    volume: z.string().optional(),
    issue: z.string().optional(),
    pages: z.string().optional(),
  })
  .meta({ id: 'Source' });
export type ReportSource = z.infer<typeof sourceSchema>;

const byStyleSchema = z.object(
  Object.fromEntries(citationStyles.map((s) => [s, z.string().optional()])) as Record<
    (typeof citationStyles)[number],
    z.ZodOptional<z.ZodString>
  >,
);

export const issueCategorySchema = z.enum([
  'spelling',
  'grammar',
  'citation',
  'missing_citation',
  'plagiarism',
  'ai_content',
  'clarity',
  'word_choice',
]);
export const issueStatusSchema = z.enum(['open', 'fixed', 'ignored', 'stale']);

export const issueSchema = z
  .object({
    id: z.string(),
    category: issueCategorySchema,
    severity: z.enum(['error', 'warning', 'suggestion']),
    title: z.string(),
    message: z.string(),
    messageByStyle: byStyleSchema.optional(),
    note: z.string().optional(),
    original: z.object({ text: z.string(), start: z.number(), end: z.number() }),
    fix: z.object({ replacement: z.string(), label: z.string(), byStyle: byStyleSchema.optional() }),
    sourceUrl: z.string().optional(),
    matchId: z.number().optional(),
    rule: z.enum(['orphan_marker']).optional(),
    locale: z.string().optional(),
    status: issueStatusSchema.default('open'),
    staledBy: z
      .object({ by: z.string(), relStart: z.number(), status: z.enum(['open', 'fixed', 'ignored']) })
      .optional(),
    appliedReplacement: z.string().optional(),
    citedSourceId: z.number().optional(),
    citationGroupId: z.string().optional(),
    rephrase: z
      .object({
        text: z.string(),
        variant: z.number().int().min(0).default(0),
        of: z.string().optional(),
        verified: z
          .object({
            version: z.string(),
            score: z.number(),
            cleared: z.boolean(),
            attempts: z.number().int().min(1),
            notChecked: z.boolean().optional(),
          })
          .optional(),
      })
      .optional(),
    layers: z.array(z.enum(['rephrase', 'cite', 'quote'])).optional(),
    followed: z
      .object({
        by: z.string(),
        relStart: z.number(),
        before: z.object({
          text: z.string(),
          attribution: z.enum(['cited', 'quoted']).optional(),
          verdict: verdictSchema.optional(),
          similarity: z.number().optional(),
        }),
      })
      .optional(),
  })
  .meta({ id: 'Issue' });
export type Issue = z.infer<typeof issueSchema>;
export type IssueInput = z.input<typeof issueSchema>;

const passStateSchema = z.enum(['ok', 'partial', 'failed']);

export const reportSchema = z
  .object({
    status: z.enum(['done', 'rejected']),
    rejection: z.object({ code: z.string(), message: z.string() }).optional(),
    text: z.string().default(''),
    partial: z.boolean().default(false),
    contentType: z.enum(['prose', 'code', 'mixed']).optional(),
    languages: z.array(z.string()).default([]),
    locale: z.string().optional(),
    wordCount: z.number(),
    checkedWords: z.number().default(0),
    originalityScore: z.number(),
    similarityScore: z.number(),
    coverage: z.number(),
    spans: z.array(spanSchema).default([]),
    matches: z.array(matchSchema).default([]),
    sources: z.array(sourceSchema).default([]),
    issues: z.array(issueSchema).default([]),
    scores: scoresSchema.optional(),
    bibliographyStart: z.number().optional(),
    passes: z.object({ language: passStateSchema, aiContent: passStateSchema }).optional(),
    aiDetector: z.object({ name: z.string(), version: z.string() }).optional(),
    bibliography: z
      .object({
        ownsHeading: z.boolean(),
        entries: z.array(z.object({ sourceId: z.number(), text: z.string() })),
      })
      .optional(),
    meta: z.object({ durationMs: z.number(), sourcesExcludedByRules: z.number().optional() }),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof reportSchema>;

/** Report parts that `include` may name (spec GET /v1/checks/{id}). */
export const reportParts = ['text', 'spans', 'matches', 'sources', 'issues', 'scores', 'meta'] as const;
export type ReportPart = (typeof reportParts)[number];
