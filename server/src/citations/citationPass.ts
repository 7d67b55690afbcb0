import { citationScore } from '@writecheck/workers/citations/index';
import type { CheckCitationsResult } from '@writecheck/workers/citations/types';
import type { CitationStyle } from '@writecheck/shared';
import { type CrossrefOptions, verifyReferences } from './crossref.js';

/**
 * The network half of the citation pass: after the pure check (run in a worker
 * thread), the look-up of each reference's DOI when a Crossref endpoint is configured.
 * The score counts the findings of both.
 */
export async function addReferenceChecks(
  text: string,
  result: CheckCitationsResult,
  style: CitationStyle,
  crossref: CrossrefOptions | undefined,
): Promise<CheckCitationsResult> {
  if (!crossref || !result.bibliography) return result;
  const verified = await verifyReferences(text, result.bibliography.entries, style, crossref);
  if (verified.issues.length === 0) return result;
  const issues = [...result.issues, ...verified.issues].sort((a, b) => a.original.start - b.original.start);
  return { ...result, issues, score: citationScore(issues, result.citationCount, result.bibliography.entries.length) };
}
