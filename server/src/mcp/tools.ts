import { z } from 'zod';
import { supportedLanguages } from '@writecheck/workers/language/languages';
import { PROOFREAD_MAX_WORDS, PROOFREADS_PER_HOUR } from '../proofread/proofread.js';
import {
  checkModeSchema,
  checkStatusSchema,
  citationStyleSchema,
  creditRates,
  isFinalStatus,
  limits,
  reportParts,
  ServiceFailure,
  sourceRuleKindSchema,
  sourceRuleModeSchema,
} from '@writecheck/shared';
import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { CheckQuery, WritecheckBackend } from './backend.js';
import { waitForFinal } from './checkWait.js';

// The one table of MCP tools. Each runs against a WritecheckBackend, so the /mcp route
// (in-process) and `writecheck mcp` (over /v1) offer the same tools with the same answers.
// The schemas give types and enums; lengths and counts are left to the service so that
// a refusal carries the same code as on /v1.

export interface ToolContext {
  signal: AbortSignal;
  /** Reports progress (0 to 100) to a client that asked for it; a no-op otherwise. */
  progress(value: number, message: string): Promise<void>;
}

export interface ToolDefinition<Shape extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  input: Shape;
  annotations: ToolAnnotations;
  run(backend: WritecheckBackend, args: z.output<z.ZodObject<Shape>>, ctx: ToolContext): Promise<unknown>;
}

function tool<Shape extends z.ZodRawShape>(definition: ToolDefinition<Shape>): ToolDefinition {
  return definition as unknown as ToolDefinition;
}

const checkId = z.string().describe('The check id (a uuid) from check_document or list_checks.');
const ruleId = z.string().describe('The source rule id (prefix sr_).');
const view = z
  .enum(['summary', 'full'])
  .optional()
  .describe('summary: status, progress and scores only; full: the whole check with its report.');
const include = z
  .array(z.enum(reportParts))
  .min(1)
  .optional()
  .describe('Report parts to return instead of the whole report (wins over view).');
const ruleMode = sourceRuleModeSchema.describe('exclude removes matching web sources; include keeps only matching ones.');
const ruleKind = sourceRuleKindSchema.describe(
  'domain: the domain and its subdomains; hostname: one host; url: an address prefix; pattern: robots.txt-style with * and a trailing $.',
);
const ruleValue = z.string().describe(`up to ${limits.maxSourceRuleValueLength} characters, e.g. ` + 'example.com, news.example.com, example.com/blog/, *.example.*/wiki/');
const ruleInput = { mode: ruleMode, kind: ruleKind, value: ruleValue };

const checkOptions = z
  .object({
    plagiarism: z.boolean().optional().describe('Compare against web, Wikipedia and corpus sources (default true).'),
    grammarSpelling: z.boolean().optional().describe('Grammar and spelling findings (default true).'),
    citations: z.boolean().optional().describe('Check citations and the bibliography (default true).'),
    aiContent: z.boolean().optional().describe('Likelihood that the text is machine-written (default true); English text only, another language gets no verdict.'),
    style: z.boolean().optional().describe('Clarity and word-choice findings (default true).'),
    register: z.enum(['academic', 'general']).optional().describe('academic (default) also flags contractions and colloquial wording.'),
  })
  .strict()
  .optional()
  .describe('Which passes run; each pass costs credits.');

const DEFAULT_WAIT_SECONDS = 50;
const FULL_RATE = Object.values(creditRates.passes).reduce((sum, rate) => sum + rate, 0);
const DEFAULT_PARTS = ['scores', 'issues', 'sources', 'meta'] as const;

function checkQuery(args: { view?: 'summary' | 'full' | undefined; include?: readonly string[] | undefined }): CheckQuery {
  return { view: args.view, include: args.include?.join(',') };
}

