import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, openBrowser, type BrowserSession } from '../src/browser.js';
import { insertFinishedCheck } from '../src/reportFixture.js';
import { startServer, type RunningServer } from '../src/testServer.js';

// One person's first visit, in order: sign up, get a key, check a pasted text, read the
// report, open it by its address, then lose the network and open it again.

const EMAIL = 'reader@example.org';
const ESSAY = [
  'Libraries changed a great deal over the last century, yet their purpose stayed the same.',
  'They collect what people write and make it easy for others to find and read it.',
  'A good library also teaches its visitors how to judge a source and how to cite it fairly.',
].join(' ');

let server: RunningServer;
let browser: BrowserSession;
let reportId = '';

beforeAll(async () => {
  // Each step of the runner pauses a little, so that progress is there to be seen.
  server = await startServer({ WRITECHECK_STEP_DELAY_MS: '400' });
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the web app', () => {
  it('signs a new person up and shows their empty list of checks', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/signin/);
    await page.getByRole('link', { name: 'Create one' }).click();
    await page.getByLabel('E-mail address').fill(EMAIL);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Checks', level: 1 }).waitFor();
    await expectVisible(page.getByText('No checks yet.'));
    await expectVisible(page.getByText('reader@example.org'));
    await browser.screenshot('01-signed-up');
  });

  it('creates an API key that is shown once', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByLabel('Name (optional)').fill('grading script');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = page.getByTestId('new-key');
    await key.waitFor();
    expect(await key.textContent()).toMatch(/^wc_live_[0-9A-Za-z]{32}$/);
    await expectVisible(page.getByText('it is shown only once'));
    await expectVisible(page.getByText('1 of 5 live keys.'));
    await browser.screenshot('02-key-shown-once');
    await page.getByRole('button', { name: 'I have saved it' }).click();
    expect(await page.getByTestId('new-key').count()).toBe(0);
    const listed = page.getByRole('list', { name: 'Live keys' }).getByRole('listitem');
    expect(await listed.count()).toBe(1);
    expect(await listed.first().textContent()).toContain('grading script');
  });

  it('shows a source rule the service refuses as an inline error', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'Source rules' }).click();
    await page.getByLabel('Value').fill('example.com/some/path');
    await page.getByRole('button', { name: 'Add rule' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('example.com/some/path');
    await page.getByLabel('Value').fill('https://www.Example.com/');
    await page.getByRole('button', { name: 'Add rule' }).click();
    await page.getByText('Added exclude domain example.com.').waitFor();
    await browser.screenshot('03-source-rules');
  });

  it('keeps accepted words on the account dictionary page, from the keyboard', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'Dictionary' }).click();
    await page.getByRole('heading', { name: 'Dictionary' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Source rules' }).count()).toBe(0);
    const word = page.getByLabel('Word', { exact: true });
    await word.fill('two words');
    await word.press('Enter');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('letters only');
    await word.fill('Flurbix');
    await word.press('Enter');
    await page.getByText('Added “Flurbix”.').waitFor();
    const words = page.getByRole('list', { name: 'Accepted words' });
    expect(await words.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('Flurbix')]);
    await page.getByRole('button', { name: 'Remove Flurbix' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Removed “Flurbix”.').waitFor();
    expect(await words.getByRole('listitem').count()).toBe(0);
  });

  it("adds a misspelt word to the account's dictionary from the editor", async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'New check' }).click();
    await page.getByLabel('Text', { exact: true }).fill('Our zorbletine pipeline answers every request quickly.');
    const add = page.getByRole('button', { name: 'Add “zorbletine” to the dictionary' });
    await add.waitFor({ timeout: 60_000 });
    await add.click();
    await add.waitFor({ state: 'detached' });
    await page.getByLabel('Text', { exact: true }).fill('');
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Dictionary' }).click();
    await page.getByRole('button', { name: 'Remove zorbletine' }).waitFor();
  });

  it('prices a pasted text, starts the check, shows progress and then the report', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'New check' }).click();
    await page.getByLabel('Title (optional)').fill('Libraries');
    await page.getByLabel('Text', { exact: true }).fill(ESSAY);
    await page.getByText(/^49 words$/).waitFor();
    // Under 250 words is billed as one 250-word block: 30 base + 60 + 15 + 15 + 20 + 10.
    expect(await page.getByTestId('price').textContent()).toContain('150 credits');
    await page.getByLabel('Style (clarity and word choice)').uncheck();
    expect(await page.getByTestId('price').textContent()).toContain('140 credits');
    await page.getByRole('button', { name: 'Start check' }).click();
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
    reportId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: 'Checking…' }).waitFor();
    await expectVisible(page.getByRole('progressbar', { name: 'Progress' }));
    await browser.screenshot('04-check-in-progress');
    await page.getByRole('list', { name: 'Scores' }).waitFor({ timeout: 150_000 });
    expect(await page.locator('.status').first().textContent()).toBe('Done');
    expect(await page.getByTestId('report-text').textContent()).toContain('Libraries changed a great deal');
    // A pass turned off is said to be off, never shown as a score.
    expect(await page.locator('.score-tile', { hasText: 'Clarity' }).textContent()).toContain('turned off for this check');
    expect(await page.locator('.score-tile').count()).toBe(5);
    await browser.screenshot('05-report');
  }, 200_000);

  it('lists the finished check with its status', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'Checks', exact: true }).click();
    const item = page.getByRole('listitem').filter({ hasText: 'Libraries' });
    await item.waitFor();
    expect(await item.locator('.status').textContent()).toBe('Done');
  });

  it('opens /reports/<id> directly', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/reports/${reportId}`);
    await page.getByRole('heading', { name: 'Libraries', level: 1 }).waitFor();
    expect(await page.getByTestId('report-text').textContent()).toContain('judge a source');
    await browser.screenshot('06-report-opened-directly');
  });

  it('opens the app shell and the stored report with the network gone', async () => {
    const { page, context } = browser;
    // The service worker has precached the shell once it is active and in control.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Libraries', level: 1 }).waitFor();
    await expectVisible(page.getByText('You are offline.'));
    await expectVisible(page.getByText('Showing the copy saved on this device'));
    expect(await page.getByTestId('report-text').textContent()).toContain('Libraries changed a great deal');
    await browser.screenshot('07-offline-report');

    await page.goto(`${server.url}/checks`);
    await page.getByRole('list', { name: 'Saved reports' }).waitFor();
    await expectVisible(page.getByRole('link', { name: 'Libraries' }));
    await browser.screenshot('08-offline-checks');
    await context.setOffline(false);
  });

  it('renders a report with findings underlined, issues grouped by category, sources and scores', async () => {
    const { page } = browser;
    const id = await insertFinishedCheck(server.svc, EMAIL);
    await page.goto(`${server.url}/reports/${id}`);
    await page.getByRole('heading', { name: 'Memory of mankind', level: 1 }).waitFor();
    const text = page.getByTestId('report-text');
    expect(await text.locator('.finding').count()).toBe(4);
    expect(await text.locator('.finding.cat-spelling').allTextContents()).toEqual(['eror', 'sentance']);
    await expectVisible(page.getByRole('heading', { name: 'Grammar (1)' }));
    await expectVisible(page.getByRole('heading', { name: 'Spelling (2)' }));
    await expectVisible(page.getByRole('heading', { name: 'Missing citations (1)' }));
    expect(await page.locator('.score-tile', { hasText: 'Originality' }).textContent()).toContain('82.4');
    expect(await page.locator('.score-tile', { hasText: 'Clarity' }).textContent()).toContain('turned off for this check');
    await expectVisible(page.getByRole('link', { name: 'The Memory of Mankind' }));
    await browser.screenshot('09-report-with-findings');

    // Choosing an issue marks its words in the text; Enter on underlined words picks their issue.
    await page.getByRole('button', { name: /^Misspelled: sentance/ }).click();
    expect(await text.locator('.finding.selected').textContent()).toBe('sentance');
    await text.locator('.finding', { hasText: 'eror' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('li.issue.selected').textContent()).toContain('Misspelled: eror');
  });

  it('fits a phone screen', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { name: 'Memory of mankind', level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await browser.screenshot('10-report-phone');
    await page.goto(`${server.url}/checks/new`);
    await page.getByLabel('Text', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await browser.screenshot('11-new-check-phone');
  });

  it('is installable: the manifest names the app and its icons, and the service worker controls the page', async () => {
    const { page } = browser;
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector('link[rel="manifest"]') as HTMLLinkElement | null;
      return link ? ((await (await fetch(link.href)).json()) as { name: string; display: string; icons: { sizes: string }[] }) : null;
    });
    expect(manifest).toMatchObject({ name: 'writecheck', display: 'standalone' });
    expect(manifest!.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  });

  it('signs out, forgetting the reports kept on the device, and signs back in', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto(`${server.url}/checks`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const kept = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('writecheck');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('reports').objectStore('reports').count();
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => reject(count.error);
          };
        }),
    );
    expect(kept).toBe(0);
    await page.getByLabel('E-mail address').fill(EMAIL);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByRole('alert').textContent()).toContain('the password is wrong');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Checks', level: 1 }).waitFor();
    await expectVisible(page.getByRole('link', { name: 'Libraries' }));
    await browser.screenshot('12-signed-back-in');
  });
});
