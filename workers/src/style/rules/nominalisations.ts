import { phraseRuleByLanguage } from '../../lint/phraseRule.js';
import { nominalisationsEn } from '../phrases/nominalisations.en.js';
import { nominalisationsDe } from '../phrases/style.de.js';
import { nominalisationsEs } from '../phrases/style.es.js';
import { nominalisationsFr } from '../phrases/style.fr.js';
import { nominalisationsIt } from '../phrases/style.it.js';
import { nominalisationsNl } from '../phrases/style.nl.js';
import { nominalisationsPt } from '../phrases/style.pt.js';

// A verb turned into a noun phrase ("make a decision") reads heavier than the verb ("decide").
export const nominalisations = phraseRuleByLanguage({
  id: 'nominalisation',
  category: 'clarity',
  severity: 'suggestion',
  title: 'Nominalisation',
  message: 'Use the verb: "{replacement}" instead of "{phrase}".',
  entries: { en: nominalisationsEn, es: nominalisationsEs, fr: nominalisationsFr, de: nominalisationsDe, pt: nominalisationsPt, it: nominalisationsIt, nl: nominalisationsNl },
});
