import { fingerprintDocument, shingles } from '@writecheck/workers/plagiarism/index';
import type { Db } from '../../db/client.js';
import { insertDocuments, insertFingerprints, type CorpusDocumentInput } from './corpus.repo.js';

/**
 * Winnowing window of the stored fingerprints: a copy of 5 + 8 - 1 = 12 words always shares a
 * stored hash, and the table holds about 2 / 9 of a document's shingles.
 */
const CORPUS_WINDOW = 8;

/** The distinct winnowed hashes of a document, as the signed integers the corpus stores. */
export function corpusHashes(text: string): number[] {
  return [...new Set(fingerprintDocument(text, { window: CORPUS_WINDOW }).hashes.map((h) => h.hash | 0))];
}

/**
 * Every shingle hash of a text being searched. Looking up all of them rather than a winnowed
 * selection finds any stored hash inside a shared run, so a shorter copy is found too.
 */
export function searchHashes(text: string): number[] {
  return [...new Set(shingles(text).map((h) => h.hash | 0))];
}

/**
 * Adds one batch of documents and their fingerprints in one transaction (all or nothing);
 * documents whose external id the owner already holds are skipped. Answers how many were new.
 */
export async function indexDocuments(db: Db, accountId: string | null, docs: CorpusDocumentInput[]): Promise<number> {
  if (!docs.length) return 0;
  // Hashing is the costly part: done before the transaction opens, so it stays short.
  const hashed = new Map(docs.map((d) => [d.externalId, corpusHashes(d.text)]));
  return db.transaction(async (tx) => {
    const ids = await insertDocuments(tx, accountId, docs);
    const hashes: number[] = [];
    const owners: number[] = [];
    for (const [externalId, id] of ids) {
      for (const h of hashed.get(externalId) ?? []) {
        hashes.push(h);
        owners.push(id);
      }
    }
    await insertFingerprints(tx, hashes, owners);
    return ids.size;
  });
}
