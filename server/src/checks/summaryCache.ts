import type { CheckSummaryRow } from './checks.repo.js';

/**
 * Summaries of checks kept in memory, because polling `view=summary` is most of the read
 * traffic. The database says when a check changed (a trigger notifies `check_changed` on
 * every update and delete of a check row), so an entry lives until its check changes; the
 * age limit only bounds the harm of a notification lost while the listening connection
 * was down. Writes made by this process evict at once, so a caller reads its own writes.
 */
export class SummaryCache {
  private readonly entries = new Map<string, { row: CheckSummaryRow; at: number }>();
  /** Bumped by every change; a read that raced a change does not store what it read. */
  private epoch = 0;
  private listening = false;

  constructor(
    private readonly maxEntries = 20_000,
    private readonly maxAgeMs = 30_000,
  ) {}

  async read(id: string, accountId: string, load: () => Promise<CheckSummaryRow | undefined>): Promise<CheckSummaryRow | undefined> {
    if (!this.listening) return load();
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at < this.maxAgeMs) return hit.row.accountId === accountId ? hit.row : undefined;
    const epoch = this.epoch;
    const row = await load();
    if (row && epoch === this.epoch && this.listening) this.store(id, row);
    return row;
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

  private store(id: string, row: CheckSummaryRow): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { row, at: Date.now() });
  }
}
