import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { settleSearchIndex, type CorpusDocumentInput } from './corpus.repo.js';
import { indexDocuments } from './corpusIndex.js';

export interface ImportCounts {
  /** documents added to the corpus */
  imported: number;
  /** documents the corpus already held (same id), or without text */
  skipped: number;
  /** JSONL lines that were not a document, or files that could not be read */
  invalid: number;
  /** the first few problems, for the operator */
  errors: string[];
}

const MAX_TEXT_CHARS = 2_000_000;
const MAX_REPORTED_ERRORS = 10;
const TEXT_EXTENSIONS = new Set(['.txt', '.md']);

const jsonlDocument = z.object({
  id: z.union([z.string().min(1).max(500), z.number().int()]).transform(String),
  url: z.string().max(2_000).optional(),
  title: z.string().max(1_000).optional(),
  text: z.string().max(MAX_TEXT_CHARS),
});

/** Where a document without an address of its own can be told apart in a report. */
export const corpusUrlOf = (id: string) => `corpus:${encodeURI(id)}`;

type Item = { doc: CorpusDocumentInput } | { problem: string } | { empty: true };

async function* filesUnder(dir: string): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* filesUnder(path);
    else if (e.isFile() && TEXT_EXTENSIONS.has(extname(e.name).toLowerCase())) yield path;
  }
}

/** One text file as a corpus document; its path under `root` is its id. */
async function textFileItem(root: string, path: string): Promise<Item> {
  const id = relative(root, path);
  try {
    const info = await stat(path);
    if (info.size > MAX_TEXT_CHARS * 4) return { problem: `${id}: larger than ${MAX_TEXT_CHARS} characters` };
    const text = (await readFile(path, 'utf8')).slice(0, MAX_TEXT_CHARS);
    if (!text.trim()) return { empty: true };
    const heading = /^\s*#\s+(.+)$/m.exec(text.slice(0, 2_000))?.[1]?.trim();
    return { doc: { externalId: id, url: corpusUrlOf(id), title: heading ?? id, text } };
  } catch (err) {
    return { problem: `${id}: ${(err as Error).message}` };
  }
}

async function* folderItems(root: string): AsyncGenerator<Item> {
  for await (const path of filesUnder(root)) yield await textFileItem(root, path);
}

async function* jsonlItems(path: string): AsyncGenerator<Item> {
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  let n = 0;
  for await (const line of lines) {
    n++;
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      yield { problem: `line ${n}: not JSON` };
      continue;
    }
    const parsed = jsonlDocument.safeParse(value);
    if (!parsed.success) {
      yield { problem: `line ${n}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'document'} ${i.message}`).join('; ')}` };
      continue;
    }
    const d = parsed.data;
    if (!d.text.trim()) {
      yield { empty: true };
      continue;
    }
    yield { doc: { externalId: d.id, url: d.url?.trim() || corpusUrlOf(d.id), title: d.title?.trim() || d.id, text: d.text } };
  }
}

/**
 * Streams documents into the corpus in batches: `items` from a folder of .txt/.md files (each
 * file's path is its id) or a JSONL file of `{id, url, title, text}`. Nothing is held in memory
 * beyond one batch, so a corpus of any size imports in constant memory.
 */
export async function importDocuments(
  db: Db,
  items: AsyncIterable<Item>,
  options: { accountId?: string | null; batchSize?: number; onBatch?: (counts: ImportCounts) => void } = {},
): Promise<ImportCounts> {
  const counts: ImportCounts = { imported: 0, skipped: 0, invalid: 0, errors: [] };
  const size = options.batchSize ?? 500;
  let batch: CorpusDocumentInput[] = [];
  const flush = async () => {
    const added = await indexDocuments(db, options.accountId ?? null, batch);
    counts.imported += added;
    counts.skipped += batch.length - added;
    batch = [];
    options.onBatch?.(counts);
  };
  for await (const item of items) {
    if ('problem' in item) {
      counts.invalid++;
      if (counts.errors.length < MAX_REPORTED_ERRORS) counts.errors.push(item.problem);
    } else if ('empty' in item) counts.skipped++;
    else {
      // A repeated id (in the file or already in the corpus) is skipped by the insert itself.
      batch.push(item.doc);
      if (batch.length >= size) await flush();
    }
  }
  if (batch.length) await flush();
  if (counts.imported > 0) await settleSearchIndex(db);
  return counts;
}

async function* singleFile(path: string): AsyncGenerator<Item> {
  yield await textFileItem(dirname(path), path);
}

/** The documents of a path: a folder of text files, one .txt or .md file, or a JSONL file. */
export async function documentsAt(path: string): Promise<AsyncIterable<Item>> {
  const info = await stat(path);
  if (info.isDirectory()) return folderItems(path);
  return TEXT_EXTENSIONS.has(extname(path).toLowerCase()) ? singleFile(path) : jsonlItems(path);
}

export type { Item as CorpusImportItem };
