import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { repoRoot } from './webBuild.js';

const screenshots = join(repoRoot, 'e2e', 'screenshots');

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Saves what the person sees now as e2e/screenshots/<name>.png. */
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** Debian's Chromium with a fresh profile, headless, with nothing talking to the outside. */
export async function openBrowser(options: { width?: number; height?: number } = {}): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), 'wc-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: options.width ?? 1200, height: options.height ?? 900 },
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  mkdirSync(screenshots, { recursive: true });
  return {
    context,
    page,
    async screenshot(name) {
      await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the element is on screen. A page draws in steps (the heading first, then what it
 * fetched), so an instant `isVisible()` right after navigation races the fetch.
 */
export async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

/** Waits until the service worker controls the page and has cached Harper's WebAssembly. */
export async function harperPrecached(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.waitForFunction(
    async () => {
      for (const name of await caches.keys()) {
        if ((await (await caches.open(name)).keys()).some((k) => k.url.includes('harper-js-'))) return true;
      }
      return false;
    },
    undefined,
    { timeout: 60_000 },
  );
}
