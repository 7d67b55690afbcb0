import { phraseRule } from '../../lint/phraseRule.js';
import { wordinessEn } from '../phrases/wordiness.en.js';

// Wordy phrases that say the same thing in more words. A phrase that says nothing
// ("it should be noted that") is deleted, and its message says so instead of naming
// an empty replacement.
export const wordiness = phraseRule({
  id: 'wordiness',
  category: 'clarity',
  severity: 'suggestion',
  title: 'Wordiness',
  languages: ['en'],
  message: '"{phrase}" is wordy; "{replacement}" says the same.',
  entries: wordinessEn.map((e) => (e.replacement === '' && !e.message ? { ...e, message: '"{phrase}" adds nothing; leave it out.' } : e)),
});
