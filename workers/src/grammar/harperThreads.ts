import { Worker } from 'node:worker_threads';
import type { Finding } from '../lint/finding.js';
import { harperBatches, type EnglishDialect, type HarperPass } from './harperPass.js';
import type { HarperReply, HarperRequest } from './harperWorker.js';

// harper.js on worker threads of its own (Node only). Most of a check's time is
// Harper's, and one thread runs it: the paragraphs are split over a few threads, each
// holding its own linters, while spelling and our rules run on the calling thread.
// The findings are those of harperParagraphFindings, order included: each thread gets
// runs of consecutive paragraphs cut out of the same batches, and a run cut short of its
// batch's end says so (see harperBatchFindings).

/** A run of consecutive paragraphs (indexes, inclusive) within one batch. */
export interface HarperRun {
  first: number;
  last: number;
  moreFollows: boolean;
}

/**
 * The runs each of `threads` threads lints, cut where Harper's batches end too: a
 * paragraph with a home thread (`homes[i]`) goes there; the others are shared out in
 * contiguous stretches of about the same number of characters.
 */
export function splitForThreads(paragraphs: readonly string[], threads: number, homes: ReadonlyArray<number | undefined> = []): HarperRun[][] {
  const total = paragraphs.reduce((n, p, i) => (homes[i] === undefined ? n + p.length : n), 0);
  // a paragraph without a home goes to the thread its middle falls in
  let before = 0;
  const threadOf = paragraphs.map((p, i) => {
    const home = homes[i];
    if (home !== undefined) return home;
    const t = total > 0 ? Math.min(threads - 1, Math.floor((threads * (before + p.length / 2)) / total)) : 0;
    before += p.length;
    return t;
  });
  const runs: HarperRun[][] = Array.from({ length: threads }, () => []);
  for (const { first, last } of harperBatches(paragraphs)) {
    let start = first;
    for (let i = first; i <= last; i++) {
      if (i < last && threadOf[i + 1] === threadOf[i]) continue;
      runs[threadOf[i]!]!.push({ first: start, last: i, moreFollows: i < last });
      start = i + 1;
    }
  }
  return runs;
}

const SENTENCE_END = /(?<=[.!?…])\s+/;

/**
 * Which thread linted which sentences lately. harper.js keeps each sentence's parse (most
 * of its cost) in the thread that parsed it, so a paragraph edited since, most of whose
 * sentences one thread has seen, goes back to that thread.
 */
export class SentenceHomes {
  private readonly homes = new Map<string, number>();

  constructor(private readonly limit = 50_000) {}

  of(paragraph: string): number | undefined {
    const sentences = paragraph.split(SENTENCE_END);
    const counts = new Map<number, number>();
    for (const s of sentences) {
      const t = this.homes.get(s);
      if (t !== undefined) counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    for (const [t, n] of counts) if (2 * n > sentences.length) return t;
    return undefined;
  }

  record(paragraph: string, thread: number): void {
    for (const s of paragraph.split(SENTENCE_END)) {
      this.homes.delete(s);
      this.homes.set(s, thread);
    }
    for (const oldest of this.homes.keys()) {
      if (this.homes.size <= this.limit) break;
      this.homes.delete(oldest);
    }
  }
}

// Under tsx the entry is TypeScript; Node 20 does not apply tsx to a worker's own .ts
// entry, so the thread starts at the host's boot script, which registers tsx first.
const bootUrl = new URL('../host/workerBoot.mjs', import.meta.url);
const entryUrl = new URL(`./harperWorker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;

/** One thread and the calls it has not answered yet. */
class HarperThread {
  private readonly worker = new Worker(bootUrl, { workerData: { entry: entryUrl } });
  private readonly pending = new Map<number, { resolve: (runs: Finding[][][]) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  constructor(private readonly onGone: () => void) {
    // an idle thread does not keep the process alive; one with work does (see call)
    this.worker.unref();
    this.worker.on('message', (reply: HarperReply) => {
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.settled(reply.id);
      if (reply.ok) call.resolve(reply.runs);
      else call.reject(new Error(`harper.js failed: ${reply.message}`));
    });
    this.worker.on('error', (error) => this.gone(new Error(`The harper.js thread failed: ${error.message}`)));
    this.worker.on('messageerror', (error) => this.gone(new Error(`The harper.js thread sent an unreadable reply: ${error.message}`)));
    this.worker.on('exit', (code) => this.gone(new Error(`The harper.js thread stopped (exit code ${code}).`)));
  }

  call(dialect: EnglishDialect, runs: HarperRequest['runs']): Promise<Finding[][][]> {
    const id = this.nextId++;
    const request: HarperRequest = { id, dialect, runs };
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }

  private settled(id: number): void {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }

  /** A thread that failed or stopped takes no more calls and fails those it had. */
  private gone(error: Error): void {
    this.onGone();
    const calls = [...this.pending.values()];
    this.pending.clear();
    for (const call of calls) call.reject(error);
    void this.worker.terminate();
  }
}

export interface HarperThreads extends HarperPass {
  /** Stops every thread now: their calls fail, and the next call starts new threads. */
  terminate(): Promise<void>;
}

/**
 * harper.js on `size` threads, started on first use; a thread that fails (its calls
 * reject) is replaced on the next call.
 */
export function createHarperThreads(size: number): HarperThreads {
  if (!Number.isInteger(size) || size < 1) throw new Error(`harper.js needs at least one thread, not ${size}.`);
  const threads: Array<HarperThread | undefined> = Array.from({ length: size }, () => undefined);
  const homes = new SentenceHomes();
  const thread = (t: number): HarperThread => {
    let found = threads[t];
    if (!found) {
      const created = new HarperThread(() => {
        if (threads[t] === created) threads[t] = undefined;
      });
      threads[t] = found = created;
    }
    return found;
  };
  return {
    offThread: true,
    // every request is posted before this returns, so the threads work while the caller goes on
    async findings(paragraphs, dialect) {
      const split = splitForThreads(
        paragraphs,
        size,
        paragraphs.map((p) => homes.of(p)),
      );
      split.forEach((runs, t) => runs.forEach((run) => paragraphs.slice(run.first, run.last + 1).forEach((p) => homes.record(p, t))));
      const replies = await Promise.all(
        split.map((runs, t) =>
          runs.length === 0
            ? []
            : thread(t).call(
                dialect,
                runs.map((run) => ({ paragraphs: paragraphs.slice(run.first, run.last + 1), moreFollows: run.moreFollows })),
              ),
        ),
      );
      const out: Finding[][] = paragraphs.map(() => []);
      split.forEach((runs, t) =>
        runs.forEach((run, r) => replies[t]![r]!.forEach((found, k) => (out[run.first + k] = found))),
      );
      return out;
    },
    async terminate() {
      await Promise.all(threads.map((t) => t?.terminate()));
    },
  };
}
