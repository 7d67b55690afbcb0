import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checks } from '@writecheck/server/db/schema';
import { openBrowser, type BrowserSession } from '../src/browser.js';
import { insertFinishedCheck } from '../src/reportFixture.js';
import { startServer, type RunningServer } from '../src/testServer.js';
import { signUp } from '../src/signUp.js';

// How the pages use the screen: a compact header and a search box whose hint fits on a phone,
// and a running check's text with its progress beside it on a desktop, not beside nothing.

const EMAIL = 'layout-reader@example.org';
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser(PHONE);
  await signUp(browser.page, server.url, EMAIL);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the page layout', () => {
  it('keeps the header to one row on a phone, its links in view and the account menu folded', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/checks`);
    await page.getByRole('heading', { name: 'Checks', level: 1 }).waitFor();
    const header = (await page.locator('header.top').boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(60);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['New check', 'Checks', 'Account']) {
      const link = (await nav.getByRole('link', { name, exact: true }).boundingBox())!;
      expect(link, name).not.toBeNull();
      expect(link.y + link.height, `${name} in the header`).toBeLessThanOrEqual(header.y + header.height);
      expect(link.x + link.width, `${name} on screen`).toBeLessThanOrEqual(PHONE.width);
    }
    // The e-mail address and Sign out wait behind the account's button.
    expect(await page.getByText(EMAIL).isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: `Signed in as ${EMAIL}` });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText(EMAIL).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    await browser.screenshot('layout-phone-account-menu');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(false);
  });

  it("shows the whole of the search box's hint on a phone", async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/checks`);
    const search = page.getByRole('searchbox');
    await search.waitFor();
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { needed: context.measureText(input.placeholder).width, inside };
    });
    expect(room.needed).toBeLessThanOrEqual(room.inside);
    await browser.screenshot('layout-phone-checks');
  });

  it('puts a running check’s progress beside its text on a desktop', async () => {
    const { page } = browser;
    const id = await insertFinishedCheck(server.svc, EMAIL);
    // No job is queued for it, so it stays running for as long as the test looks.
    await server.svc.db
      .update(checks)
      .set({ status: 'analyzing', progress: 40, phase: 'Checking grammar, spelling and style', report: null, scores: null, completedAt: null })
      .where(eq(checks.id, id));
    await page.setViewportSize(DESK);
    await page.goto(`${server.url}/reports/${id}`);
    const running = page.getByRole('heading', { name: 'Checking…' });
    await running.waitFor();
    const text = (await page.locator('.report-main .report-text').boundingBox())!;
    const progress = (await page.locator('section.running').boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    // Beside the text, level with its top, not above it with an empty column at its side.
    expect(progress.x).toBeGreaterThanOrEqual(text.x + text.width);
    expect(progress.y).toBeLessThan(text.y);
    expect(progress.y + progress.height).toBeGreaterThan(text.y);
    expect(progress.x + progress.width).toBeGreaterThan(main.x + main.width * 0.85);
    await browser.screenshot('layout-desk-running');

    // On a phone the progress comes first and the text takes the width.
    await page.setViewportSize(PHONE);
    const phoneText = (await page.locator('.report-main .report-text').boundingBox())!;
    const phoneProgress = (await page.locator('section.running').boundingBox())!;
    expect(phoneProgress.y + phoneProgress.height).toBeLessThanOrEqual(phoneText.y);
    expect(phoneText.width).toBeGreaterThan(PHONE.width * 0.85);
  });

  it('ends the page where its content ends, with a long list of findings scrolled in its box', async () => {
    const { page } = browser;
    await page.setViewportSize(DESK);
    await page.goto(`${server.url}/try`);
    const slips = ['recieve', 'seperate', 'definately', 'occured', 'untill', 'wich', 'beleive', 'adress', 'goverment', 'tommorow'];
    await page.locator('textarea').fill(slips.map((w) => `We will ${w} it soon.`).join(' '));
    await expect.poll(() => page.getByTestId('draft-finding').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(slips.length);
    // Every finding's screen-reader text sits inside the list, which scrolls; none of it
    // may stretch the page below the last thing on it.
    const room = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const bottom = Math.max(...Array.from(main.children, (c) => c.getBoundingClientRect().bottom)) + scrollY;
      return { page: document.documentElement.scrollHeight, content: bottom };
    });
    expect(room.page - room.content).toBeLessThan(100);
  });
});
