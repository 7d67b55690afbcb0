import { phraseRule } from '../../lint/phraseRule.js';
import { plainWordsEn } from '../phrases/plainWords.en.js';

// Inflated words with a plain equivalent.
export const plainWords = phraseRule({
  id: 'plain_words',
  category: 'word_choice',
  severity: 'suggestion',
  title: 'Plain words',
  languages: ['en'],
  message: '"{replacement}" is plainer than "{phrase}".',
  entries: plainWordsEn,
});
