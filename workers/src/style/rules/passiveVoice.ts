import { phraseRuleByLanguage } from '../../lint/phraseRule.js';
import { impersonalPassivesEn } from '../phrases/impersonalPassives.en.js';
import { impersonalPassivesDe } from '../phrases/style.de.js';
import { impersonalPassivesEs } from '../phrases/style.es.js';
import { impersonalPassivesFr } from '../phrases/style.fr.js';
import { impersonalPassivesIt } from '../phrases/style.it.js';
import { impersonalPassivesNl } from '../phrases/style.nl.js';
import { impersonalPassivesPt } from '../phrases/style.pt.js';

// Impersonal passive constructions ("it was decided that") hide who acts; the
// active wording names the actor, which is clearer and usually shorter.
export const passiveVoice = phraseRuleByLanguage({
  id: 'passive_voice',
  category: 'clarity',
  severity: 'suggestion',
  title: 'Passive voice',
  message: '"{phrase}" hides who acts; the active "{replacement}" is clearer.',
  entries: { en: impersonalPassivesEn, es: impersonalPassivesEs, fr: impersonalPassivesFr, de: impersonalPassivesDe, pt: impersonalPassivesPt, it: impersonalPassivesIt, nl: impersonalPassivesNl },
});
