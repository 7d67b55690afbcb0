import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../src/browser.js';
import { startServer, type RunningServer } from '../src/testServer.js';
import { signUpWithCredits } from '../src/signUp.js';

// The credit ledger on a phone: every column on screen, not the credits scrolled out of sight.

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser({ width: 390, height: 844 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('credits and usage on a phone', () => {
  it('shows every column of the ledger without scrolling sideways', async () => {
    const { page } = browser;
    await signUpWithCredits(page, server.url, 'phone-ledger@example.org');
    await page.goto(`${server.url}/account/usage`);
    const table = page.getByRole('table', { name: 'Credit ledger, newest first' });
    await table.getByRole('cell', { name: 'Credits added' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    for (const name of ['When', 'What', 'Credits', 'Check', 'Available after']) {
      const box = await table.getByRole('columnheader', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x + box!.width, `${name} column`).toBeLessThanOrEqual(width);
    }
    await browser.screenshot('phone-usage-ledger');
  });
});
