import { compileSourceRules, type NormalisedSourceRule } from '@writecheck/shared/sourceRules';
import type { Passage, PlannedQuery } from '@writecheck/workers/plagiarism/index';
import type { LiveLog } from '../../runner/liveLog.js';
import type { CorpusProvider } from '../corpus/corpusProvider.js';
import { isRefusal, type PageFetcher, type PageMeta, type SearchContext, type SearchHit, type SourceProvider } from '../sources/types.js';
import type { AlignedSource } from './plagiarismReport.js';
import { domainOf, textIdentity } from './sourceIdentity.js';

export interface GatherInput {
  text: string;
  queries: PlannedQuery[];
  rules: NormalisedSourceRule[];
  ctx: SearchContext;
}

export interface GatherDeps {
  corpus: CorpusProvider;
  providers: SourceProvider[];
  fetcher: PageFetcher;
  live: LiveLog;
  /** Aligns the text with one source's text (in a worker thread). */
  align(source: string): Promise<Passage[]>;
  /** Writes the live log out, so a poller sees the search as it goes. */
  flush(): Promise<void>;
  maxPages: number;
  maxSources: number;
}

export interface Gathered {
  aligned: AlignedSource[];
  /** Distinct addresses source rules removed (`meta.sourcesExcludedByRules`). */
  excludedByRules: number;
}

interface Candidate {
  url: string;
  canonicalUrl: string;
  domain: string;
  title: string;
  text: string;
  meta: PageMeta;
  alternates: string[];
}

/**
 * Finds the sources of a text: the local corpus by fingerprint, then each provider's planned
 * queries within its budget, skipping queries whose passage is already matched. Every address
 * passes the source rules before it is read or aligned; pages without text are fetched; the same
 * text at several addresses becomes one source with alternates. Provider and fetch failures
 * cost only their own hit.
 */
export async function gatherSources(input: GatherInput, deps: GatherDeps): Promise<Gathered> {
  const { live } = deps;
  const rules = compileSourceRules(input.rules);
  const excluded = new Set<string>();
  const seenUrls = new Set<string>();
  const byIdentity = new Map<string, Candidate>();
  const aligned = new Map<Candidate, AlignedSource>();
  const covered: [number, number][] = [];
  let fetched = 0;

  const allowed = (url: string): boolean => {
    if (rules.decide(url).kept) return true;
    excluded.add(url);
    return false;
  };

  async function consider(hit: SearchHit): Promise<void> {
    // The cap counts every distinct text compared, matched or not: each costs an alignment.
    if (seenUrls.has(hit.url) || byIdentity.size >= deps.maxSources || input.ctx.signal.aborted) return;
    seenUrls.add(hit.url);
    if (!allowed(hit.url)) return;
    let candidate: Candidate;
    if (hit.text !== undefined) {
      candidate = {
        url: hit.url,
        canonicalUrl: hit.meta?.canonicalUrl ?? hit.url,
        domain: domainOf(hit.url),
        title: hit.title,
        text: hit.text,
        meta: hit.meta ?? {},
        alternates: [],
      };
    } else {
      if (fetched >= deps.maxPages) return;
      fetched++;
      const page = await deps.fetcher.fetch(hit.url, input.ctx.signal);
      const domain = domainOf(hit.url);
      if (isRefusal(page)) {
        live.add('fetch', `Could not read ${domain}: ${page.message}`, { url: hit.url, domain });
        return;
      }
      live.live.pagesFetched++;
      live.add('fetch', `Read ${page.domain}`, { url: page.finalUrl, domain: page.domain });
      // A redirect or a canonical link may lead somewhere the rules exclude.
      if (page.finalUrl !== hit.url && !allowed(page.finalUrl)) return;
      if (page.canonicalUrl !== hit.url && page.canonicalUrl !== page.finalUrl && !allowed(page.canonicalUrl)) return;
      candidate = {
        url: hit.url,
        canonicalUrl: page.canonicalUrl,
        domain: page.domain.replace(/^www\./, ''),
        title: page.title || hit.title,
        text: page.text,
        meta: { ...hit.meta, ...page.meta },
        alternates: [],
      };
    }
    if (!candidate.text.trim()) return;
    const identity = textIdentity(candidate.text);
    const same = byIdentity.get(identity) ?? [...byIdentity.values()].find((c) => c.canonicalUrl === candidate.canonicalUrl);
    if (same) {
      // The aligned source shares this array: an alternate found later still reaches the report.
      if (same.url !== candidate.url && !same.alternates.includes(candidate.url)) same.alternates.push(candidate.url);
      return;
    }
    byIdentity.set(identity, candidate);
    let passages: Passage[];
    try {
      passages = await deps.align(candidate.text);
    } catch {
      // A page the aligner cannot read in time (or at all) costs only itself.
      live.add('fetch', `Could not compare ${candidate.domain}`, { url: candidate.url, domain: candidate.domain });
      return;
    }
    if (!passages.length) return;
    aligned.set(candidate, { ...candidate, alternates: candidate.alternates, passages });
    for (const p of passages) if (p.verdict !== 'quoted') covered.push([p.suspStart, p.suspStart + p.suspLength]);
    live.live.found.push({ url: candidate.url, domain: candidate.domain, title: candidate.title });
    live.add('match', `Found ${passages.length} matching passage${passages.length === 1 ? '' : 's'} in ${candidate.domain}`, {
      url: candidate.url,
      domain: candidate.domain,
    });
  }

  const isCovered = (q: PlannedQuery) => covered.some(([a, b]) => a <= q.start && q.end <= b);

  // The whole document against the corpus's fingerprints: one indexed lookup.
  live.live.searchesUsed++;
  live.add('search', 'Searched the local corpus for shared passages');
  for (const hit of await deps.corpus.similarTo(input.text, input.ctx)) await consider(hit);
  await deps.flush();

  for (const provider of [deps.corpus, ...deps.providers]) {
    let asked = 0;
    for (const q of input.queries) {
      if (asked >= provider.budget || input.ctx.signal.aborted) break;
      if (isCovered(q)) continue;
      asked++;
      live.live.searchesUsed++;
      const where = provider.name === 'corpus' ? 'the local corpus' : provider.name === 'wikipedia' ? 'Wikipedia' : 'the web';
      live.add(provider.name === 'wikipedia' ? 'wikipedia' : 'search', `Searched ${where} for “${q.query}”`);
      let hits: SearchHit[] = [];
      try {
        hits = await provider.search(q.query, input.ctx);
      } catch {
        // A provider that breaks costs its own answer; the others go on.
        continue;
      }
      for (const hit of hits) await consider(hit);
      await deps.flush();
    }
  }
  return { aligned: [...aligned.values()], excludedByRules: excluded.size };
}
