import { readFileSync } from 'node:fs';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, openBrowser, type BrowserSession } from '../src/browser.js';
import { startServer, type RunningServer } from '../src/testServer.js';
import { signUpWithCredits } from '../src/signUp.js';
import { repoRoot } from '../src/webBuild.js';

// A photo or scan cannot be read on the device: the New check page sends it as it is, the
// server reads it by OCR while the check runs, and the report holds the words of the page.

const scan = readFileSync(`${repoRoot}/workers/test/fixtures/intake/scan.png`);

let server: RunningServer;
let browser: BrowserSession;
const creates: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  browser.page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/trpc/checks.create')) creates.push(request.postData() ?? '');
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('checking a scanned page from the web app', () => {
  it('sends the scan, reads it by OCR and reports on its words', async () => {
    const { page } = browser;
    await signUpWithCredits(page, server.url, 'scanner@example.org');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New check' }).click();
    await page.getByLabel('Open a file').setInputFiles({ name: 'library-page.png', mimeType: 'image/png', buffer: scan });
    await page.getByText('library-page.png is a scan or photo: its text is read by OCR when the check runs.').waitFor({ timeout: 60_000 });
    await expectVisible(page.getByTestId('price').getByText(/from/));
    await page.getByLabel('Plagiarism').uncheck();
    await page.getByLabel('AI content').uncheck();
    await browser.screenshot('scan-01-chosen');
    await page.getByRole('button', { name: 'Start check' }).click();
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
    expect(creates).toHaveLength(1);
    expect(creates[0]).toContain('"filename":"library-page.png"');

    await page.getByRole('list', { name: 'Scores' }).waitFor({ timeout: 150_000 });
    await expectVisible(page.getByRole('heading', { name: 'library-page.png', level: 1 }));
    expect(await page.getByTestId('report-text').textContent()).toContain('The old library on the hill opened its doors every morning');
    await browser.screenshot('scan-02-report');
  }, 240_000);

  it('drops the scan when the person writes instead', async () => {
    const { page } = browser;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New check' }).click();
    await page.getByLabel('Open a file').setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: scan });
    const note = page.getByText('again.png is a scan or photo', { exact: false });
    await note.waitFor({ timeout: 60_000 });
    await page.getByLabel('Text', { exact: true }).pressSequentially('Written', { delay: 5 });
    await note.waitFor({ state: 'detached' });
    await expectVisible(page.getByText(/^\d+ words$/));
  });
});
