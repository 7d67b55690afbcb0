import { phraseRule } from '../../lint/phraseRule.js';
import { fixedPhrasesEn } from './fixedPhrases.en.js';

// Fixed phrases with the wrong article or preposition ("for an example", "depend of").
export const fixedPhrases = phraseRule({
  id: 'fixed_phrase',
  category: 'grammar',
  severity: 'error',
  title: 'Fixed phrase',
  languages: ['en'],
  message: 'Write "{replacement}".',
  entries: fixedPhrasesEn,
});
