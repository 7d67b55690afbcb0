import { phraseRule } from '../../lint/phraseRule.js';
import { contractionsEn } from '../phrases/academicRegister.en.js';

// Academic register writes contractions out in full.
export const contractions = phraseRule({
  id: 'contraction',
  category: 'word_choice',
  severity: 'suggestion',
  title: 'Contraction',
  languages: ['en'],
  registers: ['academic'],
  message: 'Academic writing spells out "{phrase}" as "{replacement}".',
  entries: contractionsEn,
});
