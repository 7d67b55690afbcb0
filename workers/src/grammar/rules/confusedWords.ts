import { phraseRule } from '../../lint/phraseRule.js';
import { confusedPhrasesEn } from './confusedPhrases.en.js';

// Words that sound alike or are misheard ("could of", "their is", "loose weight").
export const confusedWords = phraseRule({
  id: 'confused_words',
  category: 'grammar',
  severity: 'error',
  title: 'Confused words',
  languages: ['en'],
  message: 'Did you mean "{replacement}"?',
  entries: confusedPhrasesEn,
});
