import type { RuleContext } from '../../lint/rule.js';
import { lastWordRule, type LastWordFix } from './lastWordRule.js';
import { COMMON_COUNT_NOUNS, countsOnly, pluralOf } from './nounNumber.en.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { verbBaseOf } from './verbForms.en.js';

// "many student", "several problem", "two brother": quantifiers and numbers that
// count take a plural noun.
// The noun must be a known singular whose plural is a known word (the spelling
// dictionary decides, through the rule context).

// The noun must end the phrase: followed by punctuation or a function word, so
// that "many [tough] times" (an adjective before the real noun) is left alone.
// Verbs that follow their subject and seldom stand inside a noun phrase, so that the noun
// before them ends it: "Several problem remain", "Many student came"; so does a regular past
// before its object or the clause's end ("Many student passed the test"; "both state funded
// programs" is a compound).
const SUBJECT_VERBS =
  'came|went|agreed|remain|remained|exist|existed|live|lived|died|said|think|thought|believe|believed|felt|want|wanted|need|needed|seem|seemed|know|knew|prefer|preferred|decided|tend|tended|became|like|love|enjoy|hate|feel|say|agree|spend|come|go';
const SUBJECT_VERB_NEXT = new RegExp(String.raw`^\s+(?:${SUBJECT_VERBS})\b`);
// the end of the noun phrase: punctuation, a function word, a subject's verb or a past before its object
const PHRASE_END = String.raw`(?=\s*[,.;:!?)]|\s+(?:of|in|on|at|to|for|with|and|or|are|were|is|was|has|have|had|that|which|who|will|can|could|would|should|may|might|must|from|by|as|than|do|did|about|we|they|I|you|he|she)\b|\s+(?:${SUBJECT_VERBS})\b|\s+[a-z]{3,}ed(?=\s+(?:the|a|an|their|his|her|my|our|its|in|on|at|to|from|with|by|and|but|it|them|that|out|up)\b|\s*[.,;!?]))`;
const QUANTIFIER = new RegExp(
  String.raw`\b([Mm]ost|(?:[Aa]ll|[Mm]any|[Dd]ifferent|[Vv]arious|[Tt]hese|[Tt]hose|[Oo]ther)\s+(?:kinds|types|sorts)\s+of|(?:[Aa]\s+lot|[Ll]ots|[Pp]lenty)\s+of|[Mm]any|[Ss]everal|[Vv]arious|[Nn]umerous|[Tt]hese|[Tt]hose|[Mm]ultiple|[Bb]oth|[Aa] few|[Oo]ne of (?:the|my|his|her|our|their|your)|[Ee]ach of (?:the|my|his|her|our|their|your)|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight|[Nn]ine|[Tt]en|[Tt]welve|[Tt]wenty)\s+([a-z]+)${PHRASE_END}`,
  'g',
);
// "one of the main problem is", "each of the new student has": after "one of the" the noun
// may follow one or two words that describe it, and ends the phrase
const ONE_OF_DESCRIBED = new RegExp(
  String.raw`\b([Oo]ne of (?:the|my|his|her|our|their|your)|[Ee]ach of (?:the|my|his|her|our|their|your))\s+(?:(?!(?:of|and|or|the|a|an)\b)[a-z]+\s+){1,2}?([a-z]+)${PHRASE_END}`,
  'g',
);
// "One of my friend lives", "each of the student works": a verb in -s right after the noun
// ends the phrase too (checked in the fix: the word must be a verb's third person)
const OF_BEFORE_S_VERB = new RegExp(String.raw`\b([Oo]ne of (?:the|my|his|her|our|their|your)|[Ee]ach of (?:the|my|his|her|our|their|your))\s+([a-z]+)(?=\s+([a-z]+s)\b)`, 'g');
// "Both of my parent are": "both of", "many of" and the like count, and only what counts (not
// a number: "chapter four of the book" names a part)
const COUNTING_OF = new RegExp(
  String.raw`\b((?:[Bb]oth|[Mm]any|[Ss]everal|[Ff]ew|[Aa] few) of (?:the|my|his|her|our|their|your|these|those))\s+([a-z]+)${PHRASE_END}`,
  'g',
);
// "people from different background" -> "backgrounds": after "from", "in", "across" or "among",
// "different" without an article is one of many, for the nouns people come from or live in
// ("in a different way" has one; "of different size" in a warning wants one, and is left)
const ORIGINS = 'background|country|culture|place|field|city|part|area|school|subject|language|nationality|religion|discipline|industry|region|society|community|continent|generation';
const DIFFERENT_AFTER_PREPOSITION = new RegExp(String.raw`\b(?:from|in|across|among)\s+([Dd]ifferent)\s+(${ORIGINS})(?=\s*[,.;:!?)]|\s+(?:and|or|but|who|which|that|to\s+(?!one\b)[a-z]+|are|were|have|can|will|is|in|of|with|at|around)\b)`, 'g');
const COLLECTIVE = /^(?:generation|family|class|team|staff|group|crew|audience|public|community|country|nation|company|people|kind)$/;
// "two very important use of", "many new feature in": a counting quantifier, a common
// adjective (not a noun as modifier: "two power supply units"), and the noun ending the phrase
const DESCRIBING_ADJECTIVES =
  'important|main|major|key|big|small|large|good|bad|new|old|different|common|serious|great|real|basic|useful|simple|similar|special|specific|significant|obvious|interesting|popular|famous|strong|positive|negative|possible|harmful|beautiful|more';
