// Benchmark of the web app, in one run:
//   - the production bundle (gzip): what the first page load fetches (without the WebAssembly),
//     the editor's worker, and everything the service worker precaches as the baseline;
//   - time to first findings for a 1,000-word paste in headless Chromium (worker warm), next to
//     the same language passes run in-thread in Node on the same texts;
//   - time to open a synced report offline, next to opening it online.
// Texts: CoNLL-2014 student essays from ../shared/data/grammar (errors left in).
//
//   pnpm bench:web [--runs N]

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DocumentLinter, nodeDictionaries } from '@writecheck/workers/lint/lintDocument.node';
import { openBrowser } from '../src/browser.js';
import { insertFinishedCheck } from '../src/reportFixture.js';
import { startServer } from '../src/testServer.js';
import { ensureWebBuilt, webDist } from '../src/webBuild.js';

const runsArg = process.argv.indexOf('--runs');
const RUNS = Math.max(1, Number.parseInt(process.argv[runsArg + 1] ?? '', 10) || 5);
const shared = fileURLToPath(new URL('../../../shared/', import.meta.url));

const gz = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;
const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const round = (n: number) => Math.round(n * 10) / 10;

// ---- bundle sizes ----
ensureWebBuilt();
const fileOf = (rel: string) => readFileSync(join(webDist, rel.replace(/^\//, '')));
const html = fileOf('index.html').toString('utf8');
const firstLoadFiles = new Set<string>(['index.html']);
for (const m of html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css|webmanifest))"/g)) firstLoadFiles.add(m[1]!.slice(1));
// Static imports of the entry chunk are fetched at once too (Vite lists them as modulepreload links above),
// and so are the service worker and the script that registers it.
// the .br and .gz twins the server sends in their place are not files of their own
const assets = readdirSync(join(webDist, 'assets'))
  .filter((f) => !/\.(?:br|gz)$/.test(f))
  .map((f) => `assets/${f}`);
firstLoadFiles.add('sw.js');
for (const f of assets.filter((a) => /^assets\/workbox-window\..*\.js$/.test(a))) firstLoadFiles.add(f);
const firstLoadGzip = [...firstLoadFiles].reduce((sum, f) => sum + gz(fileOf(f)), 0);
const workerFiles = assets.filter((f) => /^assets\/editor\.worker-.*\.js$/.test(f));
const workerGzip = workerFiles.reduce((sum, f) => sum + gz(fileOf(f)), 0);
const lazyWorkerFiles = assets.filter((f) => /^assets\/(extractDocument|pdf|pdf\.worker)-.*\.js$/.test(f));
const lazyWorkerGzip = lazyWorkerFiles.reduce((sum, f) => sum + gz(fileOf(f)), 0);
const wasm = assets.find((f) => f.endsWith('.wasm'));
const wasmGzip = wasm ? gz(fileOf(wasm)) : 0;
const precacheGzip = [...new Set([...firstLoadFiles, ...assets, 'sw.js'])]
  .filter((f) => statSync(join(webDist, f)).isFile() && !f.endsWith('.wasm'))
  .reduce((sum, f) => sum + gz(fileOf(f)), 0);

// ---- texts: 1,000-word slices of essays, a different slice per run so no paragraph is cached ----
const paragraphs = readFileSync(join(shared, 'data/grammar/conll14.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as { kind: string; text: string })
  .filter((r) => r.kind === 'paragraph')
  .map((r) => r.text);
const countWords = (t: string) => t.split(/\s+/).filter(Boolean).length;
function thousandWords(from: number): string {
  const out: string[] = [];
  let words = 0;
  for (let i = from; words < 1000; i = (i + 1) % paragraphs.length) {
    const p = paragraphs[i]!.split(/\s+/);
    const take = p.slice(0, 1000 - words);
    out.push(take.join(' '));
    words += take.length;
  }
  return out.join('\n\n');
}
const texts = Array.from({ length: RUNS + 1 }, (_, k) => thousandWords((k * 13) % paragraphs.length));

// ---- baseline: the same passes in-thread in Node (warm) ----
// harper.js in the calling thread, as the browser runs it in its one worker
const inThread = new DocumentLinter(nodeDictionaries);
await inThread.lint(texts[0]!, { language: 'en', register: 'academic', styleEnabled: true });
const nodeMs: number[] = [];
for (const text of texts.slice(1)) {
  const t0 = performance.now();
  await inThread.lint(text, { language: 'en', register: 'academic', styleEnabled: true });
  nodeMs.push(performance.now() - t0);
}

// ---- the browser ----
const server = await startServer();
const browser = await openBrowser();
const { page, context } = browser;
let firstFindings: number[] = [];
let offlineOpen: number[] = [];
let onlineOpen: number[] = [];
try {
  await page.goto(`${server.url}/signup`);
  await page.getByLabel('E-mail address').fill('bench@example.org');
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByRole('heading', { name: 'Checks', level: 1 }).waitFor();
  await page.goto(`${server.url}/checks/new`);
  await page.getByLabel('Text', { exact: true }).waitFor();

  // A paste: the whole text lands in one input event; timed until the first finding is on screen.
  const paste = (text: string) =>
    page.evaluate(
      (value) =>
        new Promise<number>((resolve) => {
          const area = document.getElementById('text') as HTMLTextAreaElement;
          area.value = '';
          area.dispatchEvent(new Event('input', { bubbles: true }));
          requestAnimationFrame(() => {
            const list = document.querySelector('.draft-issues')!;
            const t0 = performance.now();
            const seen = new MutationObserver(() => {
              if (document.querySelector('[data-testid="draft-finding"]')) {
                seen.disconnect();
                resolve(performance.now() - t0);
              }
            });
            seen.observe(list, { childList: true, subtree: true });
            area.value = value;
            area.dispatchEvent(new Event('input', { bubbles: true }));
          });
        }),
      text,
    );
  await paste(texts[0]!); // warm-up: starts the worker, compiles Harper, loads the dictionary
  for (const text of texts.slice(1)) firstFindings.push(await paste(text));

  // A synced report: opened once online (so it is on the device), then timed both ways.
  const id = await insertFinishedCheck(server.svc, 'bench@example.org');
  const openReport = async () => {
    const t0 = performance.now();
    await page.goto(`${server.url}/reports/${id}`);
    await page.getByRole('heading', { name: 'Memory of mankind', level: 1 }).waitFor();
    await page.getByTestId('report-text').waitFor();
    return performance.now() - t0;
  };
  await openReport();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  for (let k = 0; k < RUNS; k++) onlineOpen.push(await openReport());
  await context.setOffline(true);
  for (let k = 0; k < RUNS; k++) offlineOpen.push(await openReport());
  await context.setOffline(false);
} finally {
  await browser.close();
  await server.close();
}

const figures = {
  firstLoadGzipKb: kb(firstLoadGzip),
  editorWorkerGzipKb: kb(workerGzip),
  fileReadingChunksGzipKb: kb(lazyWorkerGzip),
  harperWasmGzipKb: kb(wasmGzip),
  precacheWithoutWasmGzipKb: kb(precacheGzip),
  firstFindingsMs: round(median(firstFindings)),
  firstFindingsMaxMs: round(Math.max(...firstFindings)),
  nodeInThreadLintMs: round(median(nodeMs)),
  offlineReportOpenMs: round(median(offlineOpen)),
  onlineReportOpenMs: round(median(onlineOpen)),
  words: countWords(texts[1]!),
  runs: RUNS,
  cores: cpus().length,
  load1: round(loadavg()[0]!),
};

console.log(`web bench (${RUNS} runs, ${cpus().length} cores, load ${figures.load1})`);
console.log(`  first load (gzip, no wasm)      ${figures.firstLoadGzipKb} KB   goal < 250 KB   files: ${[...firstLoadFiles].join(', ')}`);
console.log(`  editor worker (gzip)            ${figures.editorWorkerGzipKb} KB   + file reading, loaded on a drop: ${figures.fileReadingChunksGzipKb} KB`);
console.log(`  Harper WebAssembly (gzip)       ${figures.harperWasmGzipKb} KB`);
console.log(`  baseline: whole precache (gzip, no wasm) ${figures.precacheWithoutWasmGzipKb} KB`);
console.log(`  first findings, ${figures.words}-word paste   median ${figures.firstFindingsMs} ms, max ${figures.firstFindingsMaxMs} ms   goal < 300 ms`);
console.log(`  baseline: same passes in-thread in Node   median ${figures.nodeInThreadLintMs} ms`);
console.log(`  synced report opened offline    median ${figures.offlineReportOpenMs} ms   goal < 500 ms`);
console.log(`  baseline: same report opened online      median ${figures.onlineReportOpenMs} ms`);
console.log(JSON.stringify({ bench: 'web', ...figures }));
