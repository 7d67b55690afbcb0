import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checks } from '@writecheck/server/db/schema';
import type { Report } from '@writecheck/shared';
import { expectVisible, openBrowser, type BrowserSession } from '../src/browser.js';
import { insertFinishedCheck } from '../src/reportFixture.js';
import { startServer, type RunningServer } from '../src/testServer.js';
import { signUp } from '../src/signUp.js';
import { repoRoot } from '../src/webBuild.js';

// The report page's reading views: a source's matched passages side by side, the
// composition chart, the AI-likelihood heat map, and the page printed to a PDF.

const EMAIL = 'reader@example.org';
const SNIPPET = 'It is often said that libraries are the memory of mankind, and archives its conscience.';

let server: RunningServer;
let browser: BrowserSession;
let reportId = '';

/** The fixture report with a matched passage and a passage the AI pass found likely machine-written. */
async function withPassagesAndAi(id: string): Promise<void> {
  const [row] = await server.svc.db.select().from(checks).where(eq(checks.id, id));
  const report = row!.report as Report;
  const text = report.text;
  const quoted = 'libraries are the memory of mankind';
  const start = text.indexOf(quoted);
  const wordMarks = (base: number, phrase: string): [number, number][] =>
    [...phrase.matchAll(/\S+/g)].map((m) => [base + m.index, base + m.index + m[0].length]);
  const tail = 'The rest of this paragraph';
  const aiStart = text.indexOf(tail);
  const ai: Report['issues'][number] = {
    id: `ai_${aiStart}_${text.length}`,
    category: 'ai_content',
    severity: 'warning',
    title: 'High likelihood of AI-generated text',
    message: 'This passage has a 91% likelihood of being machine-written (the whole document: 58%).',
    original: { text: text.slice(aiStart), start: aiStart, end: text.length },
    fix: { replacement: text.slice(aiStart), label: 'Review this passage and rewrite it in your own words if it is not yours' },
    status: 'open',
  };
  const updated: Report = {
    ...report,
    matches: [
      {
        id: 1,
        sourceId: 1,
        segmentIds: [1],
        similarity: 97,
        verdict: 'exact',
        // Marks outside their passage (a damaged report) must not break the page.
        user: { text: quoted, start, end: start + quoted.length, marks: [[-5, 3], ...wordMarks(start, quoted), [start + 900, start + 990]] },
        source: { snippet: SNIPPET, marks: [...wordMarks(SNIPPET.indexOf(quoted), quoted), [500, 600]] },
      },
    ],
    issues: [...report.issues, ai],
    scores: { ...report.scores!, aiContent: 58 },
  };
  await server.svc.db
    .update(checks)
    .set({ report: updated, scores: updated.scores, composition: { exact: 17.6, near: 0, paraphrase: 0, quoted: 0, original: 82.4 } })
    .where(eq(checks.id, id));
}

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the report page views', () => {
  it('shows the passages side by side, the composition and the AI heat map', async () => {
    const { page } = browser;
    await signUp(page, server.url, EMAIL);
    reportId = await insertFinishedCheck(server.svc, EMAIL);
    await withPassagesAndAi(reportId);

    await page.goto(`${server.url}/reports/${reportId}`);
    await page.getByRole('heading', { name: 'Memory of mankind', level: 1 }).waitFor();
    const sources = page.getByRole('region', { name: /Sources/ });
    await sources.getByRole('link', { name: 'The Memory of Mankind' }).waitFor();
    await expectVisible(sources.getByText('history.example · 17.6% of the text · 6 matched words'));

    // The passages stay folded until the person picks the source, by keyboard here.
    const show = sources.locator('button.show-passages');
    expect(await show.textContent()).toBe('Show matched passages (1) from The Memory of Mankind');
    expect(await page.getByTestId('match-user').isVisible()).toBe(false);
    await show.focus();
    await page.keyboard.press('Enter');
    expect(await show.getAttribute('aria-expanded')).toBe('true');
    const user = page.getByTestId('match-user');
    await user.waitFor();
    expect(await user.textContent()).toBe('libraries are the memory of mankind');
    // Each word that agrees with the source is marked on both sides.
    expect(await user.locator('mark').allTextContents()).toEqual(['libraries', 'are', 'the', 'memory', 'of', 'mankind']);
    expect(await page.getByTestId('match-source').textContent()).toBe(SNIPPET);
    expect(await page.getByTestId('match-source').locator('mark').allTextContents()).toEqual(['libraries', 'are', 'the', 'memory', 'of', 'mankind']);
    await expectVisible(sources.getByText('Exact copy'));
    await expectVisible(sources.getByText('97% similar'));

    // The composition reads as numbers as well as a bar.
    const legend = page.getByTestId('composition-legend');
    expect(await legend.innerText()).toMatch(/Exact copy: 17\.6%[\s\S]*Near copy: 0%[\s\S]*Paraphrase: 0%[\s\S]*Quoted: 0%[\s\S]*Original: 82\.4%/);
    const bar = page.getByRole('img', { name: /^Composition:/ });
    expect(await bar.getAttribute('aria-label')).toContain('Exact copy 17.6%, Near copy 0%');
    expect(await bar.locator('rect').count()).toBe(2);

    // The heat map replaces the text view while it is on, and speaks of likelihood.
    await page.getByLabel('Show the AI likelihood as a heat map').check();
    const heat = page.getByTestId('heat-map');
    await heat.waitFor();
    expect(await heat.locator('mark.heat-high').innerText()).toContain('The rest of this paragraph is plain writing');
    expect(await heat.locator('mark.heat-high').getAttribute('title')).toContain('91% likelihood');
    expect(await page.locator('.heat-note').innerText()).toContain('likelihood, passage by passage, that the text is machine-written (the whole document: 58%)');
    expect(await page.getByRole('list', { name: 'Heat map legend' }).innerText()).toMatch(/Low likelihood[\s\S]*Some likelihood[\s\S]*High likelihood/);
    expect(await page.getByTestId('report-text').count()).toBe(0);
    await browser.screenshot('report-views-01-passages-composition-heat');

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await browser.screenshot('report-views-02-phone');
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.getByLabel('Show the AI likelihood as a heat map').uncheck();
    await page.getByTestId('report-text').waitFor();
  });

  it('prints a clean PDF with the text, findings and sources in order', async () => {
    const { page } = browser;
    // Fold the passages again: the printed report has them whatever the screen shows.
    await page.getByRole('button', { name: 'Hide matched passages (1) from The Memory of Mankind' }).click();
    // Kept next to the screenshots, for a person to look at.
    const pdf = join(repoRoot, 'e2e', 'screenshots', 'report-views-03-printed.pdf');
    writeFileSync(pdf, await page.pdf({ format: 'A4', printBackground: true }));
    // Reading order rather than layout: the side-by-side passages come out one after the other.
    const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

    const order = ['Memory of mankind', 'Composition of the checked words', 'Exact copy: 17.6%', 'Text', 'Their is a eror', 'Issues', 'Misspelled: eror', 'Sources', 'The Memory of Mankind', 'Matched passages from The Memory of Mankind', 'Your text', 'The source', 'archives its conscience'];
    let at = -1;
    for (const words of order) {
      const found = text.indexOf(words, at + 1);
      expect(found, `"${words}" after position ${at}`).toBeGreaterThan(at);
      at = found;
    }
    // Controls are for the screen only.
    for (const control of ['Download the report', 'Delete report', 'Show matched passages', 'Hide matched passages', 'heat map', 'Apply', 'Ignore', 'Account', 'New check']) {
      expect(text, control).not.toContain(control);
    }
  });
});
