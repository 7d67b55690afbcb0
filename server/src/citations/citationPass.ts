import { checkCitations, citationScore } from '@writecheck/workers/citations/index';
import type { CheckCitationsOptions, CheckCitationsResult } from '@writecheck/workers/citations/types';
import { type CrossrefOptions, verifyReferences } from './crossref.js';

/**
 * The citation pass as the check runner runs it: the pure check from `workers`, then, when a
 * Crossref endpoint is configured, the look-up of each reference's DOI. The score counts both.
 */
export async function runCitationPass(
  text: string,
  opts: CheckCitationsOptions,
  crossref: CrossrefOptions | undefined,
): Promise<CheckCitationsResult> {
  const result = checkCitations(text, opts);
  if (!crossref || !result.bibliography) return result;
  const verified = await verifyReferences(text, result.bibliography.entries, opts.style, crossref);
  if (verified.issues.length === 0) return result;
  const issues = [...result.issues, ...verified.issues].sort((a, b) => a.original.start - b.original.start);
  return { ...result, issues, score: citationScore(issues, result.citationCount, result.bibliography.entries.length) };
}
