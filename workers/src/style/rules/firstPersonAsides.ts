import { phraseRuleByLanguage } from '../../lint/phraseRule.js';
import { firstPersonAsidesEn } from '../phrases/academicRegister.en.js';
import { firstPersonAsidesDe } from '../phrases/style.de.js';
import { firstPersonAsidesEs } from '../phrases/style.es.js';
import { firstPersonAsidesFr } from '../phrases/style.fr.js';
import { firstPersonAsidesIt } from '../phrases/style.it.js';
import { firstPersonAsidesNl } from '../phrases/style.nl.js';
import { firstPersonAsidesPt } from '../phrases/style.pt.js';

// First-person asides ("I think", "in my opinion") that academic register leaves out: the claim stands on its evidence.
export const firstPersonAsides = phraseRuleByLanguage({
  id: 'first_person_aside',
  category: 'clarity',
  severity: 'suggestion',
  title: 'First-person aside',
  registers: ['academic'],
  message: '"{phrase}" is a first-person aside; state the claim directly.',
  entries: { en: firstPersonAsidesEn, es: firstPersonAsidesEs, fr: firstPersonAsidesFr, de: firstPersonAsidesDe, pt: firstPersonAsidesPt, it: firstPersonAsidesIt, nl: firstPersonAsidesNl },
});
