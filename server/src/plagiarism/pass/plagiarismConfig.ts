import { z } from 'zod';
import type { Env } from '../web/envSettings.js';

/** What the plagiarism pass reads from the environment (README, "Plagiarism sources"). */
export interface PlagiarismConfig {
  /** The variables the web providers, the fetcher and the rewrite endpoint read. */
  env: Env;
  /** Planned queries the local corpus answers per check. */
  corpusBudget: number;
  /** Pages fetched per check at most. */
  maxPages: number;
  /** Distinct source texts compared per check at most (each costs an alignment). */
  maxSources: number;
  /** Matches offered a rephrase per check at most (each is one call to the rewrite endpoint). */
  maxRephrases: number;
}

const count = (fallback: number, max: number) => z.coerce.number().int().min(0).max(max).default(fallback);
const schema = z.object({
  WRITECHECK_CORPUS_BUDGET: count(8, 100),
  WRITECHECK_SOURCES_MAX_PAGES: count(20, 200),
  WRITECHECK_SOURCES_MAX: count(60, 300),
  WRITECHECK_REPHRASE_MAX: count(10, 100),
});

const SOURCE_VARIABLES = /^(WRITECHECK_(WIKIPEDIA|SEARXNG|SEARCH|FETCH|REWRITE)_|BRAVE_SEARCH_|LOG_LEVEL$)/;

export function loadPlagiarismConfig(env: Env): PlagiarismConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  return {
    env: Object.fromEntries(Object.entries(env).filter(([k]) => SOURCE_VARIABLES.test(k))),
    corpusBudget: e.WRITECHECK_CORPUS_BUDGET,
    maxPages: e.WRITECHECK_SOURCES_MAX_PAGES,
    maxSources: e.WRITECHECK_SOURCES_MAX,
    maxRephrases: e.WRITECHECK_REPHRASE_MAX,
  };
}
