import type { LintCategory } from '../lint/finding.js';

// Which Harper rules run and which category their findings belong to.

/**
 * The only Harper rules that run; every other rule is off. Harper's cost grows with
 * the number of rules (each walks the whole token stream: about 60 ms per 1,000 words
 * with none, about 290 with its defaults), and most of its ~870 rules are single
 * idioms that never fired on 26,000 words of learner essays. Kept: the rules that
 * found real errors in learner English more often than they were wrong and raised at
 * most two alarms on 29,000 words of edited prose, plus the classic confusions
 * their/there and lets/let's (LetsConfusion: "Lets go" but not "lets the dog out";
 * no alarm on the edited prose). Its spell checker stays off: spelling is our own pass.
 * Left off though they flag classic errors: ItsPossessive, which takes "it's" before
 * any noun for the possessive ("I think it's time", "I believe it's luck"; our
 * possessive_its reads the verb before it), and TheMy, whose fix for "Your the best"
 * drops "the" (our possessive_for_contraction gives "You're").
 * Also off: the rules that only flag non-words ("choosed", "alot", "hazzle", "teh",
 * "ofcourse", "informations", "will stimulated"): the spelling pass and our
 * verb_after_modal rule flag the same words, and their findings win the overlap.
 * Off for their cost (the two dearest rules, together a fifth of the rules' time):
 * Regionalisms, which judges words by a dialect that is often only our default guess,
 * and NationalCapitals, whose single-word capitals the spelling pass already flags
 * ("london"); it found one error in the learner data ("Ho Chi Minh city").
 * Off as duplicates of our own passes, which flag the same words with the same fix
 * (none of their findings reached the output on the dev sets; together 0.7 ms per
 * 1,000 words): EveryTime (spelling), ThereIsAgreement (there_is_plural, which also
 * catches more) and ToLoseTooLoose (confused_words; it turned "too lose" into "to lose").
 * Off for alarms that outweigh its finds: PronounVerbAgreement ("you guys" -> "you guy",
 * "systems without it don't" -> "doesn't", "gets you answers" -> "answer"; without it CoNLL
 * dev detection went 50.3 -> 50.2, correction 38.4 -> 38.5, edited prose 0.92 -> 0.85
 * alarms per 1,000 words; our third_person_verb and plural rules cover the common cases).
 * Off for the same reason: PronounInflectionBe ("packages of it are" -> "is"; no finding on the
 * CoNLL dev set), ModalBeAdjective ("What would communicating by sharing memory look
 * like" -> "would be"; without it CoNLL dev detection 50.2 -> 50.3), and ThatThan, right on "three times bigger that the pixel" but wrong on
 * "earlier that year", "lower that feeling", "an attacker that submitted", "the danger that
 * patents" (CoNLL dev unchanged without it; edited prose 0.85 -> 0.82).
 * Off for their alarms on edited prose with no finding in the learner data: ToTwoToo ("back
 * to strong growth", "return almost to normal" -> "too"; our too_for_to has "to much", "to
 * late") and PossessiveYour ("report to you tonight will" -> "your").
 */
export const harperEnabledRules: ReadonlySet<string> = new Set([
  'AdjectiveDoubleDegree', 'AllowTo', 'AnA', 'AvoidAndAlso', 'Cant', 'CapitalizePersonalPronouns',
  'DespiteOf', 'DiscourseMarkers', 'Discuss', 'DoesOrDose', 'DoubleEdgedSword', 'DoubleModal',
  'EllipsisLength', 'Everybody', 'ExtendOrExtent', 'FeelFell', 'Furthermore',
  'ItsContraction', 'LastButNotLeast', 'LetsConfusion', 'Lots', 'MergeWords', 'Myself',
  'NeedToNoun', 'NominalWants', 'NounVerbConfusion', 'Nowadays',
  'OneOfTheSingular', 'OrthographicConsistency', 'PluralWrongWordOfPhrase', 'PointsOfView',
  'QuiteQuiet', 'QuoteSpacing',
  'RepeatedWords', 'ResponsibilityFor', 'SentenceCapitalization',
  'SimplePastToPastParticiple', 'SingleBe', 'Somehow', 'Someone', 'SubjunctiveWasToWere', 'SupposedTo',
  'TheAnother', 'TheirToThere', 'TheirToTheyre', 'ThenThan',
  'ThereToTheir', 'Therefore', 'TheyreToTheir', 'ThisTypeOfThing',
  'UnclosedQuotes', 'VeryLess', 'WantBe', 'WereWhere', 'WhomSubjectOfVerb', 'Widespread',
  'WouldNeverHave', 'WrongApostrophe',
]);

const KIND_CATEGORY: Record<string, LintCategory> = {
  Spelling: 'spelling',
  Typo: 'spelling',
  Agreement: 'grammar',
  BoundaryError: 'grammar',
  Capitalization: 'grammar',
  Eggcorn: 'grammar',
  Grammar: 'grammar',
  Malapropism: 'grammar',
  Punctuation: 'grammar',
  Repetition: 'grammar',
  WordOrder: 'grammar',
  Usage: 'grammar',
  Formatting: 'grammar',
  Miscellaneous: 'grammar',
  WordChoice: 'word_choice',
  Nonstandard: 'word_choice',
  Regionalism: 'word_choice',
  Redundancy: 'clarity',
  Readability: 'clarity',
  Style: 'clarity',
  Enhancement: 'clarity',
};

// Rules whose kind misfiles them: "Lets go" is a missing apostrophe, not a choice of word, and
// "more taller" a wrong comparative, not a redundancy of style.
const RULE_CATEGORY: Record<string, LintCategory> = { LetsConfusion: 'grammar', AdjectiveDoubleDegree: 'grammar' };

export function harperRuleCategory(rule: string, kind: string): LintCategory | null {
  return RULE_CATEGORY[rule] ?? KIND_CATEGORY[kind] ?? 'grammar';
}
