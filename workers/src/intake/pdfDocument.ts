import { IntakeFailure } from './failure.js';
import { intakeLimits } from './limits.js';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type PdfDocumentProxy = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
export type PdfPageProxy = Awaited<ReturnType<PdfDocumentProxy['getPage']>>;

let loading: Promise<PdfJs> | null = null;

/**
 * pdf.js with its worker code loaded into this same thread: intake already runs inside a capped
 * worker, and a nested worker would escape those caps (and needs a URL in browsers).
 */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}

/** Opens a PDF, turning pdf.js's exceptions into the spec's refusals. */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocumentProxy> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    verbosity: 0,
    // Images past the OCR pixel cap are skipped rather than decoded into memory.
    maxImageSize: intakeLimits.maxImagePixels,
  });
  try {
    return await task.promise;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'PasswordException') {
      throw new IntakeFailure('unreadable_file', 'The PDF is protected by a password; remove the password and upload it again.');
    }
    throw new IntakeFailure('invalid_file', `The PDF is corrupt or truncated and cannot be read (${(error as Error).message}).`);
  }
}
