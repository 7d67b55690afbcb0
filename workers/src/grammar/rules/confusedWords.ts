import { phraseRule } from '../../lint/phraseRule.js';
import { confusedPhrasesEn } from './confusedPhrases.en.js';
import { eggcornsEn } from './eggcorns.en.js';

// Words that sound alike or are misheard ("could of", "their is", "loose weight"), and idioms
// misheard ("baited breath").
export const confusedWords = phraseRule({
  id: 'confused_words',
  category: 'grammar',
  severity: 'error',
  title: 'Confused words',
  languages: ['en'],
  message: 'Did you mean "{replacement}"?',
  entries: [...confusedPhrasesEn, ...eggcornsEn],
});
