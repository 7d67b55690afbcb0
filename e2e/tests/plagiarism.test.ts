import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureWeb, type FixtureWeb } from '../../server/test/fixtureWeb.js';
import { essay, tambora } from '../../server/test/plagiarismSources.fixture.js';
import { expectVisible, openBrowser, type BrowserSession } from '../src/browser.js';
import { startServer, type RunningServer } from '../src/testServer.js';
import { signUpWithCredits } from '../src/signUp.js';

// A full check in the app whose sources live on a loopback web: the person watches its
// progress, then reads the report with the source it copied from.

let web: FixtureWeb;
let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  web = await startFixtureWeb({
    pages: [{ path: '/history/tambora', title: 'The year without a summer', text: tambora, siteName: 'Climate Past' }],
  });
  server = await startServer({
    WRITECHECK_SEARXNG_URL: web.url,
    WRITECHECK_WIKIPEDIA_URL: `${web.url}/w/api.php`,
    // The fixture web is on loopback: the fetcher refuses it unless the operator allows it.
    WRITECHECK_FETCH_ALLOW: '127.0.0.1',
    // Each step pauses a little, so that progress is there to be seen.
    WRITECHECK_STEP_DELAY_MS: '300',
  });
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await web?.close();
});

describe('a full check against the web', () => {
  it('shows progress, then the report with the source', async () => {
    const { page } = browser;
    await signUpWithCredits(page, server.url, 'researcher@example.org');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New check' }).click();
    await page.getByLabel('Title (optional)').fill('Volcanoes and weather');
    await page.getByLabel('Text', { exact: true }).fill(`${essay}\n\nThe summer of 1816 brought a eror in every harvest record.`);
    await page.getByLabel('AI content').uncheck();
    await page.getByRole('button', { name: 'Start check' }).click();
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Checking…' }).waitFor();
    await expectVisible(page.getByRole('progressbar', { name: 'Progress' }));
    // The grammar and spelling found at submission show while the rest runs.
    await expectVisible(page.getByTestId('instant-note'));
    expect(await page.getByTestId('report-text').locator('.finding').allTextContents()).toContain('eror');
    await browser.screenshot('plagiarism-01-progress');

    await page.getByRole('list', { name: 'Scores' }).waitFor({ timeout: 150_000 });
    const source = page.getByRole('link', { name: 'The year without a summer' });
    await source.waitFor();
    expect(await source.getAttribute('href')).toBe(`${web.url}/history/tambora`);
    // The copied passage is coloured by its verdict in the text.
    expect(await page.getByTestId('report-text').locator('[class*="verdict"]').count()).toBeGreaterThan(0);
    await browser.screenshot('plagiarism-02-report-with-source');
  }, 200_000);
});
