import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harperPrecached, openBrowser, type BrowserSession } from '../src/browser.js';
import { startServer, type RunningServer } from '../src/testServer.js';
import { webDist } from '../src/webBuild.js';

// How soon the editor's grammar (harper.js) answers. Harper is 16 MB of WebAssembly and a
// linter that takes about a second to build, so the editor starts it as it opens, on a worker
// of its own, and the server sends the WebAssembly compressed.

// "i" is Harper's alone (its capitalisation rule); "recieve" is our spelling pass's.
const DRAFT = 'We recieve the letters every week. She said that i should leave early.';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Milliseconds, on the page's clock (0 at navigation), until a finding quoting `word` is shown. */
function shownAt(page: Page, word: string, timeoutMs = 60_000): Promise<number> {
  return page.evaluate(
    ({ word, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const quoted = `“${word}”`;
        const shown = () => Array.from(document.querySelectorAll('[data-testid="draft-finding"] .quote'), (q) => q.textContent ?? '').some((t) => t.includes(quoted));
        if (shown()) return resolve(performance.now());
        const seen = new MutationObserver(() => {
          if (!shown()) return;
          seen.disconnect();
          resolve(performance.now());
        });
        seen.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => reject(new Error(`no finding on “${word}” within ${timeoutMs} ms`)), timeoutMs);
      }),
    { word, timeoutMs },
  );
}

/** Puts the draft in the editor in one input event, as a paste does; returns the page's clock then. */
function paste(page: Page, text: string): Promise<number> {
  return page.evaluate((value) => {
    const area = document.getElementById('text') as HTMLTextAreaElement;
    area.value = value;
    area.dispatchEvent(new Event('input', { bubbles: true }));
    return performance.now();
  }, text);
}

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${server.url}/try`);
  await page.getByLabel('Text', { exact: true }).waitFor();
}

describe("Harper's start in the editor", () => {
  it('is sent its WebAssembly compressed', async () => {
    const wasm = readdirSync(join(webDist, 'assets')).find((f) => f.endsWith('.wasm'));
    expect(wasm).toBeDefined();
    const response = await fetch(`${server.url}/assets/${wasm}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    // still WebAssembly to the browser, so it compiles while it streams in
    expect(response.headers.get('content-type')).toBe('application/wasm');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(9_000_000);
    await response.arrayBuffer();
  });

  it('gives its findings on a first visit, and the visit keeps it for the next', async () => {
    const { page } = browser;
    await openEditor(page);
    await paste(page, DRAFT);
    const harperMs = await shownAt(page, 'i');
    await shownAt(page, 'recieve');
    console.log(`first visit: Harper's findings ${Math.round(harperMs)} ms after navigation`);
    await harperPrecached(page);
  }, 120_000);

  it('answers a draft pasted as a warm page opens within a few seconds', async () => {
    const { page } = browser;
    await openEditor(page);
    await paste(page, DRAFT);
    const harperMs = await shownAt(page, 'i');
    console.log(`warm page: Harper's findings ${Math.round(harperMs)} ms after navigation`);
    // From the service worker's cache and with its compiled code cached, Harper's worker
    // starts, builds its linter and lints in about 2 s on an idle 2-core machine and took up
    // to 3.2 s with the cores shared by other work (load 9). 8 s leaves that margin again and
    // still fails on the regressions that cost a user 10 s and more: the WebAssembly fetched
    // or compiled anew each visit, or Harper set up twice, or not at all until the first word.
    expect(harperMs).toBeLessThan(8_000);
  }, 60_000);

  it('is ready before the first word when the page has been open a moment', async () => {
    const { page } = browser;
    await openEditor(page);
    // A person reads the page before writing: the editor prepares Harper meanwhile (about 2 s,
    // twice that on a loaded machine; 8 s leaves room again).
    await page.waitForTimeout(8_000);
    const typedAt = await paste(page, DRAFT);
    const harperMs = (await shownAt(page, 'i')) - typedAt;
    console.log(`prepared page: Harper's findings ${Math.round(harperMs)} ms after the paste`);
    // Prepared, the check of one sentence is tens of milliseconds; unprepared, the paste would
    // wait for Harper's setup (about 2 s even warm). 1 s is ten times the first, half the second.
    expect(harperMs).toBeLessThan(1_000);
  }, 60_000);

  it('shows the other passes\' findings while Harper is still starting, and Harper\'s once it answers', async () => {
    // a first visit over a slow line: the WebAssembly takes 6 s more to arrive
    const slow = await openBrowser();
    try {
      await slow.context.route('**/*.wasm', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        await route.continue();
      });
      const page = slow.page;
      await page.goto(`${server.url}/try`);
      await page.getByLabel('Text', { exact: true }).waitFor();
      const pastedAt = await paste(page, DRAFT);
      const ownMs = (await shownAt(page, 'recieve')) - pastedAt;
      const harperMs = (await shownAt(page, 'i')) - pastedAt;
      console.log(`slow first visit: own findings ${Math.round(ownMs)} ms, Harper's ${Math.round(harperMs)} ms after the paste`);
      expect(harperMs - ownMs).toBeGreaterThan(2_000);
    } finally {
      await slow.close();
    }
  }, 90_000);
});
