import { lastWordRule } from './lastWordRule.js';
import { afterPseudoCleft } from './pseudoCleft.en.js';
import { pastParticipleOf } from './verbForms.en.js';

// "can be build", "is use by", "they have prepare": after a form of "be" (passive) or
// "have" (perfect), the verb takes its past participle. Only verbs that are hardly
// ever nouns or adjectives are checked, so "is work", "was love" or "are cost" never
// come up.

const VERBS = new Set(
  ('achieve allow apply arrive ask avoid become begin believe bring build buy choose come consider contain continue create decide ' +
    'describe destroy develop discover discuss eat enable encourage ensure enter explain find follow forget give grow hear hold ' +
    'ignore imagine improve include involve know learn maintain make meet prepare prevent protect provide receive reduce ' +
    'remember require see seek sell send solve speak spend suggest take teach tell think understand write connect affect engage ' +
    'realise realize recognise recognize establish accept adapt admit announce appreciate assume attach attract compare ' +
    'confirm convince define deliver determine disappoint discourage encounter examine expose extend identify inform ' +
    'inspire introduce invent justify kill marry motivate obtain occupy omit organise organize perform persuade ' +
    'publish punish recommend reject remove replace reveal satisfy steal threaten').split(' '),
);
// Verbs that are nouns too ("a finish", "a change"): after "have" only when an object
// follows at once ("they have finish the work"), which a noun would not take
const NOUN_LIKE_VERBS = new Set(
  ('finish change ease complete start increase decrease fix cause answer visit help use return test check open close watch ' +
    'play experience influence benefit damage').split(' '),
);
const OBJECT_AHEAD = /^\s+(?:the|a|an|my|his|her|their|our|its|your|this|these|those|some)\s+(?!(?:next|following|same|whole|entire|rest|first|last|day|week|month|year|morning|evening|night|time)\b)[a-z]/i;
// an adverb may stand between ("have recently decide", "can be easily build"), and "not"
// after "have" ("has not decide"; after "be", "are not include dirs" is a noun's modifier);
// not "also", as "they are also provide" more often has a "be" too many than a participle
// missing
const PATTERN =
  /\b(be|been|being|is|are|was|were|am|has|have|had|having)\s+(?:(?:already|just|recently|finally|greatly|largely|widely|easily|clearly|fully|successfully|gradually|slowly|quickly|carefully|properly|never|always|often|not)\s+)?([a-z]+)\b/gi;

// "It can be use", "the rules should be change": after a modal or "to" and "be", a verb that is
// a noun too is the passive's participle missing its ending; not after "there" ("there will be
// change" has the noun), and only verbs whose passive is likely ("will be help" is as often "will
// help") and that are no adjectives ("must be open", "would be close to")
const PASSIVE_NOUN_LIKE = new Set('use change fix test check finish start answer return'.split(' '));
const MODAL_BEFORE = /\b(?:can|could|will|would|shall|should|may|might|must|to)\s+$/i;
const THERE_MODAL_BEFORE = /\bthere\s+(?:can|could|will|would|shall|should|may|might|must)\s+$/i;
function passiveAfterModal(text: string, at: number, aux: string, verb: string): boolean {
  if (aux.toLowerCase() !== 'be' || !PASSIVE_NOUN_LIKE.has(verb)) return false;
  const before = text.slice(Math.max(0, at - 20), at);
  return MODAL_BEFORE.test(before) && !THERE_MODAL_BEFORE.test(before);
}

export const participleAfterAuxiliary = lastWordRule({
  id: 'participle_after_auxiliary',
  title: 'Verb form',
  pattern: PATTERN,
  fix(m, text) {
    const aux = m[1]!;
    const verb = m[2]!;
    const perfect = /^ha(?:s|ve|d)$/i.test(aux);
    if (!perfect && /\snot\s/i.test(m[0])) return null;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (!VERBS.has(verb) && !(NOUN_LIKE_VERBS.has(verb) && perfect && OBJECT_AHEAD.test(after)) && !passiveAfterModal(text, m.index, aux, verb)) return null;
    // "is make-believe": a hyphenated compound, not a verb
    if (text[m.index + m[0].length] === '-') return null;
    // "have write permission", "were write errors": the verb names a kind of thing
    if (/^\s+(?:permissions?|access|errors?|operations?|locks?|mode|privileges?|rights|bits?|buffers?|requests?|speeds?|protection|barriers?|cache)\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 16))) return null;
    if (afterPseudoCleft(text, m.index + m[0].length - verb.length)) return null;
    // "That is require that ...": "that is" as "i.e." opening a sentence
    if (/^is$/i.test(aux) && /(?:^|[.!?;:(]\s*)That\s+$/.test(text.slice(Math.max(0, m.index - 8), m.index))) return null;
    const participle = pastParticipleOf(verb);
    if (participle === verb) return null; // "has become", "have come"
    return { word: verb, replacement: participle, message: `After "${aux}", use the past participle "${participle}".` };
  },
});
