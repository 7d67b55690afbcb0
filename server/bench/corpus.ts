import { randomBytes } from 'node:crypto';
import { planQueries } from '@writecheck/workers/plagiarism/index';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createAccount } from '../src/accounts/accounts.service.js';
import { openDatabase } from '../src/db/client.js';
import { countDocuments, type CorpusDocumentInput } from '../src/plagiarism/corpus/corpus.repo.js';
import { importDocuments, type CorpusImportItem } from '../src/plagiarism/corpus/corpusImport.js';
import { CorpusProvider } from '../src/plagiarism/corpus/corpusProvider.js';

// pnpm bench:corpus — retrieval of a 1,000-word document from local corpora of 1,000, 10,000 and
// 100,000 generated documents on PostgreSQL, in one run: the 1,000-document corpus is the
// baseline the larger ones are compared with. Retrieval is what the plagiarism pass asks of the
// corpus per check: the whole-document fingerprint lookup plus one full-text search per planned
// query. Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
// BENCH_SIZES (default 1000,10000,100000), BENCH_REPEATS (default 7).

const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const repeats = Number(process.env.BENCH_REPEATS ?? 7);
const QUERIES = 12;

/** A small seeded generator (mulberry32): the same corpus every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A word model shaped like a language: 30,000 words drawn by Zipf's law, the frequent ones short
 * and the rare ones long, in sentences of 8 to 24 words.
 */
function wordModel(seed: number) {
  const rnd = random(seed);
  const syllables = 'ka to ri mea lun sor vel dan pi chu gre mos tal ne bri fo sta qui len har'.split(' ');
  const vocab: string[] = [];
  const taken = new Set<string>();
  while (vocab.length < 30_000) {
    const parts = 1 + Math.min(4, Math.floor(Math.log10(vocab.length + 10) - 0.5 + rnd() * 1.5));
    let w = '';
    for (let i = 0; i < parts; i++) w += syllables[Math.floor(rnd() * syllables.length)];
    if (!taken.has(w)) {
      taken.add(w);
      vocab.push(w);
    }
  }
  const cumulative: number[] = [];
  let total = 0;
  for (let r = 1; r <= vocab.length; r++) cumulative.push((total += 1 / r));
  const pick = (u: number) => {
    const x = u * total;
    let lo = 0, hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return vocab[lo]!;
  };
  return (words: number, draw: () => number): string => {
    const out: string[] = [];
    let sentence = 0, length = 8 + Math.floor(draw() * 16);
    for (let i = 0; i < words; i++) {
      let w = pick(draw());
      if (sentence === 0) w = w[0]!.toUpperCase() + w.slice(1);
      sentence++;
      if (sentence >= length || i === words - 1) {
        w += '.';
        sentence = 0;
        length = 8 + Math.floor(draw() * 16);
      }
      out.push(w);
    }
    return out.join(' ');
  };
}

const write = wordModel(1);
const docDraw = (i: number) => random(1_000_003 * (i + 1));
const documentText = (i: number) => {
  const draw = docDraw(i);
  return write(80 + Math.floor(draw() * 120), draw);
};

async function* generated(from: number, to: number): AsyncGenerator<CorpusImportItem> {
  for (let i = from; i < to; i++) {
    const doc: CorpusDocumentInput = { externalId: `gen-${i}`, url: `https://corpus.example/${i}`, title: `Document ${i}`, text: documentText(i) };
    yield { doc };
  }
}

/** 1,000 words: passages of three corpus documents (one from each size band) among new text. */
function queryDocument(): { text: string; sources: string[] } {
  const draw = random(99);
  const picks = [17, 4_321, 77_777];
  const parts: string[] = [write(250, draw)];
  for (const p of picks) {
    const words = documentText(p).split(' ');
    parts.push(words.slice(0, 60).join(' '));
    parts.push(write(190, draw));
  }
  const text = parts.join(' ');
  return { text: text.split(' ').slice(0, 1_000).join(' '), sources: picks.map((p) => `https://corpus.example/${p}`) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const name = `wc_bench_corpus_${randomBytes(4).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), maxConnections: 2 });
  const results: { documents: number; fingerprints: number; importMs: number; retrievalMs: number; fingerprintMs: number; searchMs: number; found: number }[] = [];
  try {
    const db = database.db;
    const account = await createAccount(db, {});
    const { text, sources } = queryDocument();
    const queries = planQueries(text, { budget: QUERIES });
    const corpus = new CorpusProvider(db, { budget: QUERIES });
    const ctx = { accountId: account.id, language: 'en', signal: new AbortController().signal };
    let have = 0;
    for (const size of sizes) {
      const started = Date.now();
      await importDocuments(db, generated(have, size), { batchSize: 1_000 });
      const importMs = Date.now() - started;
      have = size;
      // fresh statistics, as autovacuum would gather them on a corpus that grew over time
      await db.execute(sql`analyze corpus_documents, corpus_fingerprints`);
      const fingerprintTimes: number[] = [], searchTimes: number[] = [];
      let found = 0;
      for (let r = 0; r <= repeats; r++) {
        const t0 = performance.now();
        const similar = await corpus.similarTo(text, ctx);
        const t1 = performance.now();
        const hits = [];
        for (const q of queries) hits.push(...(await corpus.search(q.query, ctx)));
        const t2 = performance.now();
        if (r === 0) {
          // the first round warms the caches and is not timed
          const urls = new Set([...similar, ...hits].map((h) => h.url));
          found = sources.filter((s) => urls.has(s)).length;
          continue;
        }
        fingerprintTimes.push(t1 - t0);
        searchTimes.push(t2 - t1);
      }
      const counts = await countDocuments(db);
      const fingerprintMs = median(fingerprintTimes), searchMs = median(searchTimes);
      const row = {
        documents: counts.documents,
        fingerprints: counts.fingerprints,
        importMs,
        retrievalMs: Math.round((fingerprintMs + searchMs) * 10) / 10,
        fingerprintMs: Math.round(fingerprintMs * 10) / 10,
        searchMs: Math.round(searchMs * 10) / 10,
        found,
      };
      results.push(row);
      const baseline = results[0]!;
      console.log(
        `${String(row.documents).padStart(7)} documents  ${String(row.fingerprints).padStart(9)} hashes  import ${(importMs / 1000).toFixed(1)} s` +
          `  retrieval ${row.retrievalMs} ms (fingerprint ${row.fingerprintMs} + ${queries.length} searches ${row.searchMs})` +
          `  x${(row.retrievalMs / baseline.retrievalMs).toFixed(2)} of the ${baseline.documents}-document baseline` +
          `  sources found ${found}/${sources.filter((s) => Number(s.split('/').pop()) < size).length}`,
      );
    }
  } finally {
    await database.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  const first = results[0]!, last = results[results.length - 1]!;
  console.log(
    JSON.stringify({
      bench: 'corpus',
      queryWords: 1_000,
      plannedQueries: QUERIES,
      sizes: results,
      baselineDocuments: first.documents,
      growth: Math.round((last.retrievalMs / first.retrievalMs) * 100) / 100,
      goal: 3,
    }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
