import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHIPPED_DETECTOR } from '@writecheck/workers/ai/shippedVersion';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { command } from './aiScore.js';

function capture(): { out: () => string; err: () => string; restore: () => void } {
  let out = '';
  let err = '';
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => ((out += String(chunk)), true));
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => ((err += String(chunk)), true));
  return { out: () => out, err: () => err, restore: () => (o.mockRestore(), e.mockRestore()) };
}

afterEach(() => vi.restoreAllMocks());

const story =
  'My grandfather kept bees behind the shed, and every August he let me help with the honey. ' +
  'We wore his old veils, which smelled of smoke and wax. He never hurried. He said bees can tell when you are nervous, ' +
  'so I tried to breathe slowly, though my hands shook the first year. ';

describe('writecheck ai-score', () => {
  it('prints the likelihood, band and sentence spans of a file, with the detector that scored it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ai-score-cli-'));
    const file = join(dir, 'doc.txt');
    const text = story.repeat(4);
    writeFileSync(file, text);
    const io = capture();
    const code = await command.run([file]);
    io.restore();
    expect(code).toBe(0);
    const r = JSON.parse(io.out()) as { score: number; band: string; sentences: { start: number; end: number; score: number }[]; detector: unknown };
    expect(r.score).toBeGreaterThanOrEqual(0);
    expect(r.score).toBeLessThanOrEqual(1);
    expect(['likely_human', 'mixed', 'likely_ai']).toContain(r.band);
    expect(r.detector).toEqual(SHIPPED_DETECTOR);
    for (const s of r.sentences) expect(text.slice(s.start, s.end).trim().length).toBeGreaterThan(0);
  }, 60_000);

  it('gives no verdict on a short file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ai-score-cli-'));
    const file = join(dir, 'short.txt');
    writeFileSync(file, 'Just a few words here.');
    const io = capture();
    expect(await command.run([file])).toBe(0);
    io.restore();
    expect(JSON.parse(io.out())).toMatchObject({ band: 'insufficient_text', partial: true });
  }, 60_000);

  it('refuses bad arguments and unreadable files with exit status 2', async () => {
    const io = capture();
    expect(await command.run([])).toBe(2);
    expect(await command.run(['a.txt', 'b.txt'])).toBe(2);
    expect(await command.run(['--jsonl', 'a.txt'])).toBe(2);
    expect(await command.run([join(tmpdir(), 'no-such-file-ai-score.txt')])).toBe(2);
    io.restore();
    expect(io.err()).toMatch(/cannot read/);
  });
});
