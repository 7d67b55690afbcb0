import type { PhraseEntry } from '../../lint/phraseRule.js';

// Hedges and fillers that weaken a claim without adding meaning; the fix removes them.
export const hedgesEn: readonly PhraseEntry[] = [
  { phrase: 'it seems that', replacement: '' },
  { phrase: 'it would seem that', replacement: '' },
  { phrase: 'it appears that', replacement: '' },
  { phrase: 'to some extent', replacement: '' },
  { phrase: 'more or less', replacement: 'roughly' },
  { phrase: 'basically', replacement: '' },
  { phrase: 'arguably', replacement: '' },
  { phrase: 'quite possibly', replacement: 'possibly' },
  { phrase: 'may possibly', replacement: 'may' },
  { phrase: 'might possibly', replacement: 'might' },
];
