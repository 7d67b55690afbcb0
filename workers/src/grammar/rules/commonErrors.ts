import type { ProseRule } from '../../lint/rule.js';
import { indefiniteArticleGenderEs } from './indefiniteArticleGender.es.js';
import { infinitiveLinkEs } from './infinitiveLink.es.js';
import { indefiniteArticleGenderIt } from './indefiniteArticleGender.it.js';
import { indefiniteArticleGenderPt } from './indefiniteArticleGender.pt.js';
import { commonErrorsDe } from './commonErrors.de.js';
import { commonErrorsEs } from './commonErrors.es.js';
import { commonErrorsFr } from './commonErrors.fr.js';
import { commonErrorsIt } from './commonErrors.it.js';
import { commonErrorsNl } from './commonErrors.nl.js';
import { commonErrorsPt } from './commonErrors.pt.js';
import { adjectiveGenderFr } from './adjectiveGender.fr.js';
import { adjectiveNumberFr } from './adjectiveNumber.fr.js';
import { feminineAttributeFr } from './feminineAttribute.fr.js';
import { possessiveBeforeVowelFr } from './possessiveBeforeVowel.fr.js';
import { pronominalParticipleFr } from './pronominalParticiple.fr.js';
import { englishCalquesFr } from './englishCalques.fr.js';
import { quantifierAgreementEs, quantifierAgreementIt, quantifierAgreementPt } from './quantifierAgreement.romance.js';
import { adjectiveGenderEs, adjectiveGenderIt, adjectiveGenderPt } from './adjectiveGender.romance.js';
import { relativeSubjectRules } from './relativeSubject.js';
import { singularAfterEachRules } from './singularAfterEach.romance.js';
import { tradeWithoutArticleRules } from './tradeWithoutArticle.js';
import { hungerIsHadRules } from './hungerIsHad.js';
import { perfectWithPastTimeEs } from './perfectWithPastTime.es.js';
import { pronounsAndArticlesEs } from './pronounsAndArticles.es.js';
import { subjectPersonEs, subjectPersonFr, subjectPersonIt, subjectPersonPt } from './subjectPerson.romance.js';

// The classic grammar confusions of the languages other than English, one module each, and
// the person of a subject pronoun's verb, the gender of an adjective and the number of a
// relative's verb of opinion, the gender of an indefinite article and the number of a noun
// after "each" in the Romance ones, and the trade one works as, without an article, and
// hunger that is had.
export const commonErrors: readonly ProseRule[] = [
  ...commonErrorsFr,
  ...commonErrorsEs,
  ...commonErrorsDe,
  ...commonErrorsPt,
  ...commonErrorsIt,
  ...commonErrorsNl,
  subjectPersonEs,
  subjectPersonFr,
  subjectPersonIt,
  subjectPersonPt,
  adjectiveGenderEs,
  indefiniteArticleGenderEs,
  adjectiveGenderFr,
  adjectiveNumberFr,
  feminineAttributeFr,
  possessiveBeforeVowelFr,
  ...pronominalParticipleFr,
  ...englishCalquesFr,
  quantifierAgreementEs,
  quantifierAgreementIt,
  quantifierAgreementPt,
  adjectiveGenderIt,
  adjectiveGenderPt,
  indefiniteArticleGenderIt,
  indefiniteArticleGenderPt,
  ...relativeSubjectRules,
  ...singularAfterEachRules,
  ...tradeWithoutArticleRules,
  ...hungerIsHadRules,
  perfectWithPastTimeEs,
  ...infinitiveLinkEs,
  ...pronounsAndArticlesEs,
];
