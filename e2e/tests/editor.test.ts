import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, harperPrecached, openBrowser, type BrowserSession } from '../src/browser.js';
import { insertFinishedCheck } from '../src/reportFixture.js';
import { startServer, type RunningServer } from '../src/testServer.js';
import { signUp } from '../src/signUp.js';

// The editor checks as the person writes, on the device: findings appear with no request to
// the server, a fix is one click away, and all of it keeps working with the network gone.

const EMAIL = 'writer@example.org';
// "trophic" is no desk-dictionary word: the offline speller knows it from the larger word list.
const DRAFT = 'Their is a eror in this sentance on trophic levels, and the the rest reads well enough for now.';

let server: RunningServer;
let browser: BrowserSession;
const serverCalls: string[] = [];

function isServerCall(request: Request): boolean {
  const path = new URL(request.url()).pathname;
  return /^\/(trpc|v1|auth|mcp)\b/.test(path);
}

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  browser.page.on('request', (request) => {
    if (isServerCall(request)) serverCalls.push(request.url());
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function findingsFor(word: string) {
  const finding = browser.page.getByTestId('draft-finding').filter({ hasText: `“${word}”` });
  await finding.first().waitFor({ timeout: 60_000 });
  return finding.first();
}

describe('the editor', () => {
  it('underlines findings as the person types, without asking the server', async () => {
    const { page } = browser;
    await signUp(page, server.url, EMAIL);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New check' }).click();
    const editor = page.getByLabel('Text', { exact: true });
    await editor.waitFor();
    // The page's own loading (capabilities, balance) is over before typing starts.
    await page.getByTestId('price').getByText(/you have/).waitFor();
    await page.waitForLoadState('networkidle');

    serverCalls.length = 0;
    await editor.pressSequentially(DRAFT, { delay: 5 });
    await findingsFor('eror');
    await findingsFor('sentance');
    await browser.page.getByTestId('draft-finding').filter({ hasText: 'Repeated word' }).first().waitFor();
    expect(serverCalls).toEqual([]);
    const underlined = await page.locator('.editor-backdrop mark').allTextContents();
    expect(underlined).toEqual(expect.arrayContaining(['eror', 'sentance']));
    expect(underlined).not.toContain('trophic');
    expect(await page.getByTestId('findings-summary').textContent()).toMatch(/\d+ findings/);
    await browser.screenshot('editor-01-findings-while-typing');
  }, 120_000);

  it('applies a fix with one click, leaving the other findings on their own words', async () => {
    const { page } = browser;
    const eror = await findingsFor('eror');
    await eror.getByRole('button', { name: /error/ }).first().click();
    const editor = page.getByLabel('Text', { exact: true });
    await page.waitForFunction(() => (document.getElementById('text') as HTMLTextAreaElement).value.includes('a error'));
    expect(await editor.inputValue()).toContain('Their is a error in this sentance');
    await page.waitForFunction(() => !Array.from(document.querySelectorAll('.editor-backdrop mark'), (m) => m.textContent).includes('eror'));
    // The underline of "sentance" moved with the text: it still covers exactly that word.
    expect(await page.locator('.editor-backdrop mark').allTextContents()).toContain('sentance');
    expect(serverCalls).toEqual([]);
    await browser.screenshot('editor-02-fix-applied');
  });

  it('keeps the draft on the device', async () => {
    const { page } = browser;
    await page.waitForTimeout(500);
    await page.reload();
    const editor = page.getByLabel('Text', { exact: true });
    await page.waitForFunction(() => (document.getElementById('text') as HTMLTextAreaElement | null)?.value.includes('a error'));
    expect(await editor.inputValue()).toContain('sentance');
    await findingsFor('sentance');
  });

  it('reads a chosen file on the device and checks its text', async () => {
    const { page } = browser;
    serverCalls.length = 0;
    const html = '<!doctype html><html><body><h1>Notes</h1><p>We recieve the letters on monday.</p></body></html>';
    await page.getByLabel('Open a file').setInputFiles({ name: 'notes.html', mimeType: 'text/html', buffer: Buffer.from(html) });
    await page.getByText('Read notes.html.').waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('Text', { exact: true }).inputValue()).toContain('We recieve the letters on monday.');
    await findingsFor('recieve');
    expect(serverCalls).toEqual([]);
    await browser.screenshot('editor-03-file-read');
  }, 90_000);

  it("offers a misspelling's other likely words beside its fix and applies the one chosen", async () => {
    const { page } = browser;
    const recieve = await findingsFor('recieve');
    const others = recieve.getByRole('group', { name: 'Other suggestions for “recieve”' });
    expect(await others.getByRole('button').allTextContents()).toContain('received');
    await others.getByRole('button', { name: 'Replace “recieve” with “received”' }).click();
    await page.waitForFunction(() => (document.getElementById('text') as HTMLTextAreaElement).value.includes('We received the letters'));
    await page.waitForFunction(() => !Array.from(document.querySelectorAll('.editor-backdrop mark'), (m) => m.textContent).includes('recieve'));
    await browser.screenshot('editor-04-alternative-applied');
  });

  it('checks grammar and opens a synced report with the network gone', async () => {
    const { page, context } = browser;
    const id = await insertFinishedCheck(server.svc, EMAIL);
    // A visit syncs the device: the finished report is pulled without being opened.
    await page.goto(`${server.url}/checks`);
    await page.waitForFunction(
      (reportId) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('writecheck');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('reports')) return resolve(false);
            const get = db.transaction('reports').objectStore('reports').get(reportId);
            get.onsuccess = () => resolve(get.result !== undefined);
            get.onerror = () => resolve(false);
          };
        }),
      id,
      { timeout: 30_000 },
    );
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Harper's WebAssembly and the dictionaries are precached with the shell.
    await harperPrecached(page);

    await context.setOffline(true);
    await page.goto(`${server.url}/reports/${id}`);
    await page.getByRole('heading', { name: 'Memory of mankind', level: 1 }).waitFor();
    await expectVisible(page.getByText('Showing the copy saved on this device'));
    expect(await page.getByTestId('report-text').textContent()).toContain('memory of mankind');
    await browser.screenshot('editor-05-offline-report');

    await page.goto(`${server.url}/checks/new`);
    const editor = page.getByLabel('Text', { exact: true });
    await editor.waitFor();
    await editor.fill('');
    await editor.pressSequentially('Offline I recieve the letters every day.', { delay: 5 });
    const finding = await findingsFor('recieve');
    expect(await finding.textContent()).toContain('receive');
    await expectVisible(page.getByText('You are offline.'));
    await browser.screenshot('editor-06-offline-grammar');
    await context.setOffline(false);
  }, 120_000);
});
