import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDetailSchema, ServiceFailure, type CheckDetail } from '@writecheck/shared';
import { exportFilename, renderExport } from '../src/export/exportReport.js';
import { renderReportHtml } from '../src/export/reportHtml.js';
import { chromiumPath, renderPdf } from '../src/export/reportPdf.js';

// A finished report whose every string is hostile: markup in the title, the text, a
// finding and a source, addresses of a loopback server that counts any request, and a
// javascript: source URL. The export must show it all as text and fetch nothing.

let trap: Server;
let trapHits = 0;
let trapUrl = '';

function hostileCheck(): CheckDetail {
  const copied = 'The river carried small stones toward a quiet valley where farmers planted barley.';
  const mistake = 'recieved';
  const script = '<script>document.title="owned"</script>';
  const img = `<img src="${trapUrl}/pixel.png" onerror="alert(1)">`;
  const text = `${copied} Children ${mistake} letters about boats ${img} and ${script} every spring.\n\nA second paragraph</style><link rel="stylesheet" href="${trapUrl}/x.css"> ends here.`;
  const at = (s: string) => text.indexOf(s);
  return checkDetailSchema.parse({
    id: '5d0c7a3e-9b1f-4c55-8a8e-2f0b6d1c9e41',
    title: '<script>alert("title")</script> River & Stones',
    status: 'done',
    progress: 100,
    phase: 'Done',
    wordCount: 40,
    inputKind: 'text',
    originalityScore: 62.5,
    coverage: 100,
    scores: { plagiarism: 37.5, citation: null, grammarSpelling: 91.2, aiContent: 12.4, clarity: 88 },
    issueCounts: { citations: 0, grammar: 1 },
    composition: { exact: 37.5, near: 0, paraphrase: 0, quoted: 0, original: 62.5 },
    citationStyle: 'APA',
    mode: 'full',
    createdAt: '2026-11-20T10:00:00.000Z',
    completedAt: '2026-11-20T10:00:05.000Z',
    rejectionCode: null,
    live: null,
    runningMs: 5000,
    options: { plagiarism: true, grammarSpelling: true, citations: true, aiContent: true, style: true, register: 'academic' },
    text,
    report: {
      status: 'done',
      text,
      wordCount: 40,
      checkedWords: 40,
      originalityScore: 62.5,
      similarityScore: 37.5,
      coverage: 100,
      spans: [
        { start: 0, end: copied.length, segmentId: 0, verdict: 'exact', sourceId: 1, confidence: 0.97 },
        { start: copied.length, end: text.length, segmentId: 1, verdict: 'original', confidence: 0.9 },
      ],
      matches: [
        {
          id: 1,
          sourceId: 1,
          segmentIds: [0],
          similarity: 100,
          verdict: 'exact',
          user: { text: copied, start: 0, end: copied.length, marks: [[0, copied.length]] },
          source: { snippet: copied, marks: [[0, copied.length]] },
        },
      ],
      sources: [
        {
          id: 1,
          url: 'https://example.org/river-stones',
          canonicalUrl: 'https://example.org/river-stones',
          title: '<b>Rivers & Stones</b> of the Valley',
          domain: 'example.org',
          matchedWords: 14,
          contribution: 37.5,
          alternates: [],
        },
        {
          id: 2,
          url: 'javascript:alert(1)',
          canonicalUrl: 'javascript:alert(1)',
          title: 'A hostile source',
          domain: 'evil.example',
          matchedWords: 0,
          contribution: 0,
          alternates: [],
        },
      ],
      issues: [
        {
          id: 'sp-1',
          category: 'spelling',
          severity: 'error',
          title: 'Misspelled word',
          message: `"${mistake}" is not a word; <i>did you mean</i> "received"?`,
          original: { text: mistake, start: at(mistake), end: at(mistake) + mistake.length },
          fix: { replacement: 'received', label: 'Replace with <u>received</u>' },
        },
        {
          id: 'pl-1',
          category: 'plagiarism',
          severity: 'warning',
          title: 'Matches a source',
          message: 'This sentence appears word for word in a source.',
          original: { text: copied, start: 0, end: copied.length },
          fix: { replacement: `"${copied}"`, label: 'Quote it' },
          sourceUrl: 'https://example.org/river-stones',
          matchId: 1,
        },
      ],
      scores: { plagiarism: 37.5, citation: null, grammarSpelling: 91.2, aiContent: 12.4, clarity: 88 },
      meta: { durationMs: 5000, sourcesExcludedByRules: 0 },
    },
  });
}

