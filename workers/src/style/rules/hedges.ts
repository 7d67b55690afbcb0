import { phraseRuleByLanguage } from '../../lint/phraseRule.js';
import { hedgesEn } from '../phrases/hedges.en.js';
import { hedgesDe } from '../phrases/style.de.js';
import { hedgesEs } from '../phrases/style.es.js';
import { hedgesFr } from '../phrases/style.fr.js';
import { hedgesIt } from '../phrases/style.it.js';
import { hedgesNl } from '../phrases/style.nl.js';
import { hedgesPt } from '../phrases/style.pt.js';

// Hedges and fillers weaken a claim without adding meaning.
export const hedges = phraseRuleByLanguage({
  id: 'hedge',
  category: 'clarity',
  severity: 'suggestion',
  title: 'Hedge',
  message: '"{phrase}" weakens the sentence without adding meaning.',
  entries: { en: hedgesEn, es: hedgesEs, fr: hedgesFr, de: hedgesDe, pt: hedgesPt, it: hedgesIt, nl: hedgesNl },
});
