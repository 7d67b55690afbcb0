import type { CheckSummaryRow } from './checks.repo.js';

/** A check's summary row, and its serialized view around runningMs once one was built. */
export interface CachedSummary {
  readonly row: CheckSummaryRow;
  body?: { head: string; tail: string };
}

/**
 * Summaries of checks kept in memory, because polling `view=summary` is most of the read
 * traffic. The database says when a check changed (a trigger notifies `check_changed` on
 * every update and delete of a check row), so an entry lives until its check changes; the
 * age limit only bounds the harm of a notification lost while the listening connection
 * was down. Writes made by this process evict at once, so a caller reads its own writes.
 */
export class SummaryCache {
  private readonly entries = new Map<string, { summary: CachedSummary; at: number }>();
  /** Bumped by every change; a read that raced a change does not store what it read. */
  private epoch = 0;
  private listening = false;

  constructor(
    private readonly maxEntries = 20_000,
    private readonly maxAgeMs = 30_000,
  ) {}

  /** The summary of the check `id` of `accountId`; what a hit returns is the kept object itself. */
  async read(id: string, accountId: string, load: () => Promise<CheckSummaryRow | undefined>): Promise<CachedSummary | undefined> {
    if (!this.listening) return summaryOf(await load());
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at < this.maxAgeMs) return hit.summary.row.accountId === accountId ? hit.summary : undefined;
    const epoch = this.epoch;
    const summary = summaryOf(await load());
    if (summary && epoch === this.epoch && this.listening) this.store(id, summary);
    return summary;
  }

  changed(id: string): void {
    this.epoch++;
    this.entries.delete(id);
  }

  /** The feed (re)connected: anything may have changed while it was not listening. */
  listen(): void {
    this.forget();
    this.listening = true;
  }

  /** The feed is gone: serve from the database only. */
  forget(): void {
    this.epoch++;
    this.entries.clear();
  }

  stop(): void {
    this.listening = false;
    this.forget();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(id: string, summary: CachedSummary): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { summary, at: Date.now() });
  }
}

function summaryOf(row: CheckSummaryRow | undefined): CachedSummary | undefined {
  return row ? { row } : undefined;
}
