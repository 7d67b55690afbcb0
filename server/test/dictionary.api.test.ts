import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceFailure } from '@writecheck/shared';
import { accountWords } from '../src/db/schema.js';
import { dictionaryLimits } from '../src/dictionary/acceptedWord.js';
import { addDictionaryWord, listDictionary, removeDictionaryWord } from '../src/dictionary/dictionary.service.js';
import { startCheckWorker } from '../src/process/worker.js';
import { backends, bearer, roomyAccountWithKey, startTestServer, type TestServer } from './harness.js';

// An account's dictionary of accepted words: stored per account, refused when it is
// no word, and applied to the spelling findings of that account's checks only.

const grammarOnly = { plagiarism: false, grammarSpelling: true, citations: false, aiContent: false, style: false };
const TEXT =
  'Our team tuned the flurbix pipeline last week, and the flurbix’s cache now answers twice as fast as before. ' +
  'The nightly reports arrive before breakfast, the support queue is shorter, and nobody has to restart the servers by hand any more. ' +
  'We will keep measuring the results over the coming month and share a longer summary with the whole department.';

async function refusal(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ServiceFailure);
  return (err as ServiceFailure).code;
}

describe.each(backends)('the accepted-words dictionary on %s', (backend) => {
  let t: TestServer;
  let a: Awaited<ReturnType<typeof roomyAccountWithKey>>;
  let b: Awaited<ReturnType<typeof roomyAccountWithKey>>;

  beforeAll(async () => {
    t = await startTestServer(backend);
    a = await roomyAccountWithKey(t.svc);
    b = await roomyAccountWithKey(t.svc);
    // a cold worker loads the dictionaries past the instant check's time limit
    await t.svc.host.run('instantCheck', ['A warm-up sentence.', { register: 'general', wordCount: 3 }], { timeoutMs: 120_000 });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('adds, lists and removes words, one entry per word in any case', async () => {
    expect(await addDictionaryWord(t.svc.db, a.accountId, '  Flurbix ')).toEqual({ word: 'Flurbix', created: true });
    expect(await addDictionaryWord(t.svc.db, a.accountId, 'FLURBIX')).toEqual({ word: 'FLURBIX', created: false });
    expect(await addDictionaryWord(t.svc.db, a.accountId, "O'Neill-Żółć")).toMatchObject({ created: true });
    const listing = await listDictionary(t.svc.db, a.accountId);
    expect(listing.words.map((w) => w.word)).toEqual(['Flurbix', "O'Neill-Żółć"]);
    expect(listing).toMatchObject({ count: 2, limits: dictionaryLimits });
    expect((await listDictionary(t.svc.db, b.accountId)).count).toBe(0);
    expect(await removeDictionaryWord(t.svc.db, a.accountId, "o'neill-żółć")).toEqual({ word: "o'neill-żółć", removed: true });
    expect(await removeDictionaryWord(t.svc.db, a.accountId, 'never-added')).toMatchObject({ removed: false });
    expect((await listDictionary(t.svc.db, a.accountId)).words.map((w) => w.word)).toEqual(['Flurbix']);
    await removeDictionaryWord(t.svc.db, a.accountId, 'flurbix');
  });

  it('refuses what is no word, and ids that are no account', async () => {
    const hostile = ['', '   ', 'two words', 'x'.repeat(65), 'abc1', '<script>', "'quoted'", 'semi;colon', 'a\u0000b', 'ünïcödé\u202e', '-dash', 'drop table;--'];
    for (const word of hostile) expect(await refusal(addDictionaryWord(t.svc.db, a.accountId, word))).toBe('invalid_body');
    expect(await refusal(addDictionaryWord(t.svc.db, 'not-a-uuid', 'word'))).toBe('not_found');
    expect(await refusal(addDictionaryWord(t.svc.db, '00000000-0000-4000-8000-000000000000', 'word'))).toBe('not_found');
    expect(await refusal(listDictionary(t.svc.db, "'; drop table accounts; --"))).toBe('not_found');
    expect((await listDictionary(t.svc.db, a.accountId)).count).toBe(0);
  });

  it('holds at most the limit of words, yet answers a word it has', async () => {
    const full = await roomyAccountWithKey(t.svc);
    const rows = Array.from({ length: dictionaryLimits.maxWords }, (_, i) => {
      // four letters spell 26^4 distinct words: i written in base 26 with a..z as digits
      const word = [0, 1, 2, 3].map((p) => String.fromCharCode(97 + (Math.floor(i / 26 ** p) % 26))).join('');
      return { accountId: full.accountId, word, folded: word };
    });
    for (let i = 0; i < rows.length; i += 1000) await t.svc.db.insert(accountWords).values(rows.slice(i, i + 1000));
    expect(await refusal(addDictionaryWord(t.svc.db, full.accountId, 'onemore'))).toBe('rule_limit_reached');
    expect(await addDictionaryWord(t.svc.db, full.accountId, rows[0]!.word.toUpperCase())).toMatchObject({ created: false });
  });

  it("keeps an accepted word out of that account's spelling findings, and only that account's", async () => {
    const spelled = (issues: { category: string; original: { text: string } }[]) =>
      issues.filter((i) => i.category === 'spelling').map((i) => i.original.text.toLowerCase());
    const create = async (key: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/v1/checks', headers: bearer(key), payload: { text: TEXT, options: grammarOnly } });
      expect(res.statusCode).toBe(202);
      return res.json().id as string;
    };
    const read = async (key: string, id: string) => (await t.app.inject({ url: `/v1/checks/${id}`, headers: bearer(key) })).json();

    const before = await create(a.key);
    expect(spelled((await read(a.key, before)).instant.issues)).toEqual(['flurbix', 'flurbix’s']);

    await addDictionaryWord(t.svc.db, a.accountId, 'Flurbix');
    const after = await create(a.key);
    expect(spelled((await read(a.key, after)).instant.issues)).toEqual([]);
    const other = await create(b.key);
    expect(spelled((await read(b.key, other)).instant.issues)).toEqual(['flurbix', 'flurbix’s']);

    const worker = startCheckWorker(t.svc, 'dictionary-worker');
    try {
      for (const [key, id] of [[a.key, before], [a.key, after], [b.key, other]] as const) {
        const deadline = Date.now() + 120_000;
        while ((await read(key, id)).status !== 'done') {
          if (Date.now() > deadline) throw new Error(`check ${id} did not finish`);
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    } finally {
      await worker.stop();
    }
    // the full report reads the dictionary as it is when the check runs
    expect(spelled((await read(a.key, after)).report.issues)).toEqual([]);
    expect(spelled((await read(a.key, before)).report.issues)).toEqual([]);
    expect(spelled((await read(b.key, other)).report.issues)).toEqual(['flurbix', 'flurbix’s']);
  }, 300_000);
});
