import { phraseRuleByLanguage } from '../../lint/phraseRule.js';
import { colloquialismsEn } from '../phrases/academicRegister.en.js';
import { colloquialismsDe } from '../phrases/style.de.js';
import { colloquialismsEs } from '../phrases/style.es.js';
import { colloquialismsFr } from '../phrases/style.fr.js';
import { colloquialismsIt } from '../phrases/style.it.js';
import { colloquialismsNl } from '../phrases/style.nl.js';
import { colloquialismsPt } from '../phrases/style.pt.js';

// Conversational wording that academic register avoids.
export const colloquialisms = phraseRuleByLanguage({
  id: 'colloquialism',
  category: 'word_choice',
  severity: 'suggestion',
  title: 'Colloquial wording',
  registers: ['academic'],
  message: '"{phrase}" is conversational; "{replacement}" suits academic writing.',
  entries: { en: colloquialismsEn, es: colloquialismsEs, fr: colloquialismsFr, de: colloquialismsDe, pt: colloquialismsPt, it: colloquialismsIt, nl: colloquialismsNl },
});
