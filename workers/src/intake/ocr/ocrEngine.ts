import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { OcrAssets } from './ocrAssets.js';

export type OcrPage = Awaited<ReturnType<Worker['recognize']>>['data'];

/** One Tesseract instance for one language, set up for photographed and scanned pages. */
export interface OcrEngine {
  readonly code: string;
  recognize(image: Uint8Array): Promise<OcrPage>;
  terminate(): Promise<void>;
}

export async function createOcrEngine(code: string, assets: OcrAssets): Promise<OcrEngine> {
  const langPath = assets.langPaths[code];
  if (!langPath) throw new Error(`No OCR data configured for ${code}.`);
  const worker = await createWorker(code, OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    // No cache files written anywhere: the data comes from the package each time.
    cacheMethod: 'none',
    ...(assets.corePath ? { corePath: assets.corePath } : {}),
    ...(assets.workerPath ? { workerPath: assets.workerPath } : {}),
  });
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.AUTO,
    // Sauvola local thresholding: copes with shadows and uneven light where global Otsu fails.
    thresholding_method: '2',
    user_defined_dpi: '300',
  });
  return {
    code,
    async recognize(image) {
      // rotateAuto deskews: a tilted photo otherwise splits into bogus columns.
      // Node's build reads a Buffer, a browser's a Blob.
      const input = typeof Buffer === 'undefined' ? new Blob([image as Uint8Array<ArrayBuffer>]) : Buffer.from(image);
      const result = await worker.recognize(input as never, { rotateAuto: true }, { text: true, blocks: true });
      return result.data;
    },
    async terminate() {
      await worker.terminate();
    },
  };
}

// Setting an engine up costs seconds (wasm compile, model load), so the last one is kept for
// the next page or document; a different language replaces it.
let cached: { key: string; engine: Promise<OcrEngine> } | null = null;

export async function acquireOcrEngine(code: string, assets: OcrAssets): Promise<OcrEngine> {
  const key = `${code}@${assets.langPaths[code] ?? ''}`;
  if (cached?.key === key) return cached.engine;
  const previous = cached;
  const engine = createOcrEngine(code, assets);
  cached = { key, engine };
  engine.catch(() => {
    if (cached?.engine === engine) cached = null;
  });
  if (previous) void previous.engine.then((old) => old.terminate()).catch(() => undefined);
  return engine;
}

/** Stops the kept engine (its worker thread would otherwise keep a CLI process alive). */
export async function releaseOcrEngines(): Promise<void> {
  const current = cached;
  cached = null;
  if (current) await current.engine.then((engine) => engine.terminate()).catch(() => undefined);
}