const COUNT_DESCRIBED = new RegExp(
  String.raw`\b([Mm]any|[Ss]everal|[Nn]umerous|[Mm]ultiple|[Aa] few|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight|[Nn]ine|[Tt]en|[Tt]welve|[Tt]wenty)\s+(?:very\s+|most\s+|really\s+)?(?:${DESCRIBING_ADJECTIVES})\s+([a-z]+)${PHRASE_END}`,
  'g',
);
// "some driver make trouble": "some" before a singular means one unnamed ("some student
// called"), so only a common noun that counts and a verb in the plural that follows it count
const SOME_BEFORE_PLURAL_VERB = new RegExp(
  String.raw`\b([Ss]ome)\s+([a-z]+)(?=\s+(?:are|were|have|do|don't|aren't|weren't|haven't|make|go|get|use|say|like|remain|exist|live|think|believe|want|need|seem|know|prefer|tend|feel)\b)`,
  'g',
);
const NOT_NOUNS = new Set([
  'other', 'more', 'most', 'less', 'such', 'different', 'new', 'old', 'young', 'same', 'good', 'bad', 'great', 'small', 'large', 'big',
  'important', 'major', 'minor', 'main', 'key', 'common', 'similar', 'several', 'many', 'few', 'last', 'first', 'next', 'own', 'very',
  'of', 'are', 'were', 'have', 'had', 'will', 'would', 'can', 'could', 'do', 'did', 'and', 'or', 'who', 'which', 'that', 'in', 'on', 'at',
  'people', 'children', 'men', 'women', 'police', 'data', 'media', 'criteria', 'phenomena', 'sheep', 'fish', 'deer', 'series', 'species',
  'best', 'worst', 'top', 'recent', 'past', 'additional', 'further', 'certain', 'possible', 'potential', 'human', 'social', 'public',
  'elderly', 'poor', 'rich', 'such', 'high', 'low', 'long', 'short', 'far', 'much', 'hundred', 'thousand', 'million', 'billion', 'dozen',
  'our', 'their', 'his', 'her', 'its', 'my', 'your', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'lower', 'higher',
  'times', 'ways', 'things', 'kinds', 'types', 'sorts', 'way', 'time', 'kind', 'type', 'sort', 'lot',
  // measures that stay singular after a number ("two foot tall", "ten stone", "five percent", "ten fold")
  'percent', 'foot', 'stone', 'score', 'pair', 'fold', 'aircraft', 'spacecraft', 'hovercraft', 'offspring', 'each', 'apiece', 'point', 'zero', 'one', 'eleven', 'twelve', 'twenty', 'thirty', 'forty',
  // pronouns after "those" ("any of those you can"), and nouns that do not count ("multiple advice"
  // wants "pieces of", not a plural English lacks)
  'you', 'we', 'they', 'he', 'she', 'it', 'advice', 'information', 'equipment', 'furniture', 'luggage', 'evidence', 'research', 'knowledge',
  'homework', 'feedback', 'news', 'software', 'hardware', 'traffic', 'money', 'stuff',
  // particles after a pronoun "these" ("tracking these down")
  'down', 'up', 'out', 'off', 'back', 'away', 'over', 'around', 'together', 'apart', 'here', 'there',
  // words of a clause's frame ("in many but not all cases", "use those when needed", "accepts both anyway")
  'but', 'when', 'where', 'anyway', 'then', 'now', 'also', 'too', 'yet', 'still', 'even', 'just', 'only', 'if', 'so',
]);

