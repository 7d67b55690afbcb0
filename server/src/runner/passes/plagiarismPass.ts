import type { CitationStyle, ReportSource } from '@writecheck/shared';
import { countWords } from '@writecheck/shared/wordCount';
import { CorpusProvider } from '../../plagiarism/corpus/corpusProvider.js';
import { submissionId } from '../../plagiarism/corpus/submissions.js';
import { fallbackCitation, referenceOf } from '../../plagiarism/pass/citationText.js';
import { gatherSources } from '../../plagiarism/pass/gatherSources.js';
import { citeIssues, rephraseIssues, type SourceCitations } from '../../plagiarism/pass/plagiarismIssues.js';
import { buildPlagiarismParts } from '../../plagiarism/pass/plagiarismReport.js';
import { passSourcesFor } from '../../plagiarism/pass/webSources.js';
import type { Services } from '../../services.js';
import { LiveLog } from '../liveLog.js';
import type { Pass } from './types.js';

const STYLES: CitationStyle[] = ['APA', 'MLA', 'Chicago'];
const ALIGN_TIMEOUT_MS = 60_000;

async function citationsOf(svc: Services, sources: ReportSource[]): Promise<SourceCitations> {
  const out: SourceCitations = new Map();
  for (const source of sources) {
    const ref = referenceOf(source);
    const entry = {} as Record<CitationStyle, string>;
    for (const style of STYLES) {
      const formatted = await svc.host.run('formatCitation', [[{ ref }], style], { timeoutMs: 30_000 }).catch(() => undefined);
      entry[style] = formatted ?? fallbackCitation(source, style);
    }
    out.set(source.id, entry);
  }
  return out;
}

/**
 * Plagiarism: finds the text's sources in the local corpus and through the configured web
 * providers, aligns each in a worker thread, and builds spans, matches, sources and the
 * quote-and-cite (and, with a rewrite endpoint, rephrase) issues. A text without words has
 * nothing to search: it is reported unchecked and plagiarism is not billed.
 */
export const plagiarismPass: Pass = {
  label: 'Searching the web',
  billedAs: ['plagiarism'],
  wanted: (input) => input.options.plagiarism,
  async run(svc, input, ctx) {
    const live = ctx?.live ?? new LiveLog(Date.now());
    const signal = ctx?.signal ?? new AbortController().signal;
    const flush = ctx?.flush ?? (async () => {});
    const text = input.text;
    if (countWords(text) === 0) {
      const parts = buildPlagiarismParts(text, [], false);
      return {
        issues: [],
        report: parts.report,
        scores: { plagiarism: parts.report.similarityScore },
        plagiarism: { composition: null, sourcesExcludedByRules: 0, findings: { sources: [], matches: [] } },
        applied: false,
      };
    }
    const config = svc.config.plagiarism;
    const web = passSourcesFor(config, svc.host);
    const corpus = new CorpusProvider(svc.db, { budget: config.corpusBudget }, submissionId(input.checkId));
    const budget = Math.max(corpus.budget, ...web.providers.map((p) => p.budget));
    // Code has no sentences worth a search engine's time; the corpus fingerprint still reads it.
    const queries = input.contentType === 'code' ? [] : await svc.host.run('planQueries', [text, { budget }], { timeoutMs: ALIGN_TIMEOUT_MS });
    live.add('plan', `Planned ${queries.length} search${queries.length === 1 ? '' : 'es'}`);
    await flush();

    const align = (source: string) => svc.host.run('alignPassages', [text, source], { timeoutMs: ALIGN_TIMEOUT_MS });
    const gathered = await gatherSources(
      { text, queries, rules: input.sourceRules, ctx: { accountId: input.accountId, language: input.language, signal } },
      { corpus, providers: web.providers, fetcher: web.fetcher, live, align, flush, maxPages: config.maxPages, maxSources: config.maxSources },
    );
    const parts = buildPlagiarismParts(text, gathered.aligned);
    const { sources, matches } = parts.report;
    const issues = citeIssues(matches, sources, await citationsOf(svc, sources), input.citationStyle);
    if (web.rephraser) {
      const sourceText = new Map(sources.map((s) => [s.id, gathered.aligned.find((a) => a.url === s.url)!.text]));
      issues.push(
        ...(await rephraseIssues(matches, sources, {
          rephraser: web.rephraser,
          realign: (rewrite, sourceId) => svc.host.run('alignPassages', [rewrite, sourceText.get(sourceId)!], { timeoutMs: ALIGN_TIMEOUT_MS }),
          language: input.language,
          register: input.options.register,
          signal,
          max: config.maxRephrases,
        })),
      );
    }
    live.add('score', `Similarity ${parts.report.similarityScore}% across ${sources.length} source${sources.length === 1 ? '' : 's'}`);
    return {
      issues,
      report: parts.report,
      scores: { plagiarism: parts.report.similarityScore },
      plagiarism: {
        composition: parts.composition,
        sourcesExcludedByRules: gathered.excludedByRules,
        findings: {
          sources,
          matches: parts.report.spans.flatMap((s) =>
            s.sourceId !== undefined ? [{ start: s.start, end: s.end, sourceId: s.sourceId, verdict: s.verdict }] : [],
          ),
        },
      },
    };
  },
};
