import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checks } from '@writecheck/server/db/schema';
import type { Report } from '@writecheck/shared';
import { openBrowser, type BrowserSession } from '../src/browser.js';
import { insertFinishedCheck } from '../src/reportFixture.js';
import { startServer, type RunningServer } from '../src/testServer.js';
import { signUp } from '../src/signUp.js';

// How a finished report reads to its owner: the language it was checked in, a short text's AI
// score, a finding's source link and the words it quotes, and no internal worker names.

const EMAIL = 'wording@example.org';

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

describe('the wording of a report', () => {
  it('names the language, says a short text got no AI verdict, names sources, keeps worker names out', async () => {
    const { page } = browser;
    await signUp(page, server.url, EMAIL);
    const id = await insertFinishedCheck(server.svc, EMAIL);
    // The fixture is 34 words: the AI pass ran but gave no verdict, as it does under 150 words.
    const [row] = await server.svc.db.select().from(checks).where(eq(checks.id, id));
    const report = row!.report as Report;
    const tooShort: Report = {
      ...report,
      scores: { ...report.scores!, aiContent: null, clarity: 96 },
      passes: { language: 'ok', aiContent: 'partial' },
      locale: 'en-GB',
      // A citation finding's words as the citations pass gives them, with the space before the year.
      issues: report.issues.map((i) => (i.id === 's2' ? { ...i, original: { ...i.original, text: ` ${i.original.text}` } } : i)),
    };
    await server.svc.db
      .update(checks)
      .set({ report: tooShort, scores: tooShort.scores, completedBy: 'vm:4242:c0ffee', options: { ...(row!.options as object), style: true } })
      .where(eq(checks.id, id));

    await page.goto(`${server.url}/reports/${id}`);
    // The tab is named for the report, not "Report" like every other.
    await expect.poll(() => page.title()).toBe('Memory of mankind · writecheck');
    // The dialect its spelling was checked in, and the register in words.
    expect(await page.getByTestId('report-language').textContent()).toBe('British English');
    expect(await page.locator('.report-head .muted').first().innerText()).toContain('APA · academic register');
    const ai = page.getByRole('list', { name: 'Scores' }).getByRole('listitem').filter({ hasText: 'AI content' });
    await ai.waitFor();
    expect(await ai.innerText()).toContain('too short');
    expect(await ai.innerText()).toContain('no verdict under 150 words');
    // The clarity tile gives the text's reading ease, worked out in the browser.
    expect(await page.getByRole('list', { name: 'Scores' }).getByRole('listitem').filter({ hasText: 'Clarity' }).innerText()).toMatch(/reading ease \d+ of 100, (?:very easy|easy|fairly easy|plain|fairly difficult|difficult|very difficult)/);

    // The finding's link says which site it goes to, not just "Source".
    const finding = page.locator('.issue').filter({ hasText: 'Quoted without a citation' });
    // Severity in words, as the rest of the report words things, not the enum ("warning").
    expect(await finding.getByTestId('issue-severity').innerText()).toBe('Warning');
    expect(await page.locator('.issue').filter({ hasText: 'Misspelled: eror' }).getByTestId('issue-severity').innerText()).toBe('Error');
    expect(await finding.getByRole('link').textContent()).toBe('Source: 127.0.0.1');
    // A fix whose label does not show its words says what the text becomes; a plain replacement does not repeat it.
    expect(await finding.getByTestId('fix-preview').innerText()).toBe('Becomes: libraries are the memory of mankind (The Memory of Mankind, n.d.)');
    expect(await page.locator('.issue').filter({ hasText: 'Misspelled: eror' }).getByTestId('fix-preview').count()).toBe(0);
    expect(await page.locator('.issue').filter({ hasText: 'Misspelled: sentance' }).locator('.quote').innerText()).toMatch(/\n“sentance”$/);

    // Once decided, the card says so in the words of its note.
    const eror = page.locator('.issue').filter({ hasText: 'Misspelled: eror' });
    await eror.getByRole('button', { name: /^Apply/ }).click();
    await eror.getByTestId('issue-state').waitFor();
    expect(await eror.getByTestId('issue-severity').innerText()).toBe('Error · Fixed');

    const foot = page.locator('.report-foot');
    await foot.getByText(/Checked in/).waitFor();
    expect(await foot.innerText()).not.toContain('vm:4242');
    await browser.screenshot('wording-01-short-report');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Checks' }).click();
    const item = page.locator('.check-item').filter({ hasText: 'Memory of mankind' });
    await item.locator('.scores-inline').waitFor();
    expect((await item.locator('.scores-inline').innerText()).replaceAll('\u00a0', ' ')).toBe('Originality 82.4% · Grammar 68.5 · Citations 75 · AI too short to judge');
  });
});