// Quantifiers that also stand alone as a subject ("Many argue that", "only a few get to",
// "Situations like these allow"), where they open a clause.
const PRONOUN_QUANTIFIER = /^(?:many|several|these|those|a few|both)$/i;
const CLAUSE_OPENS = /(?:^|[.!?;:,(“"]|\b(?:like|what|as|and|but|only|that|while|since|because|though|although|if|when|whereas|so))\s*$/i;
// endings of nouns, not verbs ("these difference in speed", though "differencing" is a word)
const NOUN_ENDING = /(?:ence|ance|ment|tion|sion|ness|ity|ship|ism|ist|er|or|ure|age|ery)$/;
const COMMON_VERBS = new Set(commonVerbsEn);
const AUX_NEXT = /^\s+(?:are|were|is|was|has|have|had|will|can|could|would|should|may|might|must|do|did)\b/;

function pluralFix(m: RegExpExecArray, text: string, ctx: RuleContext): LastWordFix | null {
    const isWord = ctx.isWord;
    const noun = m[2]!;
    const after = text.slice(m.index + m[0].length);
    // "Most student is", "all kinds of website", "a lot of student": "most", "some" and kinds or
    // lots of something count only a noun that counts, and so many do not ("most water", "all
    // kinds of music", "a lot of work") that only common ones are taken
    if (/^(?:most|some)$|(?:kinds|types|sorts|lot|lots|plenty)\s+of$/i.test(m[1]!) && !countsOnly(noun)) return null;
    // a number after a word naming a part is a name ("phase two area", "part three summary")
    if (/^(?:two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)$/i.test(m[1]!) && /\b(?:phase|part|stage|step|level|chapter|section|act|grade|year|round|room|platform|gate|zone|terminal|building)\s+$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) return null;
    // a number after "the" or "former" is a name or a pronoun ("the six module", "the former two default to")
    if (/^(?:two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)$/i.test(m[1]!) && /\b(?:the|former|latter|other|these|those|last|first|next|top)\s+$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) return null;
    // "both cat and dog": each of the pair stays singular. "Both" also stands alone before a
    // verb ("they are both set", "both default to"), so its word must be no verb, unless a
    // verb follows it ("Both side agreed").
    if (/^both$/i.test(m[1]!)) {
      if (/^\s+(?:and|or)\b/.test(after)) return null;
      const verbLike = [`${noun}ing`, `${noun.replace(/e$/, '')}ing`, `${noun}${noun.slice(-1)}ing`].some(isWord);
      if (verbLike && !SUBJECT_VERB_NEXT.test(after)) return null;
    }
    // a modifier shared with a plural after "and" or "or" ("various source and destination
    // formats", "multiple gopher or www servers")
    if (/^\s+(?:and|or)\s+(?:[\p{L}\p{N}-]+\s+){0,3}[a-z]+[^s\s']s\b/u.test(after)) return null;
    // "they are both unknown": "both" as an adverb after "be"
    if (/^both$/i.test(m[1]!) && /\b(?:are|were|be|been|is|was)\s+$/i.test(text.slice(Math.max(0, m.index - 8), m.index))) return null;
    // "these depend on", "the line or two get escaped": a verb after a pronoun or a number
    if (COMMON_VERBS.has(noun) && !/\bof\s/.test(m[1]!) && /^\s+(?:on|upon|from|to|in|with|for|up|out|[a-z]+ed)\b/.test(after)) return null;
    // a number in a compound adjective ("a top-four finish")
    if (text[m.index - 1] === '-') return null;
    // "those left in agony", "those set by the shell": a participle, not a noun; "either of those
    // indicate that": a verb (it has an -ing form; "those student that" is a noun)
    if (/^th[eo]se$/i.test(m[1]!)) {
      if (verbBaseOf.get(noun)?.form === 'past' || /^\s+by\b/.test(after)) return null;
      // "the reason these exist is": a verb of "these" ending a clause inside the sentence
      if (COMMON_VERBS.has(noun) && /^\s+(?:is|was)\b/.test(after)) return null;
      if (/^\s+that\b/.test(after) && isWord(`${noun.replace(/e$/, '')}ing`)) return null;
    }
    // a quantifier opening a clause may be its subject, and a word with an "-ing" its verb,
    // unless an auxiliary or a subject's verb follows it ("Many student are", "Several problem remain")
    if (PRONOUN_QUANTIFIER.test(m[1]!) && CLAUSE_OPENS.test(text.slice(Math.max(0, m.index - 12), m.index))) {
      const verbLike = !NOUN_ENDING.test(noun) && [`${noun}ing`, `${noun.replace(/e$/, '')}ing`, `${noun}${noun.slice(-1)}ing`].some(isWord);
      if (verbLike && !AUX_NEXT.test(after) && !SUBJECT_VERB_NEXT.test(after)) return null;
    }
    // a subject pronoun after the noun opens a clause about it ("many subject we study"), but
    // after a pronoun-like quantifier or a number the word may be a verb or "when" ("these tell
    // you", "I was eight when")
    if (/^\s+(?:we|they|I|you|he|she)\b/.test(text.slice(m.index + m[0].length)) && !/^(?:many|several|various|numerous|multiple|a few)$/i.test(m[1]!)) return null;
    // (a listed noun that counts may end like an adjective: "animal")
    if (noun.length < 3 || NOT_NOUNS.has(noun) || (/(?:s|ing|ly|ed|ful|ous|ive|al|ic|able|ible|ary)$/.test(noun) && !COMMON_COUNT_NOUNS.has(noun))) return null;
    if (!isWord(noun)) return null;
    // an adjective has an adverb in -ly ("different", "differently"); after "one of my" the word
    // ending the phrase is the noun ("one of my friend is", though "friendly" is a word)
    if (!/\bof\s/.test(m[1]!) && (isWord(`${noun}ly`) || isWord(`${noun.replace(/y$/, 'i')}ly`))) return null;
    const plural = pluralOf(noun).find(isWord);
    if (!plural) return null;
    // the verb after a counted subject agrees with it too ("Many student is" -> "Many students are"),
    // though not after "one of" or "each of", whose subject stays singular
    const verb = /\bof\s/.test(m[1]!) ? null : agreeingVerb(text.slice(m.index + m[0].length));
    if (verb) return { word: noun, replacement: `${plural}${verb.space}${verb.plural}`, through: verb.length, message: `After "${m[1]}", use the plural "${plural}", and the verb "${verb.plural}" that agrees with it.` };
    return { word: noun, replacement: plural, message: `After "${m[1]}", use the plural "${plural}".` };
}

const SINGULAR_AUXILIARY: Readonly<Record<string, string>> = { is: 'are', was: 'were', has: 'have', does: 'do', "isn't": "aren't", "wasn't": "weren't", "hasn't": "haven't", "doesn't": "don't" };

/** A singular verb right after the noun, and its plural. */
function agreeingVerb(after: string): { space: string; plural: string; length: number } | null {
  const v = /^(\s+)([a-z]+(?:n't)?)\b/.exec(after);
  if (!v) return null;
  const entry = verbBaseOf.get(v[2]!);
  const plural = SINGULAR_AUXILIARY[v[2]!] ?? (entry?.form === 'third' ? entry.base : undefined);
  return plural ? { space: v[1]!, plural, length: v[0].length } : null;
}

// after "one of the", a plural among the words before the noun is the noun already ("one of the
// students thought that"), and a verb's form ends the phrase there
export const pluralAfterQuantifier = lastWordRule({
  id: 'plural_after_quantifier',
  title: 'Noun number',
  pattern: [QUANTIFIER, ONE_OF_DESCRIBED, COUNT_DESCRIBED, SOME_BEFORE_PLURAL_VERB, OF_BEFORE_S_VERB, COUNTING_OF, DIFFERENT_AFTER_PREPOSITION],
  fix: (m, text, ctx) => {
    // (a known noun only: in "one of the prime causes" the -s word is the noun)
    if (m[3] !== undefined && (verbBaseOf.get(m[3])?.form !== 'third' || !COMMON_COUNT_NOUNS.has(m[2]!))) return null;
    // "many of my generation", "both of our family": a group counts its members
    if (/^(?:both|many|several|few|a few) of\b/i.test(m[1]!) && COLLECTIVE.test(m[2]!)) return null;
    const between = m[0].slice(m[1]!.length, m[0].length - m[2]!.length).trim().split(/\s+/).filter(Boolean);
    if (between.some((w) => /[^su]s$/.test(w) || verbBaseOf.has(w)) || (between.length > 0 && verbBaseOf.has(m[2]!))) return null;
    return pluralFix(m, text, ctx);
  },
});
