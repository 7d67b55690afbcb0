import { describe, expect, it } from 'vitest';
import type { CheckSummaryRow } from './checks.repo.js';
import { SummaryCache } from './summaryCache.js';

const row = (id: string, accountId: string, phase: string) => ({ id, accountId, phase }) as unknown as CheckSummaryRow;

function counter(value: () => CheckSummaryRow | undefined) {
  const load = async () => {
    load.calls++;
    return value();
  };
  load.calls = 0;
  return load;
}

describe('SummaryCache', () => {
  it('reads through to the database until its feed is listening', async () => {
    const cache = new SummaryCache();
    const load = counter(() => row('a', 'acct', 'queued'));
    await cache.read('a', 'acct', load);
    await cache.read('a', 'acct', load);
    expect(load.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('serves a summary from memory until its check changes', async () => {
    const cache = new SummaryCache();
    cache.listen();
    let phase = 'queued';
    const load = counter(() => row('a', 'acct', phase));
    expect((await cache.read('a', 'acct', load))?.row.phase).toBe('queued');
    expect((await cache.read('a', 'acct', load))?.row.phase).toBe('queued');
    expect(load.calls).toBe(1);
    phase = 'analyzing';
    cache.changed('a');
    expect((await cache.read('a', 'acct', load))?.row.phase).toBe('analyzing');
    expect(load.calls).toBe(2);
  });

  it('never serves one account the summary of another', async () => {
    const cache = new SummaryCache();
    cache.listen();
    await cache.read('a', 'owner', counter(() => row('a', 'owner', 'queued')));
    expect(await cache.read('a', 'stranger', counter(() => undefined))).toBeUndefined();
  });

  it('does not keep what a read fetched while the check changed under it', async () => {
    const cache = new SummaryCache();
    cache.listen();
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((r) => (release = r));
      return row('a', 'acct', 'queued');
    };
    const pending = cache.read('a', 'acct', slow);
    cache.changed('a');
    release();
    await pending;
    expect(cache.size).toBe(0);
  });

  it('forgets everything when the feed reconnects, and stops caching when it stops', async () => {
    const cache = new SummaryCache();
    cache.listen();
    await cache.read('a', 'acct', counter(() => row('a', 'acct', 'queued')));
    expect(cache.size).toBe(1);
    cache.listen();
    expect(cache.size).toBe(0);
    await cache.read('a', 'acct', counter(() => row('a', 'acct', 'queued')));
    cache.stop();
    const load = counter(() => row('a', 'acct', 'done'));
    expect((await cache.read('a', 'acct', load))?.row.phase).toBe('done');
    expect(cache.size).toBe(0);
  });

  it('holds at most its bound, dropping the oldest first, and entries age out', async () => {
    const cache = new SummaryCache(2, 50);
    cache.listen();
    for (const id of ['a', 'b', 'c']) await cache.read(id, 'acct', counter(() => row(id, 'acct', 'queued')));
    expect(cache.size).toBe(2);
    const a = counter(() => row('a', 'acct', 'queued'));
    await cache.read('a', 'acct', a);
    expect(a.calls).toBe(1);
    const c = counter(() => row('c', 'acct', 'later'));
    await new Promise((r) => setTimeout(r, 60));
    expect((await cache.read('c', 'acct', c))?.row.phase).toBe('later');
  });
});
