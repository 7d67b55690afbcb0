import { encode as encodePng } from 'fast-png';
import { detectLanguages } from '../../language/detectLanguage.js';
import { defaultWordBounds, finishDocument, type WordBounds } from '../documentText.js';
import { extractDocument, type ExtractOptions, type ExtractResult } from '../extractDocument.js';
import { IntakeFailure } from '../failure.js';
import { intakeLimits } from '../limits.js';
import { openPdf, type PdfDocumentProxy } from '../pdfDocument.js';
import { sniffFormat } from '../sniff.js';
import { decodeImage } from './decodeImage.js';
import { flattenIllumination, rotateQuarter, type GreyImage } from './greyImage.js';
import { tesseractCodes, type OcrAssets } from './ocrAssets.js';
import { acquireOcrEngine, releaseOcrEngines, type OcrEngine } from './ocrEngine.js';
import { pageText, type PageText } from './ocrText.js';
import { largestPageImage } from './pdfPageImage.js';

export interface OcrOptions extends ExtractOptions {
  /** Called before each page is read, so the check can say "Reading page 3 of 12". */
  onPage?: (page: number, total: number) => void;
  /** Where the engine and traineddata live; defaults to the installed packages under Node. */
  assets?: OcrAssets;
}

// Below this mean word confidence a page is tried again turned a quarter, half and
// three-quarters round: the usual sign of a page photographed sideways or upside down.
const UPRIGHT_CONFIDENCE = 70;

function pngOf(image: GreyImage): Uint8Array {
  return encodePng({ width: image.width, height: image.height, data: image.data, channels: 1, depth: 8 });
}

/** Reads one page, turning it if it reads badly the way it stands. */
async function readPage(engine: OcrEngine, image: GreyImage | null, original: Uint8Array): Promise<PageText> {
  if (!image) return pageText(await engine.recognize(original));
  const flat = flattenIllumination(image);
  let best = pageText(await engine.recognize(pngOf(flat)));
  if (best.confidence >= UPRIGHT_CONFIDENCE && best.words >= 3) return best;
  for (const turns of [1, 2, 3]) {
    const candidate = pageText(await engine.recognize(pngOf(rotateQuarter(flat, turns))));
    if (candidate.words >= 3 && candidate.confidence > best.confidence + 5) best = candidate;
    if (best.confidence >= UPRIGHT_CONFIDENCE) break;
  }
  return best;
}

async function defaultAssets(): Promise<OcrAssets> {
  return (await import('./ocrAssets.node.js')).nodeOcrAssets;
}

/**
 * Reads an image or a scanned PDF by OCR and returns what `extractDocument` returns for text
 * documents, refusals included (a scan of 12 words is `too_short`). Each image is decoded
 * (JPEG turned upright by its EXIF orientation), made greyscale, evened out for uneven light,
 * then handed to Tesseract with deskewing and local (Sauvola) thresholding; a page that reads
 * badly is tried in the other three orientations. The engine is kept for the next call; call
 * `releaseOcrEngines` before a process that used it exits. Recognition starts in English; when the first
 * page turns out to be in another supported language it is read again in that language.
 */
export async function runOcr(bytes: Uint8Array, options: OcrOptions = {}): Promise<ExtractResult> {
  const bounds: WordBounds = { ...defaultWordBounds, ...options };
  const sniffed = sniffFormat(bytes);
  if ('error' in sniffed) return sniffed;
  if (sniffed.family !== 'image' && sniffed.family !== 'pdf') return extractDocument({ bytes }, options);
  const format = sniffed.format;
  let engine: OcrEngine;
  let pdf: PdfDocumentProxy | null = null;
  try {
    let total = 1;
    let pageImage: (index: number) => Promise<GreyImage | null>;
    if (sniffed.family === 'pdf') {
      pdf = await openPdf(bytes);
      total = pdf.numPages;
      if (total > intakeLimits.maxOcrPages) {
        throw new IntakeFailure('unreadable_file', `The scanned PDF has ${total} pages; at most ${intakeLimits.maxOcrPages} are read by OCR.`);
      }
      const document = pdf;
      pageImage = async (index) => largestPageImage(await document.getPage(index + 1));
    } else {
      const decoded = decodeImage(bytes, format as 'jpeg' | 'png' | 'gif' | 'webp');
      pageImage = async () => decoded;
    }
    const assets = options.assets ?? (await defaultAssets());
    engine = await acquireOcrEngine(tesseractCodes.en, assets);
    const texts: string[] = [];
    for (let index = 0; index < total; index++) {
      options.onPage?.(index + 1, total);
      const image = await pageImage(index);
      let page = await readPage(engine, image, bytes);
      if (index === 0 && page.words >= 10) {
        const { language } = detectLanguages(page.text);
        if (tesseractCodes[language] !== engine.code) {
          engine = await acquireOcrEngine(tesseractCodes[language], assets);
          page = await readPage(engine, image, bytes);
        }
      }
      if (page.text) texts.push(page.text);
    }
    return finishDocument(texts.join('\n\n'), format, sniffed.family === 'pdf' ? total : undefined, bounds);
  } catch (error) {
    if (error instanceof IntakeFailure) return { error: error.toServiceError() };
    // An engine that failed mid-page may be in a bad state: the next call starts a new one.
    await releaseOcrEngines();
    return { error: { code: 'unreadable_file', message: `The image could not be read by OCR: ${(error as Error).message ?? String(error)}` } };
  } finally {
    await pdf?.destroy().catch(() => undefined);
  }
}
