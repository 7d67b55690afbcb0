import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { commonVerbsEn, thirdPersonSingular } from './commonVerbs.en.js';
import { pastFormsOf, verbBaseOf } from './verbForms.en.js';
import { wordError } from './wordError.js';

// "He came home and eat dinner" -> "ate", "She runs a test and know the result" -> "knows": a
// verb joined by "and" to its subject's first verb takes the same form. Only after a subject
// pronoun and its verb in the past or in -s, a few words without an infinitive's "to" or a modal
// between (in "I got to tour the castles and see the canals" the second verb joins the
// infinitive; "went to the shop and buy" has a place's "to"), and
// not after verbs that take a bare verb of their own ("made me cook and clean", "helps me
// read and write").

const SUBJECT = String.raw`(?:^|[.!?;:,]["'”’)]*\s*|\b(?:and|but|so|because|when|then|after|before|while|if)\s+)(I|he|she|we|they|you|it)`;
const PATTERN = new RegExp(String.raw`${SUBJECT}\s+([a-z]+)((?:\s+[a-z']+){0,4}?)\s+and\s+([a-z]+)(?=\s+([a-z]+)|\s*[.,;!?])`, 'gi');
// verbs that are nouns as often ("we bought food and drink"): only before an object or a place
const NOUN_LIKE = new Set(['drink', 'work', 'help', 'change', 'play', 'love', 'care', 'cost', 'need', 'use', 'visit', 'walk', 'run', 'study', 'answer', 'call', 'look', 'talk', 'fight', 'dance', 'cook', 'experience', 'influence', 'benefit', 'control', 'plan', 'rest', 'sleep', 'start', 'end', 'finish', 'stay', 'return', 'move', 'mind', 'practice', 'practise', 'travel', 'swim', 'exercise', 'shop', 'vote', 'support', 'result', 'lack', 'face', 'matter', 'increase', 'decrease', 'stop', 'show', 'offer', 'hope', 'wish', 'fear', 'doubt', 'promise', 'report', 'record', 'test', 'check', 'search', 'reply', 'display', 'joke', 'smile', 'cry', 'shout', 'question', 'point', 'turn', 'fall', 'rise', 'ride', 'drive', 'wait']);
const OBJECT_OR_PLACE = /^(?:the|a|an|my|his|her|their|our|your|its|it|them|him|me|us|to|at|in|on|into|home|back|out|up|down|there|here|some|this|that|these|those|all|every)$/i;
const TAKES_BARE_VERB = new Set(['make', 'let', 'help', 'see', 'watch', 'hear', 'have', 'get', 'feel', 'notice', 'want', 'need', 'try', 'decide', 'use', 'like', 'love', 'hate', 'prefer', 'begin', 'start', 'stop', 'keep']);
const BETWEEN_STOPS = /\b(?:to|can|could|will|would|should|must|may|might|shall|not|n't|do|did|does|who|which|that|when|if|because|or|but)\b/i;
const VERBS = new Set(commonVerbsEn.filter((v) => v !== 'be' && v !== 'have' && v !== 'do'));

export const coordinatedVerbForm: ProseRule = {
  id: 'coordinated_verb_form',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, subject, first, between, second, next] = m as unknown as [string, string, string, string, string, string | undefined];
      if (NOUN_LIKE.has(second.toLowerCase()) && !(next && OBJECT_OR_PLACE.test(next))) continue;
      const firstForm = verbBaseOf.get(first.toLowerCase());
      if (!firstForm || firstForm.form === 'ing' || TAKES_BARE_VERB.has(firstForm.base)) continue;
      // "to" before a place is a preposition ("went to the shop and buy"); before a verb, an infinitive
      const places = between.replace(/\bto\s+(?:the|a|an|my|his|her|their|our|your|school|work|bed|church|town|class)\b/gi, '');
      if (!VERBS.has(second) || second !== second.toLowerCase() || BETWEEN_STOPS.test(places)) continue;
      let replacement: string;
      if (firstForm.form === 'past') replacement = pastFormsOf(second)[0]!;
      else if (/^(?:he|she|it)$/i.test(subject)) replacement = thirdPersonSingular(second);
      else continue;
      if (replacement === second) continue;
      const end = m.index + m[0].length;
      out.push(
        wordError({
          rule: 'coordinated_verb_form',
          title: 'Verb form',
          start: end - second.length,
          end,
          replacement,
          message: `A verb joined by "and" takes the form of the first: "${first} … and ${replacement}".`,
        }),
      );
    }
    return out;
  },
};
