import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { citeLines, command } from './cite.js';

const doc = `Soil dries fast (Okafor and Brandt, 2020).\n\nReferences\n\nOkafor, N., & Brandt, P. (2021). Soil moisture and crop yield. Field Studies, 8, 101–119.\n`;

function captureStdout() {
  const out: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out.push(String(chunk));
    return true;
  });
  return { lines: () => out.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>), spy };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('writecheck cite', () => {
  it('prints style, detected style, bibliography and issues for a file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cite-'));
    try {
      await writeFile(join(dir, 'doc.txt'), doc);
      const { lines } = captureStdout();
      expect(await command.run([join(dir, 'doc.txt'), '--style', 'Chicago'])).toBe(0);
      const [out] = lines();
      expect(out).toMatchObject({ style: 'Chicago', detectedStyle: 'APA' });
      expect((out!.bibliography as { entries: unknown[] }).entries).toHaveLength(1);
      expect((out!.issues as { fix: { replacement: string } }[]).map((i) => i.fix.replacement)).toContain('Okafor and Brandt 2021');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000); // the first check builds the CSL engines

  it('rewrites the numbers of a numbered document as the chosen style cites', async () => {
    const numbered = `Soil dries fast [1].\n\nReferences\n\n[1] Okafor, N., & Brandt, P. (2021). Soil moisture and crop yield. Field Studies, 8, 101–119.\n`;
    const { lines } = captureStdout();
    expect(await citeLines(Readable.from([`${JSON.stringify({ id: 'n', text: numbered, style: 'APA' })}\n`]), 'APA')).toBe(0);
    const issues = lines()[0]!.issues as { id: string; fix: { replacement: string } }[];
    expect(issues.map((i) => [i.id.replace(/-\d+$/, ''), i.fix.replacement])).toEqual([
      ['cite-numeric_citation', '(Okafor & Brandt, 2021)'],
      ['cite-numbered_entry', ''],
    ]);
  }, 120_000);

  it('answers one line per input line, with an error line for a bad one', async () => {
    const input = Readable.from([
      `${JSON.stringify({ id: 'a', text: doc, style: 'APA' })}\n`,
      'not json\n',
      `${JSON.stringify({ id: 'b', text: doc, style: 'Harvard' })}\n`,
    ]);
    const { lines } = captureStdout();
    expect(await citeLines(input, 'APA')).toBe(2);
    const out = lines();
    expect(out.map((l) => l.id)).toEqual(['a', null, 'b']);
    expect(out[0]).toMatchObject({ style: 'APA', detectedStyle: 'APA' });
    expect(out[1]).toMatchObject({ error: { code: 'invalid_document' } });
    expect(out[2]).toMatchObject({ error: { code: 'invalid_document' } });
  }, 120_000);

  it('refuses a missing file and a bad style with exit status 2', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await command.run(['/nonexistent/doc.txt'])).toBe(2);
    expect(await command.run(['x.txt', '--style', 'Vancouver'])).toBe(2);
  });
});
