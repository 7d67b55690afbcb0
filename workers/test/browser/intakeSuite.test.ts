import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeCases, type IntakeCase } from '../fixtures/intake/intakeCases.js';
import { createNodeWorkerHost } from '../../src/host/nodeHost.js';

// One table of intake cases, run in a Node worker thread and in headless Chromium (a Web
// Worker through Comlink), asserting the same extracted text and the same refusals.

const cases = intakeCases();
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function expectOutcome(name: string, result: unknown, expected: IntakeCase['expected']): void {
  const got = result as Record<string, unknown>;
  if ('error' in expected) {
    expect(got.error, name).toMatchObject({ code: expected.error });
    if (expected.message) expect((got.error as { message: string }).message, name).toMatch(expected.message);
  } else if ('needsOcr' in expected) {
    expect(got, name).toMatchObject({ needsOcr: true, format: expected.format });
  } else {
    expect(got, name).toMatchObject({ needsOcr: false, ...expected });
  }
}

describe('the intake suite in a Node worker thread', { timeout: 300_000 }, () => {
  it('reads every case as expected', async () => {
    const host = createNodeWorkerHost({ size: 2 });
    try {
      const results = await Promise.all(cases.map((item) => host.run('extractDocument', [item.input])));
      cases.forEach((item, index) => expectOutcome(item.name, results[index], item.expected));
    } finally {
      await host.close();
    }
  });
});

describe.skipIf(!existsSync(CHROMIUM))('the intake suite in headless Chromium, in a Web Worker through Comlink', { timeout: 300_000 }, () => {
  let server: Server;
  let browser: Browser;
  let origin = '';

  beforeAll(async () => {
    const bundle = await build({
      entryPoints: {
        browserWorkerEntry: fileURLToPath(new URL('../../src/host/browserWorkerEntry.ts', import.meta.url)),
        intakePage: fileURLToPath(new URL('./intakePage.ts', import.meta.url)),
      },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'chrome120',
      outdir: '/bundle',
      write: false,
      external: ['node:*'],
      logLevel: 'silent',
    });
    const files = new Map(bundle.outputFiles.map((file) => [file.path.replace(/^\/bundle/, ''), file.contents]));
    const bodies = cases.map((item) => ('text' in item.input ? new TextEncoder().encode(item.input.text) : item.input.bytes));
    server = createServer((request, response) => {
      const url = request.url ?? '/';
      const kind = /^\/case\/(\d+)\/kind$/.exec(url);
      const body = /^\/case\/(\d+)$/.exec(url);
      if (url === '/') {
        response.setHeader('content-type', 'text/html');
        response.end('<!doctype html><script type="module" src="/intakePage.js"></script>');
      } else if (kind) {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify('text' in cases[Number(kind[1])]!.input ? 'text' : 'bytes'));
      } else if (body) {
        response.end(bodies[Number(body[1])]);
      } else if (files.has(url)) {
        response.setHeader('content-type', 'text/javascript');
        response.end(files.get(url));
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  });

  afterAll(async () => {
    await browser?.close();
    if (server) await new Promise((resolve) => server.close(resolve));
  });

  it('reads every case as expected', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(origin);
    await page.waitForFunction(() => 'runCases' in globalThis);
    const results = await page.evaluate(
      (count) => (globalThis as unknown as { runCases(count: number): Promise<unknown[]> }).runCases(count),
      cases.length,
    );
    expect(errors).toEqual([]);
    cases.forEach((item, index) => expectOutcome(item.name, results[index], item.expected));
  });
});
