import { aAn } from '../grammar/rules/aAn.js';
import { confusedWords } from '../grammar/rules/confusedWords.js';
import { pluralAfterQuantifier } from '../grammar/rules/pluralAfterQuantifier.js';
import { bareSingularSubject } from '../grammar/rules/bareSingularSubject.js';
import { bareNounAfterPreposition } from '../grammar/rules/bareNounAfterPreposition.js';
import { pluralApostropheS } from '../grammar/rules/pluralApostropheS.js';
import { tellWithoutObject } from '../grammar/rules/tellWithoutObject.js';
import { thisPluralNoun } from '../grammar/rules/thisPluralNoun.js';
import { whoForWhom } from '../grammar/rules/whoForWhom.js';
import { especiallyForSpecially } from '../grammar/rules/especiallyForSpecially.js';
import { genericPersonSubject } from '../grammar/rules/genericPersonSubject.js';
import { quantifierOfAgreement } from '../grammar/rules/quantifierOfAgreement.js';
import { worthIng } from '../grammar/rules/worthIng.js';
import { thirdPersonVerb } from '../grammar/rules/thirdPersonVerb.js';
import { verbAfterModal } from '../grammar/rules/verbAfterModal.js';
import { pluralSubjectVerb } from '../grammar/rules/pluralSubjectVerb.js';
import { participleAfterAuxiliary } from '../grammar/rules/participleAfterAuxiliary.js';
import { introductoryComma } from '../grammar/rules/introductoryComma.js';
import { nounNumber } from '../grammar/rules/nounNumber.js';
import { articlePlural } from '../grammar/rules/articlePlural.js';
import { pronounAgreement } from '../grammar/rules/pronounAgreement.js';
import { punctuationSpacing } from '../grammar/rules/punctuationSpacing.js';
import { repeatedWord } from '../grammar/rules/repeatedWord.js';
import { commonErrors } from '../grammar/rules/commonErrors.js';
import { fixedPhrases } from '../grammar/rules/fixedPhrases.js';
import { genericNoun } from '../grammar/rules/genericNoun.js';
import { pluralPossessorLife } from '../grammar/rules/pluralPossessorLife.js';
import { intransitivePassive } from '../grammar/rules/intransitivePassive.js';
import { pluralNounVerb } from '../grammar/rules/pluralNounVerb.js';
import { relativeWhoAgreement } from '../grammar/rules/relativeWhoAgreement.js';
import { apostrophePlural } from '../grammar/rules/apostrophePlural.js';
import { gerundSubjectAgreement } from '../grammar/rules/gerundSubjectAgreement.js';
import { thisNounVerb } from '../grammar/rules/thisNounVerb.js';
import { doubleNegative } from '../grammar/rules/doubleNegative.js';
import { doubledConnective } from '../grammar/rules/doubledConnective.js';
import { preferTo } from '../grammar/rules/preferTo.js';
import { beUsedToIng } from '../grammar/rules/beUsedToIng.js';
import { doubledEndMark } from '../grammar/rules/doubledEndMark.js';
import { enoughAfterAdjective } from '../grammar/rules/enoughAfterAdjective.js';
import { ageCompound } from '../grammar/rules/ageCompound.js';
import { measureCompound } from '../grammar/rules/measureCompound.js';
import { lieForLay } from '../grammar/rules/lieForLay.js';
import { suchForSo } from '../grammar/rules/suchForSo.js';
import { wouldAfterUnrealIf } from '../grammar/rules/wouldAfterUnrealIf.js';
import { directQuestionOrder } from '../grammar/rules/directQuestionOrder.js';
import { evenThough } from '../grammar/rules/evenThough.js';
import { notOnlyInversion } from '../grammar/rules/notOnlyInversion.js';
import { prepositionBeforeGerund } from '../grammar/rules/prepositionBeforeGerund.js';
import { timePreposition } from '../grammar/rules/timePreposition.js';
import { doWithModal } from '../grammar/rules/doWithModal.js';
import { beforeForAgo } from '../grammar/rules/beforeForAgo.js';
import { questionTag } from '../grammar/rules/questionTag.js';
import { whoForThing } from '../grammar/rules/whoForThing.js';
import { whichForPerson } from '../grammar/rules/whichForPerson.js';
import { thereMixups } from '../grammar/rules/thereMixups.js';
import { numberAgreement } from '../grammar/rules/numberAgreement.js';
import { headNounAgreement } from '../grammar/rules/headNounAgreement.js';
import { familiesAfterSingularPossessor } from '../grammar/rules/familiesAfterSingularPossessor.js';
import { gerundAfterPreposition } from '../grammar/rules/gerundAfterPreposition.js';
import { progressiveAfterBe } from '../grammar/rules/progressiveAfterBe.js';
import { certainArticle } from '../grammar/rules/certainArticle.js';
import { thereIsPlural } from '../grammar/rules/thereIsPlural.js';
import { toAfterModal } from '../grammar/rules/toAfterModal.js';
import { toCan } from '../grammar/rules/toCan.js';
import { resumptivePronoun } from '../grammar/rules/resumptivePronoun.js';
import { comparativeForSuperlative } from '../grammar/rules/comparativeForSuperlative.js';
import { baseVerbAfterLet } from '../grammar/rules/baseVerbAfterLet.js';
import { uncountableVerbNoun } from '../grammar/rules/uncountableVerbNoun.js';
import { articleUncountable } from '../grammar/rules/articleUncountable.js';
import { countNounOf } from '../grammar/rules/countNounOf.js';
import { singularAfterEvery } from '../grammar/rules/singularAfterEvery.js';
import { beAfterModal } from '../grammar/rules/beAfterModal.js';
import { provideWith } from '../grammar/rules/provideWith.js';
import { pastTimeTense } from '../grammar/rules/pastTimeTense.js';
import { infinitiveTo } from '../grammar/rules/infinitiveTo.js';
import { adverbBeforeAdjective } from '../grammar/rules/adverbBeforeAdjective.js';
import { itsContraction } from '../grammar/rules/itsContraction.js';
import { possessiveIts } from '../grammar/rules/possessiveIts.js';
import { tooForTo } from '../grammar/rules/tooForTo.js';
import { theirForThere } from '../grammar/rules/theirForThere.js';
import { possessiveForContraction } from '../grammar/rules/possessiveForContraction.js';
import { pastForParticiple } from '../grammar/rules/pastForParticiple.js';
import { compoundSubjectCase } from '../grammar/rules/compoundSubjectCase.js';
import { fewerForLess } from '../grammar/rules/fewerForLess.js';
import { thanAfterComparative } from '../grammar/rules/thanAfterComparative.js';
import { thatForThan } from '../grammar/rules/thatForThan.js';
import { objectPronounAfterPreposition } from '../grammar/rules/objectPronounAfterPreposition.js';
import { commaBeforeBut } from '../grammar/rules/commaBeforeBut.js';
import { articleBeforePlaceName } from '../grammar/rules/articleBeforePlaceName.js';
import { toAfterMotionVerb } from '../grammar/rules/toAfterMotionVerb.js';
import { objectPronounAfterVerb } from '../grammar/rules/objectPronounAfterVerb.js';
import { articleBeforeRoleNoun } from '../grammar/rules/articleBeforeRoleNoun.js';
import { thereHave } from '../grammar/rules/thereHave.js';
import { veryBeforeVerb } from '../grammar/rules/veryBeforeVerb.js';
import { adverbForm } from '../grammar/rules/adverbForm.js';
import { feelingParticiple } from '../grammar/rules/feelingParticiple.js';
import { massNounSubject } from '../grammar/rules/massNounSubject.js';
import { ageWithBe } from '../grammar/rules/ageWithBe.js';
import { duringWithDuration } from '../grammar/rules/duringWithDuration.js';
import { pluralAfterNumber } from '../grammar/rules/pluralAfterNumber.js';
import { whoseForWhos } from '../grammar/rules/whoseForWhos.js';
import { indefiniteAgreement } from '../grammar/rules/indefiniteAgreement.js';
import { participleAfterHave } from '../grammar/rules/participleAfterHave.js';
import { apostropheInNegative } from '../grammar/rules/apostropheInNegative.js';
import { verbAfterDoQuestion } from '../grammar/rules/verbAfterDoQuestion.js';
import { doubleComparison } from '../grammar/rules/doubleComparison.js';
import { gerundAfterTo } from '../grammar/rules/gerundAfterTo.js';
import { forWithDuration } from '../grammar/rules/forWithDuration.js';
import { eachOfAgreement } from '../grammar/rules/eachOfAgreement.js';
import { baseAfterTo } from '../grammar/rules/baseAfterTo.js';
import { letsContraction } from '../grammar/rules/letsContraction.js';
import { affectForEffect } from '../grammar/rules/affectForEffect.js';
import { suggestThat } from '../grammar/rules/suggestThat.js';
import { noToAfterMakeLet } from '../grammar/rules/noToAfterMakeLet.js';
import { everyDay } from '../grammar/rules/everyDay.js';
import { usedTo } from '../grammar/rules/usedTo.js';
import { goodForWell } from '../grammar/rules/goodForWell.js';
import { contractionForPossessive } from '../grammar/rules/contractionForPossessive.js';
import { hadInIfClause } from '../grammar/rules/hadInIfClause.js';
import { shortComparative } from '../grammar/rules/shortComparative.js';
import { manyForMuch } from '../grammar/rules/manyForMuch.js';
import { wantObjectTo } from '../grammar/rules/wantObjectTo.js';
import { exceptForAccept } from '../grammar/rules/exceptForAccept.js';
import { complementForCompliment, complimentForComplement } from '../grammar/rules/complementForCompliment.js';
import { bothWithoutThe } from '../grammar/rules/bothWithoutThe.js';
import { arriveIn } from '../grammar/rules/arriveIn.js';
import { perfectWithSince } from '../grammar/rules/perfectWithSince.js';
import { doubledSubject } from '../grammar/rules/doubledSubject.js';
import { articlePluralOnly } from '../grammar/rules/articlePluralOnly.js';
import { shortSuperlative } from '../grammar/rules/shortSuperlative.js';
import { superlativeArticle } from '../grammar/rules/superlativeArticle.js';
import { superlativeInTheWorld } from '../grammar/rules/superlativeInTheWorld.js';
import { relativeWhat } from '../grammar/rules/relativeWhat.js';
import { asAsComparison } from '../grammar/rules/asAsComparison.js';
import { perfectWithPastTime } from '../grammar/rules/perfectWithPastTime.js';
import { kinSubjectAgreement } from '../grammar/rules/kinSubjectAgreement.js';
import { policeAgreement } from '../grammar/rules/policeAgreement.js';
import { peoplesForPeople } from '../grammar/rules/peoplesForPeople.js';
import { usedToIng } from '../grammar/rules/usedToIng.js';
import { willInIfClause } from '../grammar/rules/willInIfClause.js';
import { adverbBeforeObject } from '../grammar/rules/adverbBeforeObject.js';
import { pluralPossessiveApostrophe } from '../grammar/rules/pluralPossessiveApostrophe.js';
import { nounForAdjective } from '../grammar/rules/nounForAdjective.js';
import { adjectiveForNoun } from '../grammar/rules/adjectiveForNoun.js';
import { thinkingOf } from '../grammar/rules/thinkingOf.js';
import { toughPassive } from '../grammar/rules/toughPassive.js';
import { sentenceCapital } from '../grammar/rules/sentenceCapital.js';
import { unpairedBracket } from '../grammar/rules/unpairedBracket.js';
import { misplacedSpace } from '../grammar/rules/misplacedSpace.js';
import { marryWith } from '../grammar/rules/marryWith.js';
import { frequencyAdverbOrder } from '../grammar/rules/frequencyAdverbOrder.js';
import { yearAfterNumber } from '../grammar/rules/yearAfterNumber.js';
import { untilForBy } from '../grammar/rules/untilForBy.js';
import { coordinatedVerbForm } from '../grammar/rules/coordinatedVerbForm.js';
import { stativeProgressive } from '../grammar/rules/stativeProgressive.js';
import { commaSplice } from '../grammar/rules/commaSplice.js';
import { expensivePrice } from '../grammar/rules/expensivePrice.js';
import { learnerCollocations } from '../grammar/rules/learnerCollocations.js';
import { spanishOpeningMarks } from '../grammar/rules/openingMarks.es.js';
import { roleArticle } from '../grammar/rules/roleArticle.js';
import { lotOfArticle } from '../grammar/rules/lotOfArticle.js';
import { nounForVerb } from '../grammar/rules/nounForVerb.js';
import { countNounArticle } from '../grammar/rules/countNounArticle.js';
import { relyOn } from '../grammar/rules/relyOn.js';
import { peoplePhraseAgreement } from '../grammar/rules/peoplePhraseAgreement.js';
import { personNounVerb } from '../grammar/rules/personNounVerb.js';
import { researchSubjectVerb } from '../grammar/rules/researchSubjectVerb.js';
import { whetherForWeather } from '../grammar/rules/whetherForWeather.js';
import { embeddedQuestionOrder } from '../grammar/rules/embeddedQuestionOrder.js';
import { everyNounAgreement } from '../grammar/rules/everyNounAgreement.js';
import { cliches } from '../style/rules/cliches.js';
import { colloquialisms } from '../style/rules/colloquialisms.js';
import { contractions } from '../style/rules/contractions.js';
import { firstPersonAsides } from '../style/rules/firstPersonAsides.js';
import { hedges } from '../style/rules/hedges.js';
import { longSentences } from '../style/rules/longSentences.js';
import { nominalisations } from '../style/rules/nominalisations.js';
import { passiveVoice } from '../style/rules/passiveVoice.js';
import { agentPassive } from '../style/rules/agentPassive.js';
import { emptyThereOpening } from '../style/rules/emptyThereOpening.js';
import { plainWords } from '../style/rules/plainWords.js';
import { wordiness } from '../style/rules/wordiness.js';
import type { ProseRule } from './rule.js';

