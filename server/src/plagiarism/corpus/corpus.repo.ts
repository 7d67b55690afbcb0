import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

// The corpus's SQL. Bulk writes travel as one JSON document or two integer arrays per statement
// (a multi-row insert in one round trip), so an import of 100,000 documents makes a few hundred
// statements, and the same SQL runs on PostgreSQL and on PGlite.

export interface CorpusDocumentInput {
  externalId: string;
  url: string;
  title: string;
  text: string;
  meta?: Record<string, unknown>;
}

export interface CorpusDocument {
  id: number;
  accountId: string | null;
  externalId: string;
  url: string;
  title: string;
  text: string;
  meta: Record<string, unknown>;
}

/** postgres.js answers raw SQL with the rows; PGlite with `{rows}`. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Inserts documents, skipping those whose external id the same owner already holds.
 * Answers the new rows' ids by external id.
 */
export async function insertDocuments(
  db: Executor,
  accountId: string | null,
  docs: CorpusDocumentInput[],
): Promise<Map<string, number>> {
  if (!docs.length) return new Map();
  const payload = JSON.stringify(docs.map((d) => ({ e: d.externalId, u: d.url, t: d.title, x: d.text, m: d.meta ?? {} })));
  const rows = rowsOf<{ id: string | number; external_id: string }>(
    await db.execute(sql`
      insert into corpus_documents (account_id, external_id, url, title, text, meta)
      select ${accountId}::uuid, r.e, r.u, r.t, r.x, r.m
      from jsonb_to_recordset(${payload}::jsonb) as r(e text, u text, t text, x text, m jsonb)
      on conflict (coalesce(account_id, '00000000-0000-0000-0000-000000000000'::uuid), external_id) do nothing
      returning id, external_id`),
  );
  return new Map(rows.map((r) => [r.external_id, Number(r.id)]));
}

/** One statement for any number of (hash, document) pairs; each pair must be unique. */
export async function insertFingerprints(db: Executor, hashes: Int32Array | number[], documentIds: number[]): Promise<void> {
  if (!documentIds.length) return;
  const hashList = `{${Array.from(hashes).join(',')}}`;
  const idList = `{${documentIds.join(',')}}`;
  await db.execute(sql`
    insert into corpus_fingerprints (hash, document_id)
    select * from unnest(${hashList}::int[], ${idList}::bigint[])
    on conflict do nothing`);
}

/** Documents an account may read: the operator's and its own. */
const visibleTo = (accountId: string) => sql`(d.account_id is null or d.account_id = ${accountId}::uuid)`;

/**
 * The documents sharing the most fingerprint hashes with a text, best first. `exceptExternal`
 * leaves out the account's copy of the very check being searched. A hash stored for more than
 * `maxDocumentsPerHash` documents (boilerplate: licences, disclaimers, stock phrases) is ignored:
 * it says nothing about which document was copied, and its posting list could be any length.
 * Documents are counted over the whole corpus, other accounts' submissions included, and each
 * hash's list is read no further than one row past the bound, whatever its length.
 */
export async function documentsSharingHashes(
  db: Executor,
  accountId: string,
  hashes: number[],
  options: { limit: number; minShared: number; maxDocumentsPerHash: number; exceptExternal?: string },
): Promise<{ id: number; shared: number }[]> {
  if (!hashes.length) return [];
  const hashList = `{${[...new Set(hashes)].join(',')}}`;
  const except = options.exceptExternal ? sql`and not (d.account_id is not null and d.external_id = ${options.exceptExternal})` : sql``;
  const rows = rowsOf<{ id: string | number; shared: number }>(
    await db.execute(sql`
      select p.document_id as id, count(*)::int as shared
      from unnest(${hashList}::int[]) as h(hash)
      cross join lateral (
        select capped.document_id, count(*) over () as documents
        from (select f.document_id from corpus_fingerprints f where f.hash = h.hash limit ${options.maxDocumentsPerHash + 1}) capped
      ) p
      join corpus_documents d on d.id = p.document_id
      where p.documents <= ${options.maxDocumentsPerHash} and ${visibleTo(accountId)} ${except}
      group by p.document_id
      having count(*) >= ${options.minShared}
      order by shared desc, p.document_id
      limit ${options.limit}`),
  );
  return rows.map((r) => ({ id: Number(r.id), shared: Number(r.shared) }));
}

/**
 * Full-text search, best ranked first: documents holding any word of `words` (what the index
 * answers) that also satisfy `filter`. Asking the index for the plain disjunction keeps the
 * planner's estimate of the GIN scan small, so it uses the index at every corpus size.
 */
export async function searchDocuments(
  db: Executor,
  accountId: string,
  query: { words: string; filter: string },
  options: { limit: number; exceptExternal?: string },
): Promise<{ id: number; rank: number }[]> {
  const except = options.exceptExternal ? sql`and not (d.account_id is not null and d.external_id = ${options.exceptExternal})` : sql``;
  const rows = rowsOf<{ id: string | number; rank: number }>(
    await db.execute(sql`
      select d.id, ts_rank(d.search, q) as rank
      from corpus_documents d, to_tsquery('simple'::regconfig, ${query.filter}) q
      where d.search @@ to_tsquery('simple'::regconfig, ${query.words}) and d.search @@ q and ${visibleTo(accountId)} ${except}
      order by rank desc, d.id
      limit ${options.limit}`),
  );
  return rows.map((r) => ({ id: Number(r.id), rank: Number(r.rank) }));
}

export async function readDocuments(db: Executor, ids: number[]): Promise<CorpusDocument[]> {
  if (!ids.length) return [];
  const rows = rowsOf<{ id: string | number; account_id: string | null; external_id: string; url: string; title: string; text: string; meta: unknown }>(
    await db.execute(sql`
      select id, account_id, external_id, url, title, text, meta from corpus_documents
      where id = any(${`{${ids.join(',')}}`}::bigint[])`),
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const meta = typeof r.meta === 'string' ? (JSON.parse(r.meta) as Record<string, unknown>) : ((r.meta ?? {}) as Record<string, unknown>);
    return [{ id, accountId: r.account_id, externalId: r.external_id, url: r.url, title: r.title, text: r.text, meta }];
  });
}

export async function countDocuments(db: Executor): Promise<{ documents: number; fingerprints: number }> {
  const [row] = rowsOf<{ documents: string | number; fingerprints: string | number }>(
    await db.execute(sql`select (select count(*) from corpus_documents) as documents, (select count(*) from corpus_fingerprints) as fingerprints`),
  );
  return { documents: Number(row?.documents ?? 0), fingerprints: Number(row?.fingerprints ?? 0) };
}

/**
 * Merges the full-text index's pending list into the index proper. After a bulk import the list
 * holds every new document unsorted, and each search would read all of it until autovacuum ran.
 */
export async function settleSearchIndex(db: Executor): Promise<void> {
  await db.execute(sql`select gin_clean_pending_list('corpus_documents_search_idx'::regclass)`);
}
