import { phraseRule } from '../../lint/phraseRule.js';
import { wordinessEn } from '../phrases/wordiness.en.js';

// Wordy phrases that say the same thing in more words.
export const wordiness = phraseRule({
  id: 'wordiness',
  category: 'clarity',
  severity: 'suggestion',
  title: 'Wordiness',
  languages: ['en'],
  message: '"{phrase}" is wordy; "{replacement}" says the same.',
  entries: wordinessEn,
});
