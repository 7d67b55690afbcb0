import { createBrowserWorkerHost, type BrowserWorker } from '../../src/host/browserHost.js';

// The page of the browser run: fetches each case's input from the test server and reads it in
// a Web Worker through Comlink, exactly as the web app will.
declare const Worker: new (url: string, options: { type: 'module' }) => BrowserWorker;
declare const fetch: (url: string) => Promise<{ arrayBuffer(): Promise<ArrayBuffer>; json(): Promise<unknown> }>;

const host = createBrowserWorkerHost(() => new Worker('/browserWorkerEntry.js', { type: 'module' }), { timeoutMs: 60_000 });

async function runCases(count: number): Promise<unknown[]> {
  const results: unknown[] = [];
  for (let index = 0; index < count; index++) {
    const kind = (await (await fetch(`/case/${index}/kind`)).json()) as 'bytes' | 'text';
    const body = await (await fetch(`/case/${index}`)).arrayBuffer();
    const input = kind === 'text' ? { text: new TextDecoder().decode(body) } : { bytes: new Uint8Array(body) };
    try {
      results.push(await host.run('extractDocument', [input]));
    } catch (error) {
      results.push({ failure: { code: (error as { code?: string }).code, message: (error as Error).message } });
    }
  }
  return results;
}

/** OCR in the Web Worker, with the engine and traineddata served by the test server. */
async function runOcrCase(path: string): Promise<unknown> {
  const origin = (globalThis as unknown as { location: { origin: string } }).location.origin;
  const bytes = new Uint8Array(await (await fetch(path)).arrayBuffer());
  const pages: number[] = [];
  const result = await host.run(
    'runOcr',
    [
      bytes,
      {
        assets: {
          langPaths: { eng: `${origin}/tessdata/eng`, spa: `${origin}/tessdata/spa` },
          corePath: `${origin}/tesseract-core`,
          workerPath: `${origin}/tesseract-worker.js`,
        },
      },
    ],
    { timeoutMs: 240_000, onProgress: (page) => pages.push(page) },
  );
  return { result, pages };
}

Object.assign(globalThis, { runCases, runOcrCase });
