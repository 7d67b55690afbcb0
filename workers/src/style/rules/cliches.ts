import { phraseRule } from '../../lint/phraseRule.js';
import { clichesEn } from '../phrases/cliches.en.js';

// Worn-out expressions; the plain wording is clearer.
export const cliches = phraseRule({
  id: 'cliche',
  category: 'word_choice',
  severity: 'suggestion',
  title: 'Cliché',
  languages: ['en'],
  message: '"{phrase}" is a cliché; say it plainly.',
  entries: clichesEn,
});
