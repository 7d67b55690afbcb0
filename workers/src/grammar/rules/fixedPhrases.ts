import { phraseRuleByLanguage } from '../../lint/phraseRule.js';
import { fixedPhrasesEn } from './fixedPhrases.en.js';
import { fixedPhrasesEs } from './fixedPhrases.es.js';
import { fixedPhrasesFr } from './fixedPhrases.fr.js';
import { fixedPhrasesIt } from './fixedPhrases.it.js';
import { fixedPhrasesPt } from './fixedPhrases.pt.js';

// Fixed phrases with the wrong article or preposition ("for an example", "depend of", "la
// problema", "soy de acuerdo", "le sistemi", "n'est pas ?").
export const fixedPhrases = phraseRuleByLanguage({
  id: 'fixed_phrase',
  category: 'grammar',
  severity: 'error',
  title: 'Fixed phrase',
  message: 'Write "{replacement}".',
  entries: { en: fixedPhrasesEn, es: fixedPhrasesEs, fr: fixedPhrasesFr, pt: fixedPhrasesPt, it: fixedPhrasesIt },
});
