import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, openBrowser, type BrowserSession } from '../src/browser.js';
import { insertFinishedCheck } from '../src/reportFixture.js';
import { startServer, type RunningServer } from '../src/testServer.js';

// A report's issues acted on from two devices, one of them offline for a while, and a full
// check started with no connection that runs once the connection returns.

const EMAIL = 'two.devices@example.org';
const PASSWORD = 'a long enough password';
const ESSAY = [
  'Libraries changed a great deal over the last century, yet their purpose stayed the same.',
  'They collect what people write and make it easy for others to find and read it.',
  'A good library also teaches its visitors how to judge a source and how to cite it fairly.',
].join(' ');

let server: RunningServer;
let phone: BrowserSession;
let laptop: BrowserSession;
let reportId = '';

beforeAll(async () => {
  server = await startServer();
  phone = await openBrowser({ width: 390, height: 844 });
  laptop = await openBrowser();
});

afterAll(async () => {
  await phone?.close();
  await laptop?.close();
  await server?.close();
});

async function signIn(browser: BrowserSession, kind: 'signup' | 'signin') {
  const { page } = browser;
  await page.goto(`${server.url}/${kind}`);
  await page.getByLabel('E-mail address').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: kind === 'signup' ? 'Create an account' : 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Checks', level: 1 }).waitFor();
}

const issueItem = (browser: BrowserSession, title: string) => browser.page.locator('li.issue').filter({ hasText: title });

describe('report sync', () => {
  it('applies a fix on the report page and keeps it across a reload', async () => {
    await signIn(laptop, 'signup');
    // The account's first key brings the starter credits the queued check below spends.
    await laptop.page.getByRole('link', { name: 'Account' }).click();
    await laptop.page.getByRole('button', { name: 'Create key' }).click();
    await laptop.page.getByTestId('new-key').waitFor();
    reportId = await insertFinishedCheck(server.svc, EMAIL);
    const { page } = laptop;
    await page.goto(`${server.url}/reports/${reportId}`);
    await page.getByRole('heading', { name: 'Memory of mankind', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Apply: error (Misspelled: eror)' }).click();
    const eror = issueItem(laptop, 'Misspelled: eror');
    await eror.getByText('Fixed: replaced with “error”.').waitFor();
    expect(await page.getByTestId('report-text').locator('.finding', { hasText: 'eror' }).count()).toBe(0);
    await page.getByText('The text with your fixes').click();
    expect(await page.getByTestId('fixed-text').textContent()).toContain('Their is a error in this sentance.');
    await laptop.screenshot('sync-01-fix-applied');

    await page.reload();
    await issueItem(laptop, 'Misspelled: eror').getByText('Fixed: replaced with “error”.').waitFor();
    await page.getByRole('button', { name: 'Undo: Misspelled: eror' }).waitFor();
  });

  it('ignores an issue offline on another device and sends it when back online', async () => {
    await signIn(phone, 'signin');
    const { page, context } = phone;
    await page.goto(`${server.url}/reports/${reportId}`);
    await page.getByRole('heading', { name: 'Memory of mankind', level: 1 }).waitFor();
    await issueItem(phone, 'Misspelled: eror').getByText('Fixed: replaced with “error”.').waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Ignore: Misspelled: sentance' }).click();
    await issueItem(phone, 'Misspelled: sentance').getByText('Ignored.').waitFor();
    expect(await page.getByTestId('waiting-changes').textContent()).toContain('1 change kept on this device');
    await phone.screenshot('sync-02-ignored-offline');

    await context.setOffline(false);
    await page.getByTestId('waiting-changes').waitFor({ state: 'detached', timeout: 30_000 });

    // The other device reads what the phone decided.
    await laptop.page.reload();
    await issueItem(laptop, 'Misspelled: sentance').getByText('Ignored.').waitFor();
    expect(await issueItem(laptop, 'Misspelled: eror').textContent()).toContain('Fixed: replaced with “error”.');
    await laptop.screenshot('sync-03-other-device');
  }, 90_000);

  it('queues a full check started offline and runs it when the network returns', async () => {
    const { page, context } = phone;
    await page.goto(`${server.url}/checks/new`);
    await page.getByLabel('Text', { exact: true }).waitFor();
    await context.setOffline(true);
    await page.getByLabel('Title (optional)').fill('Written on the train');
    await page.getByLabel('Text', { exact: true }).fill(ESSAY);
    await page.getByRole('button', { name: 'Start check' }).click();
    await page.waitForURL(/\/checks\?queued=1$/);
    const queued = page.getByRole('list', { name: 'Queued checks' });
    await queued.getByText('Written on the train').waitFor();
    await expectVisible(page.getByText('starts when the connection returns'));
    await phone.screenshot('sync-04-check-queued');

    await context.setOffline(false);
    await queued.waitFor({ state: 'detached', timeout: 30_000 });
    const item = page.getByRole('list', { name: 'Your checks' }).getByRole('listitem').filter({ hasText: 'Written on the train' });
    await item.waitFor({ timeout: 30_000 });
    await item.locator('.status', { hasText: 'Done' }).waitFor({ timeout: 150_000 });
    await phone.screenshot('sync-05-queued-check-done');
  }, 240_000);

  it('files a check in a folder with tags, then finds it by tag and by words', async () => {
    const { page } = laptop;
    await page.goto(`${server.url}/checks`);
    const item = page.getByRole('list', { name: 'Your checks' }).getByRole('listitem').filter({ hasText: 'Written on the train' });
    await item.getByText('Organise').click();
    await item.getByLabel('Folder').fill('Travel');
    await item.getByLabel('Tags, separated by commas').fill('draft, trains');
    await item.getByRole('button', { name: 'Save' }).click();
    await item.getByText('Folder: Travel').waitFor();
    await expectVisible(item.getByText('#trains'));

    await page.getByRole('combobox', { name: 'Tag' }).selectOption('trains');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('search-status').getByText('1 check tagged trains.').waitFor();
    expect(await page.getByRole('list', { name: 'Your checks' }).getByRole('listitem').count()).toBe(1);
    await laptop.screenshot('sync-06-filed-and-found');

    await page.getByRole('button', { name: 'Show all' }).click();
    await page.getByLabel('Search your checks').fill('mankind');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('search-status').getByText('1 check “mankind”.').waitFor();
    await expectVisible(page.getByRole('link', { name: 'Memory of mankind' }));
  }, 60_000);
});
