import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, source } from '../fixtures/intake/files.js';
import { intakeCases, type IntakeCase } from '../fixtures/intake/intakeCases.js';
import { characterErrorRate } from '../../src/intake/ocr/characterErrorRate.js';
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
    // tesseract.js publishes no worker script for browsers, so it is bundled here (a classic worker).
    const require = createRequire(import.meta.url);
    const tesseractWorker = await build({
      entryPoints: [require.resolve('tesseract.js/src/worker-script/browser/index.js')],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      // The script expects webpack's `global`, and zlibjs's browser-safe gunzip.
      define: { global: 'globalThis' },
      alias: { zlibjs: fileURLToPath(new URL('./zlibForBrowsers.ts', import.meta.url)) },
      write: false,
      logLevel: 'silent',
    });
    const files = new Map<string, Uint8Array>(bundle.outputFiles.map((file) => [file.path.replace(/^\/bundle/, ''), file.contents]));
    files.set('/tesseract-worker.js', tesseractWorker.outputFiles[0]!.contents);
    const coreDir = dirname(require.resolve('tesseract.js-core/package.json'));
    const dataDir = (code: string) => join(dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), '4.0.0_best_int');
    const assetPath = (url: string): string | null => {
      const core = /^\/tesseract-core\/(tesseract-core[\w-]*\.(?:wasm\.js|wasm|js))$/.exec(url);
      if (core) return join(coreDir, core[1]!);
      const data = /^\/tessdata\/(eng|spa)\/(eng|spa)\.traineddata\.gz$/.exec(url);
      if (data && data[1] === data[2]) return join(dataDir(data[1]!), `${data[1]}.traineddata.gz`);
      const image = /^\/fixture\/([\w.-]+\.(?:png|jpg|webp|gif|pdf))$/.exec(url);
      return image ? fileURLToPath(new URL(`../fixtures/intake/${image[1]}`, import.meta.url)) : null;
    };
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
      } else if (assetPath(url)) {
        if (url.endsWith('.wasm')) response.setHeader('content-type', 'application/wasm');
        else if (url.endsWith('.js')) response.setHeader('content-type', 'text/javascript');
        response.end(readFileSync(assetPath(url)!));
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

  it.each(['photo-exif-rotated.jpg', 'photo.webp', 'scanned.pdf'])('reads %s by OCR, at most 2 percent of characters wrong', async (name) => {
    const page = await browser.newPage();
    await page.goto(origin);
    await page.waitForFunction(() => 'runOcrCase' in globalThis);
    const { result, pages } = (await page.evaluate(
      (path) => (globalThis as unknown as { runOcrCase(path: string): Promise<unknown> }).runOcrCase(path),
      `/fixture/${name}`,
    )) as { result: { text?: string; language?: string }; pages: number[] };
    expect(result).toMatchObject({ needsOcr: false, language: 'en' });
    expect(pages).toEqual([1]);
    expect(characterErrorRate(source('en').text, result.text ?? '')).toBeLessThanOrEqual(0.02);
    await page.close();
  });
});
