import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, harperPrecached, openBrowser, type BrowserSession } from '../src/browser.js';
import { startServer, type RunningServer } from '../src/testServer.js';

// A visitor without an account can try the instant check: it runs in the browser, so the
// text they type is never sent, and the account-only actions are not offered.

let server: RunningServer;
let browser: BrowserSession;
const serverCalls: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  browser.page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/(trpc|v1|auth|mcp)\b/.test(path)) serverCalls.push(`${request.method()} ${path}`);
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('trying the checker without an account', () => {
  it('is offered from the sign-in page', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/checks/new`);
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'try the instant check' }).click();
    await page.getByRole('heading', { name: 'Check your writing', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/try');
    await expectVisible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }));
  });

  it('finds errors as the visitor types and applies a fix, sending nothing', async () => {
    const { page } = browser;
    await page.waitForLoadState('networkidle');
    serverCalls.length = 0;
    const editor = page.getByLabel('Text', { exact: true });
    await editor.pressSequentially('We recieve the letters on monday, and the the rest arrives later.', { delay: 5 });
    const finding = page.getByTestId('draft-finding').filter({ hasText: '“recieve”' }).first();
    await finding.waitFor({ timeout: 60_000 });
    await page.getByTestId('draft-finding').filter({ hasText: 'Repeated word' }).first().waitFor();
    // Only an account has a dictionary.
    expect(await finding.getByRole('button', { name: /Add .* to the dictionary/ }).count()).toBe(0);
    await finding.getByRole('button', { name: 'Replace with "receive" for “recieve”' }).click();
    await page.waitForFunction(() => (document.getElementById('text') as HTMLTextAreaElement).value.startsWith('We receive the letters'));
    await page.waitForFunction(() => !Array.from(document.querySelectorAll('.editor-backdrop mark'), (m) => m.textContent).includes('recieve'));
    expect(serverCalls).toEqual([]);
    await browser.screenshot('try-01-findings-without-account');
  }, 120_000);

  it('keeps checking with the network gone', async () => {
    const { page, context } = browser;
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Harper's WebAssembly and the English dictionaries are precached with the shell.
    await harperPrecached(page);
    await context.setOffline(true);
    try {
      await page.goto(`${server.url}/try`);
      const editor = page.getByLabel('Text', { exact: true });
      await editor.pressSequentially('Offline we recieve the letters every day.', { delay: 5 });
      await page.getByTestId('draft-finding').filter({ hasText: '“recieve”' }).first().waitFor({ timeout: 60_000 });
      await browser.screenshot('try-02-offline');
    } finally {
      await context.setOffline(false);
    }
  }, 120_000);

  it('leads to an account for a full check', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create an account', level: 1 }).waitFor();
  });
});
