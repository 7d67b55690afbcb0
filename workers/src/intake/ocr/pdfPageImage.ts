import { IntakeFailure } from '../failure.js';
import { intakeLimits } from '../limits.js';
import { loadPdfJs, type PdfPageProxy } from '../pdfDocument.js';
import { toGrey, type GreyImage } from './greyImage.js';

interface DecodedPdfImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

// pdf.js ImageKind values.
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

function toGreyImage(image: DecodedPdfImage): GreyImage | null {
  const { width, height, kind, data } = image;
  if (!data || width * height > intakeLimits.maxImagePixels) return null;
  if (kind === RGB_24BPP) return toGrey(width, height, data, 3);
  if (kind === RGBA_32BPP) return toGrey(width, height, data, 4);
  if (kind === GRAYSCALE_1BPP) {
    const rowBytes = Math.ceil(width / 8);
    const out = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) out[y * width + x] = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
    }
    return { width, height, data: out };
  }
  return null;
}

function objectOf(page: PdfPageProxy, id: string): Promise<DecodedPdfImage | null> {
  const store = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    try {
      store.get(id, (value: unknown) => resolve((value as DecodedPdfImage) ?? null));
    } catch {
      resolve(null);
    }
  });
}

/**
 * The largest picture painted on a scanned page, as grey pixels (a scan is one big image per
 * page). Read from pdf.js's decoded objects, so no canvas is needed in Node or in a worker.
 */
export async function largestPageImage(page: PdfPageProxy): Promise<GreyImage> {
  const { OPS } = await loadPdfJs();
  const list = await page.getOperatorList();
  let best: GreyImage | null = null;
  for (let i = 0; i < list.fnArray.length; i++) {
    if (list.fnArray[i] !== OPS.paintImageXObject) continue;
    const id = (list.argsArray[i] as unknown[])[0];
    if (typeof id !== 'string') continue;
    const image = await objectOf(page, id);
    const grey = image ? toGreyImage(image) : null;
    if (grey && (!best || grey.width * grey.height > best.width * best.height)) best = grey;
  }
  if (!best) throw new IntakeFailure('unreadable_file', 'A page of the scanned PDF holds no image that can be read.');
  return best;
}
