import type { Live, LiveEvent } from '@writecheck/shared';

/** The check's `live` object as the runner fills it, step by step. */
export class LiveLog {
  readonly live: Live;
  private readonly startedAt: number;

  constructor(startedAt: number) {
    this.startedAt = startedAt;
    this.live = { searchesUsed: 0, pagesFetched: 0, found: [], events: [] };
  }

  add(kind: LiveEvent['kind'], label: string, extra: { url?: string; domain?: string } = {}): void {
    this.live.events.push({ at: Math.max(0, Date.now() - this.startedAt), kind, label, ...extra });
  }
}
