import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { tesseractCodes, type OcrAssets } from './ocrAssets.js';

const require = createRequire(import.meta.url);

/** The traineddata packages installed beside this package (LSTM "best_int" models). */
export const nodeOcrAssets: OcrAssets = {
  langPaths: Object.fromEntries(
    Object.values(tesseractCodes).map((code) => [
      code,
      join(dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), '4.0.0_best_int'),
    ]),
  ),
};
