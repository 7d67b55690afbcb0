import { phraseRuleByLanguage } from '../../lint/phraseRule.js';
import { clichesEn } from '../phrases/cliches.en.js';
import { clichesDe } from '../phrases/style.de.js';
import { clichesEs } from '../phrases/style.es.js';
import { clichesFr } from '../phrases/style.fr.js';
import { clichesIt } from '../phrases/style.it.js';
import { clichesNl } from '../phrases/style.nl.js';
import { clichesPt } from '../phrases/style.pt.js';

// Worn-out expressions; the plain wording is clearer.
export const cliches = phraseRuleByLanguage({
  id: 'cliche',
  category: 'word_choice',
  severity: 'suggestion',
  title: 'Cliché',
  message: '"{phrase}" is a cliché; say it plainly.',
  entries: { en: clichesEn, es: clichesEs, fr: clichesFr, de: clichesDe, pt: clichesPt, it: clichesIt, nl: clichesNl },
});