// Every rule that runs beside the spelling pass and Harper.
export const proseRules: readonly ProseRule[] = [
  repeatedWord,
  aAn,
  confusedWords,
  pronounAgreement,
  thirdPersonVerb,
  verbAfterModal,
  pluralSubjectVerb,
  participleAfterAuxiliary,
  introductoryComma,
  nounNumber,
  articlePlural,
  pluralAfterQuantifier,
  bareSingularSubject,
  bareNounAfterPreposition,
  pluralApostropheS,
  tellWithoutObject,
  thisPluralNoun,
  whoForWhom,
  especiallyForSpecially,
  genericPersonSubject,
  quantifierOfAgreement,
  worthIng,
  punctuationSpacing,
  ...commonErrors,
  fixedPhrases,
  genericNoun,
  pluralPossessorLife,
  intransitivePassive,
  pluralNounVerb,
  relativeWhoAgreement,
  apostrophePlural,
  gerundSubjectAgreement,
  thisNounVerb,
  doubleNegative,
  doubledConnective,
  preferTo,
  beUsedToIng,
  whichForPerson,
  whoForThing,
  questionTag,
  beforeForAgo,
  doWithModal,
  timePreposition,
  prepositionBeforeGerund,
  evenThough,
  notOnlyInversion,
  directQuestionOrder,
  ageCompound,
  measureCompound,
  lieForLay,
  suchForSo,
  wouldAfterUnrealIf,
  enoughAfterAdjective,
  doubledEndMark,
  thereMixups,
  numberAgreement,
  headNounAgreement,
  familiesAfterSingularPossessor,
  gerundAfterPreposition,
  progressiveAfterBe,
  certainArticle,
  thereIsPlural,
  toAfterModal,
  toCan,
  resumptivePronoun,
  comparativeForSuperlative,
  baseVerbAfterLet,
  uncountableVerbNoun,
  articleUncountable,
  countNounOf,
  singularAfterEvery,
  beAfterModal,
  provideWith,
  pastTimeTense,
  infinitiveTo,
  adverbBeforeAdjective,
  itsContraction,
  possessiveIts,
  tooForTo,
  theirForThere,
  possessiveForContraction,
  pastForParticiple,
  compoundSubjectCase,
  fewerForLess,
  thanAfterComparative,
  thatForThan,
  objectPronounAfterPreposition,
  commaBeforeBut,
  articleBeforePlaceName,
  toAfterMotionVerb,
  objectPronounAfterVerb,
  articleBeforeRoleNoun,
  thereHave,
  veryBeforeVerb,
  adverbForm,
  feelingParticiple,
  massNounSubject,
  ageWithBe,
  duringWithDuration,
  pluralAfterNumber,
  whoseForWhos,
  indefiniteAgreement,
  participleAfterHave,
  apostropheInNegative,
  verbAfterDoQuestion,
  doubleComparison,
  gerundAfterTo,
  forWithDuration,
  eachOfAgreement,
  baseAfterTo,
  letsContraction,
  affectForEffect,
  suggestThat,
  noToAfterMakeLet,
  everyDay,
  usedTo,
  goodForWell,
  contractionForPossessive,
  hadInIfClause,
  shortComparative,
  manyForMuch,
  wantObjectTo,
  exceptForAccept,
  complementForCompliment,
  complimentForComplement,
  bothWithoutThe,
  arriveIn,
  perfectWithSince,
  doubledSubject,
  articlePluralOnly,
  shortSuperlative,
  superlativeArticle,
  superlativeInTheWorld,
  relativeWhat,
  asAsComparison,
  perfectWithPastTime,
  kinSubjectAgreement,
  policeAgreement,
  peoplesForPeople,
  usedToIng,
  willInIfClause,
  adverbBeforeObject,
  pluralPossessiveApostrophe,
  nounForAdjective,
  adjectiveForNoun,
  thinkingOf,
  toughPassive,
  sentenceCapital,
  unpairedBracket,
  misplacedSpace,
  marryWith,
  frequencyAdverbOrder,
  yearAfterNumber,
  untilForBy,
  coordinatedVerbForm,
  stativeProgressive,
  commaSplice,
  expensivePrice,
  learnerCollocations,
  spanishOpeningMarks,
  roleArticle,
  lotOfArticle,
  nounForVerb,
  countNounArticle,
  relyOn,
  peoplePhraseAgreement,
  personNounVerb,
  researchSubjectVerb,
  whetherForWeather,
  embeddedQuestionOrder,
  everyNounAgreement,
  wordiness,
  nominalisations,
  hedges,
  passiveVoice,
  agentPassive,
  emptyThereOpening,
  cliches,
  plainWords,
  longSentences,
  contractions,
  colloquialisms,
  firstPersonAsides,
];
