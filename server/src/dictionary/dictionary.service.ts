import { ServiceFailure } from '@writecheck/shared';
import { lockAccount } from '../accounts/accounts.repo.js';
import type { Db, Executor } from '../db/client.js';
import { dictionaryLimits, foldWord, normaliseAcceptedWord } from './acceptedWord.js';
import { countWords, deleteWord, hasWord, insertWord, listWords } from './accountWords.repo.js';

// An account's dictionary of accepted words: the language passes do not report
// them as misspellings. Reached from the web app and the CLI, not from /v1.

export interface DictionaryListing {
  words: { word: string; createdAt: string }[];
  count: number;
  limits: typeof dictionaryLimits;
}

// An id that is no account id names no account (and never reaches the database's uuid type).
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requireAccountId(accountId: string): string {
  if (!uuidShape.test(accountId)) throw new ServiceFailure('not_found', 'no such account');
  return accountId;
}

export async function listDictionary(db: Executor, accountId: string): Promise<DictionaryListing> {
  requireAccountId(accountId);
  const words = (await listWords(db, accountId)).map((r) => ({ word: r.word, createdAt: r.createdAt.toISOString() }));
  return { words, count: words.length, limits: dictionaryLimits };
}

/** The words as the linter takes them (it compares case-insensitively). */
export async function acceptedWordsOf(db: Executor, accountId: string): Promise<string[]> {
  if (!uuidShape.test(accountId)) return [];
  return (await listWords(db, accountId)).map((r) => r.word);
}

/** Adds a word; one the account has already (in any case) answers created: false. */
export async function addDictionaryWord(db: Db, accountId: string, raw: string): Promise<{ word: string; created: boolean }> {
  requireAccountId(accountId);
  const { word, folded } = normaliseAcceptedWord(raw);
  return db.transaction(async (tx) => {
    if (!(await lockAccount(tx, accountId))) throw new ServiceFailure('not_found', 'no such account');
    // a word already there is no new entry, so a full dictionary does not refuse it
    if ((await countWords(tx, accountId)) >= dictionaryLimits.maxWords && !(await hasWord(tx, accountId, folded))) {
      throw new ServiceFailure('rule_limit_reached', `an account's dictionary holds at most ${dictionaryLimits.maxWords} words`);
    }
    return { word, created: await insertWord(tx, accountId, word, folded) };
  });
}

export async function removeDictionaryWord(db: Executor, accountId: string, raw: string): Promise<{ word: string; removed: boolean }> {
  requireAccountId(accountId);
  const word = raw.trim();
  // No word in the dictionary holds a NUL, which PostgreSQL text cannot (the query failed).
  if (word.includes('\u0000')) return { word, removed: false };
  return { word, removed: await deleteWord(db, accountId, foldWord(word)) };
}