export const tools: ToolDefinition[] = [
  tool({
    name: 'check_document',
    title: 'Check a document',
    description:
      'Submit a text (or a file as base64) for a writing check and wait for the report: plagiarism matches with sources, ' +
      'grammar and spelling, citations, AI-content likelihood and style findings, each with a fix. Costs credits ' +
      `(${FULL_RATE} per started ${creditRates.wordsPerCredit} words with every pass on; get_capabilities has the rates, get_usage the balance). ` +
      'Sends progress notifications while it runs. ' +
      `Waits up to waitSeconds (default ${DEFAULT_WAIT_SECONDS}); a check still running then comes back with its id ` +
      'to read later with get_check. By default the answer holds the report parts scores, issues, sources and meta; ' +
      'choose others with include or view. Refusals come back as errors with the API code (too_short, quota_exceeded, ...).',
    input: {
      text: z.string().optional().describe('The document as plain text. Send text or file, not both.'),
      file: z.string().optional().describe('A file (.docx, .pdf, .txt, .md, .html, .csv, .xlsx, images) as base64 or a data: URL.'),
      filename: z.string().optional().describe('The file name, shown as the title when none is given.'),
      title: z.string().optional(),
      mode: checkModeSchema
        .optional()
        .describe(
          `full (default) checks everything and costs credits; guest is a free preview: the first ${limits.guestTeaserWords} words checked in full, ` +
            'details past them withheld (see the guest and rest fields), limited per client.',
        ),
      options: checkOptions,
      citationStyle: citationStyleSchema.optional().describe('Style for citation findings and fixes (default APA).'),
      sourceRules: z
        .array(z.object(ruleInput))
        .optional()
        .describe(`Extra source rules for this check (up to ${limits.maxSourceRulesPerCheck}), on top of the account list.`),
      idempotencyKey: z.string().optional().describe('Resending with the same key answers the first check instead of starting another.'),
      waitSeconds: z.number().int().min(0).max(3600).optional().describe(`How long to wait for the report (default ${DEFAULT_WAIT_SECONDS}; 0 returns at once).`),
      view,
      include,
    },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    async run(backend, args, ctx) {
      const { waitSeconds, view: chosenView, include: chosenParts, ...submission } = args;
      // The stdio server sends the key as an HTTP header, which cannot carry a NUL: the request
      // failed in the client and the tool answered internal.
      if (submission.idempotencyKey?.includes('\u0000')) throw new ServiceFailure('invalid_body', 'idempotencyKey: a key cannot hold a NUL character');
      const created = await backend.createCheck(submission);
      const summary = await waitForFinal(backend, created.id, {
        timeoutMs: (waitSeconds ?? DEFAULT_WAIT_SECONDS) * 1000,
        signal: ctx.signal,
        onProgress: (s) => ctx.progress(s.progress, `${s.status}: ${s.phase}`),
      });
      if (!isFinalStatus(summary.status)) {
        return { ...summary, stillRunning: true, hint: 'The check is still running; call get_check with this id later.' };
      }
      const query = chosenView === undefined && chosenParts === undefined ? { include: DEFAULT_PARTS } : { view: chosenView, include: chosenParts };
      return backend.getCheck(created.id, checkQuery(query));
    },
  }),
  tool({
    name: 'proofread_text',
    title: 'Proofread a text',
    description:
      'Check the grammar, spelling and style of a text and get the findings at once, each with its fix, and the text with every fix applied ' +
      '(correctedText). Free and stored nowhere: no check is created and no credits are used ' +
      `(at most ${PROOFREADS_PER_HOUR} calls per key and hour on the server). English, Spanish, French, German, Portuguese, ` +
      'Italian and Dutch (detected, or set with language). For plagiarism, citations and AI content, use check_document.',
    input: {
      text: z.string().describe(`The text to proofread (up to ${PROOFREAD_MAX_WORDS} words at a time).`),
      language: z.enum(supportedLanguages).optional().describe('The language of the text; detected when left out.'),
      register: z.enum(['academic', 'general']).optional().describe('academic also flags contractions, colloquial wording and first-person asides (default general).'),
      style: z.boolean().optional().describe('Include style findings: wordiness, passive voice, hedges, clichés, long sentences (default true).'),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
    run: (backend, args) => backend.proofread(args),
  }),
  tool({
    name: 'get_check',
    title: 'Read a check',
    description:
      'Read one check: its status, progress and phase while it runs, and once done its scores and report. ' +
      'view summary is cheap; include picks report parts (text, spans, matches, sources, issues, scores, meta).',
    input: { id: checkId, view, include },
    annotations: { readOnlyHint: true, openWorldHint: false },
    run: (backend, args) => backend.getCheck(args.id, checkQuery(args)),
  }),
  tool({
    name: 'list_checks',
    title: 'List checks',
    description: 'List the account\'s checks, newest first, one page at a time; pass nextCursor back as cursor for the next page.',
    input: {
      limit: z.number().int().optional().describe('Checks per page, 1 to 100 (default 20).'),
      cursor: z.string().optional().describe('nextCursor from the previous page.'),
      status: checkStatusSchema.optional().describe('Only checks in this status.'),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
    run: (backend, args) => backend.listChecks(args),
  }),
  tool({
    name: 'cancel_check',
    title: 'Cancel a check',
    description: 'Cancel a running check; its credit reservation is released and nothing is charged. A finished check answers already_final.',
    input: { id: checkId },
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    run: (backend, args) => backend.cancelCheck(args.id),
  }),
  tool({
    name: 'delete_check',
    title: 'Delete a check',
    description: 'Delete a finished check and its report for good. A running check answers still_running: cancel it first.',
    input: { id: checkId },
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    run: (backend, args) => backend.deleteCheck(args.id),
  }),
  tool({
    name: 'get_usage',
    title: 'Read credits',
    description: 'Read the credit position: credits available for new checks, credits held by running checks, and the recent log.',
    input: {},
    annotations: { readOnlyHint: true, openWorldHint: false },
    run: (backend) => backend.readUsage(),
  }),
  tool({
    name: 'get_capabilities',
    title: 'Read prices and limits',
    description:
      'Read what the service offers: credits per pass and per 250 words (to price a check before starting it), ' +
      'words per check, upload size, file types, languages, source-rule and rate limits.',
    input: {},
    annotations: { readOnlyHint: true, openWorldHint: false },
    run: (backend) => backend.readCapabilities(),
  }),
  tool({
    name: 'list_source_rules',
    title: 'List source rules',
    description: 'List the account\'s source rules (web sources every check excludes or is limited to) and the limits.',
    input: {},
    annotations: { readOnlyHint: true, openWorldHint: false },
    run: (backend) => backend.listSourceRules(),
  }),
  tool({
    name: 'add_source_rule',
    title: 'Add a source rule',
    description:
      'Add a rule to the account list. exclude drops matching sources from every check; once any include rule exists only ' +
      'matching sources are kept. Adding a rule that exists answers it with created false.',
    input: ruleInput,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    run: (backend, args) => backend.addSourceRule(args),
  }),
  tool({
    name: 'update_source_rule',
    title: 'Change a source rule',
    description: 'Change the mode, kind or value of a rule; its id stays. A change that duplicates another rule answers duplicate_source_rule.',
    input: { id: ruleId, mode: ruleMode.optional(), kind: ruleKind.optional(), value: ruleValue.optional() },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    run: (backend, { id, ...patch }) => backend.updateSourceRule(id, patch),
  }),
  tool({
    name: 'delete_source_rule',
    title: 'Delete a source rule',
    description: 'Delete one rule from the account list.',
    input: { id: ruleId },
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    run: (backend, args) => backend.deleteSourceRule(args.id),
  }),
  tool({
    name: 'replace_source_rules',
    title: 'Replace the source rules',
    description: 'Replace the whole account list. Rules sent with an id keep it; rules without get new ids; an empty list clears it.',
    input: {
      rules: z
        .array(z.object({ id: ruleId.optional(), ...ruleInput }))
        .describe(`The new list (up to ${limits.maxSourceRules} rules).`),
    },
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    run: (backend, args) => backend.replaceSourceRules(args.rules),
  }),
];

