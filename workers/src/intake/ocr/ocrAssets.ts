import type { SupportedLanguage } from '../../language/languages.js';

/** Tesseract's names for the seven languages. */
export const tesseractCodes: Record<SupportedLanguage, string> = {
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  de: 'deu',
  pt: 'por',
  it: 'ita',
  nl: 'nld',
};

/**
 * Where the OCR engine finds its files. Everything ships in npm packages
 * (`tesseract.js-core`, `@tesseract.js-data/<code>`); nothing is fetched from a CDN.
 * In Node the defaults point into node_modules; a browser build passes URLs it serves itself.
 * Plain data, so it can travel to a worker with the job.
 */
export interface OcrAssets {
  /** By Tesseract code: the folder (path or URL) holding `<code>.traineddata.gz`. */
  langPaths: Record<string, string>;
  /** Folder URL of tesseract.js-core's wasm builds (browsers only). */
  corePath?: string;
  /** URL of tesseract.js's worker script (browsers only). */
  workerPath?: string;
}
