import { phraseRule } from '../../lint/phraseRule.js';
import { firstPersonAsidesEn } from '../phrases/academicRegister.en.js';

// First-person asides ("I think", "in my opinion") that academic register leaves out: the claim stands on its evidence.
export const firstPersonAsides = phraseRule({
  id: 'first_person_aside',
  category: 'clarity',
  severity: 'suggestion',
  title: 'First-person aside',
  languages: ['en'],
  registers: ['academic'],
  message: '"{phrase}" is a first-person aside; state the claim directly.',
  entries: firstPersonAsidesEn,
});
