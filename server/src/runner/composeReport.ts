import { issueSchema, reportSchema, type Issue, type Report } from '@writecheck/shared';
import type { PassResult } from './passes/types.js';

export interface DocumentFacts {
  text: string;
  wordCount: number;
  languages: string[];
  locale: string;
  contentType: 'prose' | 'code' | 'mixed';
}

export interface RanPass {
  reportsTo?: 'language' | 'aiContent' | undefined;
  result: PassResult | null;
}

/**
 * The report of a check from its document and what its passes produced. Without the
 * plagiarism pass no word was checked against sources: coverage and checkedWords are 0,
 * similarity 0 and originality 100; every other pass that did not run has a null score.
 */
export function composeReport(doc: DocumentFacts, ran: RanPass[], durationMs: number): Report {
  const issues: Issue[] = [];
  const scores: Report['scores'] = { plagiarism: 0, citation: null, grammarSpelling: null, aiContent: null, clarity: null };
  const passes: Partial<Record<'language' | 'aiContent', 'ok' | 'partial' | 'failed'>> = {};
  let extra: PassResult['report'] = {};
  let sourcesExcludedByRules = 0;
  for (const { reportsTo, result } of ran) {
    if (reportsTo) passes[reportsTo] = result ? (result.state ?? 'ok') : 'failed';
    if (!result) continue;
    issues.push(...result.issues.map((i) => issueSchema.parse(i)));
    Object.assign(scores, result.scores);
    extra = { ...extra, ...result.report };
    if (result.plagiarism) sourcesExcludedByRules = result.plagiarism.sourcesExcludedByRules;
  }
  issues.sort((a, b) => a.original.start - b.original.start || a.original.end - b.original.end);
  return reportSchema.parse({
    status: 'done',
    text: doc.text,
    partial: ran.some((r) => r.result === null),
    contentType: doc.contentType,
    languages: doc.languages,
    locale: doc.locale,
    wordCount: doc.wordCount,
    checkedWords: 0,
    originalityScore: 100,
    similarityScore: 0,
    coverage: 0,
    issues,
    scores,
    ...(passes.language && passes.aiContent ? { passes: { language: passes.language, aiContent: passes.aiContent } } : {}),
    ...extra,
    meta: { durationMs, sourcesExcludedByRules },
  });
}
