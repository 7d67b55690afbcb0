import type { Page } from 'playwright-core';

/** Signs a new person up in the app and waits for their (empty) list of checks. */
export async function signUp(page: Page, serverUrl: string, email: string): Promise<void> {
  await page.goto(`${serverUrl}/signup`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByRole('heading', { name: 'Checks', level: 1 }).waitFor();
}

/** Signs up and creates the first API key, which brings the starter credits a check needs. */
export async function signUpWithCredits(page: Page, serverUrl: string, email: string): Promise<void> {
  await signUp(page, serverUrl, email);
  await page.getByRole('link', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.getByTestId('new-key').waitFor();
}
