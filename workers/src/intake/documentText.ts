import type { ServiceError } from '@writecheck/shared/errors';
import { limits } from '@writecheck/shared/limits';
import { countWords, isMostlyUnspacedScript } from '@writecheck/shared/wordCount';
import { detectContentType, type ContentType } from '../language/contentType.js';
import { detectLanguages } from '../language/detectLanguage.js';
import type { SupportedLanguage } from '../language/languages.js';
import { normaliseText } from './decode.js';
import type { DocumentFormat } from './sniff.js';

export type DocumentLanguage = SupportedLanguage | 'code';

/** A document read to text, with what the check runner needs to price and route it. */
export interface ExtractedDocument {
  needsOcr: false;
  text: string;
  format: DocumentFormat;
  wordCount: number;
  /** The main language; `code` when the document is source code. */
  language: DocumentLanguage;
  locale: string;
  /** Every language holding a tenth of the words or more, main one first; `code` for code. */
  languages: DocumentLanguage[];
  contentType: ContentType;
  pages?: number;
}

export interface WordBounds {
  minWords: number;
  maxWords: number;
}

export const defaultWordBounds: WordBounds = {
  minWords: limits.minWordsPerCheck,
  maxWords: limits.maxWordsPerCheck,
};

/**
 * The last step of every path (text, file, OCR): normalise, refuse what cannot be checked,
 * then describe the language and content type.
 */
export function finishDocument(
  raw: string,
  format: DocumentFormat,
  pages: number | undefined,
  bounds: WordBounds = defaultWordBounds,
): ExtractedDocument | { error: ServiceError } {
  const text = normaliseText(raw).trim();
  if (isMostlyUnspacedScript(text)) {
    return {
      error: {
        code: 'unsupported_language',
        message:
          'The document is written mostly in a script without spaces between words (such as Chinese, Japanese or Thai). Supported languages: English, Spanish, French, German, Portuguese, Italian and Dutch.',
      },
    };
  }
  const wordCount = countWords(text);
  if (wordCount < bounds.minWords) {
    return {
      error: {
        code: 'too_short',
        message: `The document has ${wordCount} ${wordCount === 1 ? 'word' : 'words'}; a check needs at least ${bounds.minWords}.`,
      },
    };
  }
  if (wordCount > bounds.maxWords) {
    return {
      error: {
        code: 'too_long',
        message: `The document has ${wordCount.toLocaleString('en-US')} words; a check reads at most ${bounds.maxWords.toLocaleString('en-US')}.`,
      },
    };
  }
  const contentType = detectContentType(text);
  const profile = detectLanguages(text);
  const language: DocumentLanguage = contentType === 'code' ? 'code' : profile.language;
  const languages: DocumentLanguage[] =
    contentType === 'code' ? ['code'] : contentType === 'mixed' ? [...profile.languages, 'code'] : profile.languages;
  return {
    needsOcr: false,
    text,
    format,
    wordCount,
    language,
    locale: profile.locale,
    languages,
    contentType,
    ...(pages === undefined ? {} : { pages }),
  };
}