beforeAll(async () => {
  trap = createServer((_req, res) => {
    trapHits += 1;
    res.end('no');
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => trap.close(resolve));
});

describe('HTML export', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath()!, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens in Chromium with the network cut and shows the text, the highlights, the findings and the sources', async () => {
    const check = hostileCheck();
    const html = renderReportHtml(check);
    const dir = mkdtempSync(join(tmpdir(), 'wc-export-'));
    const file = join(dir, 'report.html');
    writeFileSync(file, html);
    const fileUrl = `file://${file}`;
    // The network is cut: only the downloaded file itself may load; any other request is recorded and refused.
    const context = await browser.newContext();
    const requests: string[] = [];
    await context.route('**/*', (route) => {
      if (route.request().url() === fileUrl) return route.continue();
      requests.push(route.request().url());
      return route.abort();
    });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    try {
      // Opened as the file a person downloads.
      await page.goto(fileUrl);
      expect(requests).toEqual([]);
      expect(trapHits).toBe(0);
      expect(dialogs).toEqual([]);
      expect(await page.title()).toBe('<script>alert("title")</script> River & Stones · writecheck report');
      expect(await page.locator('script, img, link[rel=stylesheet]').count()).toBe(0);

      // The whole text, character for character, once the finding numbers are set aside.
      const doc = await page.locator('.doc').evaluate((el) => {
        const copy = el.cloneNode(true) as typeof el;
        for (const ref of copy.querySelectorAll('sup.ref')) ref.remove();
        return copy.textContent;
      });
      expect(doc).toBe(check.report!.text);
      expect(await page.locator('.doc .v-exact').first().innerText()).toContain('The river carried small stones');
      expect(await page.locator('.doc mark.f-spelling').innerText()).toBe('recieved');
      // Each finding's number links to it in the list.
      expect(await page.locator('.doc sup.ref a').count()).toBe(2);
      const findings = await page.locator('.issues li').allInnerTexts();
      expect(findings).toHaveLength(2);
      expect(findings.join('\n')).toContain('<i>did you mean</i>');
      expect(findings.join('\n')).toContain('Replace with <u>received</u>');

      const sources = await page.locator('.sources li').allInnerTexts();
      expect(sources[0]).toContain('<b>Rivers & Stones</b> of the Valley');
      expect(sources[0]).toContain('https://example.org/river-stones');
      expect(await page.locator('.sources a[href="https://example.org/river-stones"]').count()).toBe(1);
      expect(await page.locator('a[href^="javascript"]').count()).toBe(0);
      expect(await page.locator('.scores').innerText()).toContain('62.5');
      expect(await page.locator('.composition').innerText()).toContain('37.5%');
      // The highlight colours reached the page: the stylesheet is inline and applied.
      const colour = await page.locator('.doc .v-exact').first().evaluate(
        (el) => (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }).getComputedStyle(el).backgroundColor,
      );
      expect(colour).not.toBe('rgba(0, 0, 0, 0)');
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names files from the title without paths or markup', () => {
    expect(exportFilename({ id: 'abcdef12-0000-0000-0000-000000000000', title: '../../etc/passwd <x>' }, 'pdf')).toBe('etc-passwd-x.pdf');
    expect(exportFilename({ id: 'abcdef12-0000-0000-0000-000000000000', title: null }, 'html')).toBe('report-abcdef12.html');
  });

  it('refuses a check that has not finished, and one that ended without a report', () => {
    const running = { ...hostileCheck(), status: 'analyzing' as const };
    expect(() => renderExport(running, 'html')).toThrow(ServiceFailure);
    try {
      renderExport(running, 'json');
    } catch (err) {
      expect((err as ServiceFailure).code).toBe('still_running');
    }
    const { report: _report, ...cancelled } = { ...hostileCheck(), status: 'cancelled' as const };
    expect(() => renderExport(cancelled, 'html')).toThrow(/without a report/);
  });
});

describe('PDF export', () => {
  it('prints the same content, as pdftotext reads it', async () => {
    const check = hostileCheck();
    const pdf = await renderPdf(renderReportHtml(check));
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(trapHits).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'wc-pdf-'));
    try {
      writeFileSync(join(dir, 'r.pdf'), pdf);
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text).toContain('River & Stones');
      expect(text).toContain('The river carried small stones toward a quiet valley');
      expect(text).toContain('recieved');
      expect(text).toContain('<img src=');
      expect(text).toContain('Findings (2)');
      expect(text).toContain('Misspelled word');
      expect(text).toContain('<b>Rivers & Stones</b> of the Valley');
      expect(text).toContain('https://example.org/river-stones');
      expect(text).toContain('Sources (2)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers export_unavailable without Chromium', async () => {
    expect(chromiumPath({ CHROMIUM_PATH: '/nonexistent/chromium' })).toBeNull();
    await expect(renderPdf('<p>x</p>', null)).rejects.toMatchObject({ code: 'export_unavailable', status: 503 });
  });
});
