import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../src/accounts/accounts.service.js';
import { documentsSharingHashes, insertDocuments, insertFingerprints } from '../src/plagiarism/corpus/corpus.repo.js';
import { backends, createTestDatabase, type TestDatabase } from './harness.js';

// The fingerprint lookup leaves out hashes stored for more documents than its bound, on both
// databases. Hashes are set by hand so that each one's document count is known exactly:
// 1 to 10 are boilerplate every one of eight documents holds, 100 to 103 belong to one source.

const BOILERPLATE = Array.from({ length: 10 }, (_, i) => i + 1);
const SOURCE_ONLY = [100, 101, 102, 103];
const SHARERS = 8;

for (const backend of backends) {
  describe(`the fingerprint lookup's bound on common hashes (${backend})`, () => {
    let db: TestDatabase;
    let accountId: string;
    let ids: number[];

    beforeAll(async () => {
      db = await createTestDatabase(backend);
      const d = db.database.db;
      accountId = (await createAccount(d, {})).id;
      const docs = Array.from({ length: SHARERS }, (_, i) => ({ externalId: `doc-${i}`, url: `https://example.org/${i}`, title: `Document ${i}`, text: `Text ${i}` }));
      const byExternal = await insertDocuments(d, null, docs);
      ids = docs.map((doc) => byExternal.get(doc.externalId)!);
      const hashes: number[] = [];
      const owners: number[] = [];
      for (const id of ids) for (const hash of BOILERPLATE) (hashes.push(hash), owners.push(id));
      for (const hash of SOURCE_ONLY) (hashes.push(hash), owners.push(ids[3]!));
      // Negative hashes are stored as they are (unsigned 32-bit hashes become signed integers).
      hashes.push(-5, -6);
      owners.push(ids[5]!, ids[5]!);
      await insertFingerprints(d, hashes, owners);
    });
    afterAll(() => db.drop());

    const lookUp = (hashes: number[], maxDocumentsPerHash: number) =>
      documentsSharingHashes(db.database.db, accountId, hashes, { limit: 20, minShared: 2, maxDocumentsPerHash });

    it('uses a hash held by as many documents as the bound, and ignores one held by more', async () => {
      const atBound = await lookUp(BOILERPLATE, SHARERS);
      expect(atBound.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(atBound.every((row) => row.shared === BOILERPLATE.length)).toBe(true);
      expect(await lookUp(BOILERPLATE, SHARERS - 1)).toEqual([]);
    });

    it('still finds the source of a text made mostly of boilerplate, by its rare hashes alone', async () => {
      expect(await lookUp([...BOILERPLATE, ...SOURCE_ONLY], 5)).toEqual([{ id: ids[3], shared: SOURCE_ONLY.length }]);
      // Without the bound the boilerplate ties every document with the source.
      const unbounded = await lookUp([...BOILERPLATE, ...SOURCE_ONLY], 1_000);
      expect(unbounded[0]).toEqual({ id: ids[3], shared: BOILERPLATE.length + SOURCE_ONLY.length });
      expect(unbounded).toHaveLength(SHARERS);
    });

    it('counts rare hashes as before, negative ones and repeats in the text included', async () => {
      expect(await lookUp([-5, -6, -6, 999], 1)).toEqual([{ id: ids[5], shared: 2 }]);
      expect(await lookUp([999, 998], 1)).toEqual([]);
    });
  });
}
