import { phraseRule } from '../../lint/phraseRule.js';
import { colloquialismsEn } from '../phrases/academicRegister.en.js';

// Conversational wording that academic register avoids.
export const colloquialisms = phraseRule({
  id: 'colloquialism',
  category: 'word_choice',
  severity: 'suggestion',
  title: 'Colloquial wording',
  languages: ['en'],
  registers: ['academic'],
  message: '"{phrase}" is conversational; "{replacement}" suits academic writing.',
  entries: colloquialismsEn,
});
