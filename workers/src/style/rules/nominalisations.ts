import { phraseRule } from '../../lint/phraseRule.js';
import { nominalisationsEn } from '../phrases/nominalisations.en.js';

// A verb turned into a noun phrase ("make a decision") reads heavier than the verb ("decide").
export const nominalisations = phraseRule({
  id: 'nominalisation',
  category: 'clarity',
  severity: 'suggestion',
  title: 'Nominalisation',
  languages: ['en'],
  message: 'Use the verb: "{replacement}" instead of "{phrase}".',
  entries: nominalisationsEn,
});
