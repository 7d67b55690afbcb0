import { ServiceFailure } from '@writecheck/shared';

// What an account may put in its dictionary: one word of letters and marks, with
// apostrophes and hyphens inside it ("O'Neill", "co-author"), nothing else.

export const dictionaryLimits = { maxWords: 5000, maxWordLength: 64 } as const;

const wordShape = /^\p{L}[\p{L}\p{M}]*(?:['’-][\p{L}\p{M}]+)*$/u;

/** The word as stored (trimmed, NFC), or a validation error naming why it is refused. */
export function normaliseAcceptedWord(raw: string): { word: string; folded: string } {
  const word = raw.trim().normalize('NFC');
  if (word.length === 0) throw new ServiceFailure('invalid_body', 'word: send a word');
  if ([...word].length > dictionaryLimits.maxWordLength) {
    throw new ServiceFailure('invalid_body', `word: at most ${dictionaryLimits.maxWordLength} characters`);
  }
  if (!wordShape.test(word)) {
    throw new ServiceFailure(
      'invalid_body',
      'word: letters only, with apostrophes or hyphens between them (no spaces, digits or other signs)',
    );
  }
  return { word, folded: foldWord(word) };
}

/** The form words are compared in: lower case, typographic apostrophes as plain ones. */
export function foldWord(word: string): string {
  return word.normalize('NFC').replace(/’/g, "'").toLowerCase();
}
