import type { Db } from '../../db/client.js';
import type { PageMeta, SearchContext, SearchHit, SourceProvider } from '../sources/types.js';
import { documentsSharingHashes, readDocuments, searchDocuments, type CorpusDocument } from './corpus.repo.js';
import { searchHashes } from './corpusIndex.js';

export interface CorpusProviderOptions {
  /** planned queries per check */
  budget: number;
  /** documents per query */
  hitsPerQuery?: number;
  /** documents the whole-document lookup returns at most */
  maxSimilar?: number;
  /** a fingerprint hash stored for more documents than this is boilerplate, left out of the lookup */
  maxDocumentsPerHash?: number;
}

/** Words of a query that say most in a full-text search: the longest distinct ones. */
function queryWords(query: string): string[] {
  const words = [...new Set((query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 4))];
  return words.sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, 4);
}

/**
 * A tsquery that asks for any two of the query's four longest words. A paraphrase keeps few of its
 * source's words in order, but names, numbers and long terms tend to survive in pairs; asking
 * for pairs rather than single words keeps the search narrow as the corpus grows.
 */
export function corpusTsQuery(query: string): { words: string; filter: string } | null {
  const words = queryWords(query);
  if (!words.length) return null;
  if (words.length === 1) return { words: words[0]!, filter: words[0]! };
  const pairs: string[] = [];
  for (let i = 0; i < words.length; i++) for (let j = i + 1; j < words.length; j++) pairs.push(`(${words[i]} & ${words[j]})`);
  return { words: words.join(' | '), filter: pairs.join(' | ') };
}

const stringList = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') && v.length ? (v as string[]) : undefined;
const stringOf = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

function metaOf(doc: CorpusDocument): PageMeta {
  const m = doc.meta;
  const meta: PageMeta = {};
  const canonicalUrl = stringOf(m.canonicalUrl), siteName = stringOf(m.siteName), published = stringOf(m.published), doi = stringOf(m.doi);
  const authors = stringList(m.authors);
  if (canonicalUrl) meta.canonicalUrl = canonicalUrl;
  if (siteName) meta.siteName = siteName;
  if (published) meta.published = published;
  if (doi) meta.doi = doi;
  if (authors) meta.authors = authors;
  return meta;
}

/**
 * A hash held by more corpus documents than this is boilerplate to the fingerprint lookup (full-text
 * search can still find a passage copied that widely); it also bounds the rows read
 * per hash of the text.
 */
const DEFAULT_MAX_DOCUMENTS_PER_HASH = 1_000;

const toHit = (doc: CorpusDocument): SearchHit => ({ provider: 'corpus', url: doc.url, title: doc.title, text: doc.text, meta: metaOf(doc) });

/**
 * The local corpus as a source provider: operator-imported documents for every account, and an
 * account's own earlier submissions for that account only. Besides answering planned queries by
 * full-text search, it finds documents sharing fingerprint hashes with the whole text: one
 * indexed lookup that catches copies however the queries were planned.
 */
export class CorpusProvider implements SourceProvider {
  readonly name = 'corpus' as const;
  readonly budget: number;
  private readonly hitsPerQuery: number;
  private readonly maxSimilar: number;
  private readonly maxDocumentsPerHash: number;

  constructor(
    private readonly db: Db,
    options: CorpusProviderOptions,
    /** the check being searched: its own archived copy is never its source */
    private readonly exceptExternal?: string,
  ) {
    this.budget = options.budget;
    this.hitsPerQuery = options.hitsPerQuery ?? 3;
    this.maxSimilar = options.maxSimilar ?? 20;
    this.maxDocumentsPerHash = options.maxDocumentsPerHash ?? DEFAULT_MAX_DOCUMENTS_PER_HASH;
  }

  async search(query: string, ctx: SearchContext): Promise<SearchHit[]> {
    const tsquery = corpusTsQuery(query);
    if (!tsquery || ctx.signal.aborted) return [];
    const found = await searchDocuments(this.db, ctx.accountId, tsquery, {
      limit: this.hitsPerQuery,
      ...(this.exceptExternal ? { exceptExternal: this.exceptExternal } : {}),
    });
    return (await readDocuments(this.db, found.map((f) => f.id))).map(toHit);
  }

  /** Documents sharing at least two fingerprint hashes with the text, most shared first. */
  async similarTo(text: string, ctx: SearchContext): Promise<SearchHit[]> {
    const found = await documentsSharingHashes(this.db, ctx.accountId, searchHashes(text), {
      limit: this.maxSimilar,
      minShared: 2,
      maxDocumentsPerHash: this.maxDocumentsPerHash,
      ...(this.exceptExternal ? { exceptExternal: this.exceptExternal } : {}),
    });
    if (ctx.signal.aborted) return [];
    return (await readDocuments(this.db, found.map((f) => f.id))).map(toHit);
  }
}
