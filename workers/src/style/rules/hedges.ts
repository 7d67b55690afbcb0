import { phraseRule } from '../../lint/phraseRule.js';
import { hedgesEn } from '../phrases/hedges.en.js';

// Hedges and fillers weaken a claim without adding meaning.
export const hedges = phraseRule({
  id: 'hedge',
  category: 'clarity',
  severity: 'suggestion',
  title: 'Hedge',
  languages: ['en'],
  message: '"{phrase}" weakens the sentence without adding meaning.',
  entries: hedgesEn,
});
