import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { ServiceFailure } from '@writecheck/shared';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** The Chromium that prints PDFs: `CHROMIUM_PATH`, else Debian's; null when neither exists. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | null {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  return existsSync(path) ? path : null;
}

/**
 * Prints an exported report to PDF with headless Chromium. The page gets no network
 * (every request is aborted) and no JavaScript: the HTML needs neither.
 */
export async function renderPdf(html: string, executablePath: string | null = chromiumPath()): Promise<Uint8Array> {
  if (!executablePath) {
    throw new ServiceFailure(
      'export_unavailable',
      `PDF export needs Chromium, found neither CHROMIUM_PATH nor ${DEFAULT_CHROMIUM}; the HTML and JSON exports work without it`,
    );
  }
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    timeout: 60_000,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    const page = await context.newPage();
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'load', timeout: 60_000 });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  } finally {
    await browser.close();
  }
}
