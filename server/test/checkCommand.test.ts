import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDetailSchema } from '@writecheck/shared';
import { countWords } from '@writecheck/shared/wordCount';

// `writecheck check` as a person runs it: a separate process, no server and no
// database of its own, the report written to a file and the progress on standard error.

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function writecheck(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/main.ts', ...args], {
      cwd: root,
      // A DATABASE_URL in the environment must not matter: the check runs in memory.
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

const TEXT =
  'The river carried small stones toward a quiet valley where farmers planted barley each spring. ' +
  'Children recieved letters and counted boats passing on the water, and the old miller told them about the flood (Hart, 2019).\n';

describe('writecheck check', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'wc-check-cmd-'));
    writeFileSync(join(dir, 'essay.txt'), TEXT);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Each run is a whole check in its own process (a fresh embedded database, worker threads):
  // seconds on an idle machine, minutes on a busy one, hence the long timeouts. The three
  // formats run side by side.
  it('writes the report as HTML, JSON and PDF, with a progress bar on standard error', async () => {
    const args = ['--passes', 'grammarSpelling,citations', '--style', 'mla'];
    const runs = await Promise.all(
      ['report.html', 'report.json', 'report.pdf'].map((out) => writecheck(['check', join(dir, 'essay.txt'), '--out', join(dir, out), ...args])),
    );
    expect(runs).toHaveLength(3);
    for (const run of runs) {
      expect(run.code, run.stderr).toBe(0);
      const printed = JSON.parse(run.stdout);
      expect(printed).toMatchObject({ status: 'done', wordCount: countWords(TEXT), partial: false });
      expect(printed.issueCounts.grammar).toBeGreaterThan(0);
      expect(run.stderr).toMatch(/\[#+-*\]\s+\d+% (queued|analyzing|scoring)/);
      expect(run.stderr).toMatch(/\[#{24}\] 100% done · Done/);
    }

    const page = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('Children <mark class="f f-spelling">recieved</mark>');
    expect(page).toContain('essay.txt');

    const report = checkDetailSchema.parse(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')));
    expect(report.citationStyle).toBe('MLA');
    expect(report.options).toMatchObject({ plagiarism: false, aiContent: false, style: false, grammarSpelling: true, citations: true });
    expect(report.report?.text).toBe(TEXT.trim());
    expect(report.report?.issues?.some((i) => i.original.text === 'recieved')).toBe(true);

    const bytes = readFileSync(join(dir, 'report.pdf'));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', [join(dir, 'report.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Children recieved');
  }, 600_000);

  it('refuses a document the service refuses, with the error JSON and exit status 2', async () => {
    writeFileSync(join(dir, 'short.txt'), 'Too short to check.');
    writeFileSync(join(dir, 'noise.bin'), Buffer.from([0, 159, 146, 150, 0, 1, 2, 3, 255, 254]));
    const [run, noise] = await Promise.all([
      writecheck(['check', join(dir, 'short.txt'), '--out', join(dir, 'short.html')]),
      writecheck(['check', join(dir, 'noise.bin'), '--out', join(dir, 'noise.json')]),
    ]);
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout).error.code).toBe('too_short');
    expect(existsSync(join(dir, 'short.html'))).toBe(false);
    expect(noise.code).toBe(2);
    expect(JSON.parse(noise.stdout).error.code).toBe('unsupported_type');
  }, 300_000);

  it('answers export_unavailable for a PDF without Chromium, before checking anything', async () => {
    const run = await writecheck(['check', join(dir, 'essay.txt'), '--out', join(dir, 'x.pdf')], { CHROMIUM_PATH: join(dir, 'no-chromium') });
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout).error.code).toBe('export_unavailable');
    expect(existsSync(join(dir, 'x.pdf'))).toBe(false);
  }, 300_000);

  it('explains its usage on bad arguments (exit status 1)', async () => {
    const cases = [
      ['check', join(dir, 'essay.txt'), '--out', join(dir, 'r.docx')],
      ['check', join(dir, 'essay.txt'), '--out', join(dir, 'r.html'), '--passes', 'grammar', '--style', 'harvard'],
      ['check', join(dir, 'missing.txt'), '--out', join(dir, 'r.html')],
    ];
    const runs = await Promise.all(cases.map((args) => writecheck(args)));
    for (const run of runs) {
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/usage: writecheck check|cannot read/);
    }
  }, 300_000);
});
