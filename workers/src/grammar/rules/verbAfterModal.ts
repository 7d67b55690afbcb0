import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "may indicates", "can going", "does not caused": after a modal verb or a form of
// "do", English takes the bare verb. The common verbs are known with their irregular
// forms; any other word in -s, -ed or -ing counts when the dictionary knows its stem
// ("indicates" -> "indicate"). An adverb may stand between ("could possibly causes"),
// and "can", "will" or "may" after an article or possessive are nouns ("the will to
// live"), so they are skipped.

const AUXILIARY = "can|could|will|would|shall|should|may|might|must|do|does|did|don't|doesn't|didn't|cannot|won't|wouldn't|can't|couldn't|shouldn't";
const ADVERB = 'not|also|only|just|easily|still|never|possibly|really|even|certainly|probably|always|surely|definitely|actually|hardly|rarely|often|usually|simply|truly|greatly|further|then';
const PATTERN = new RegExp(`\\b(${AUXILIARY})((?:\\s+(?:${ADVERB}))*)\\s+([a-z]+)\\b`, 'gi');
const DO_FORM = /^(?:do|does|did)$/i;
// Words in -s, -ed or -ing that are not inflected verbs.
const NOT_INFLECTED = new Set(['sometimes', 'always', 'perhaps', 'thus', 'unless', 'whereas', 'besides', 'towards', 'afterwards', 'nowadays', 'indeed', 'nothing', 'something', 'anything', 'everything', 'morning', 'evening', 'during', 'this', 'its', 'his', 'hers', 'ours', 'yours', 'theirs', 'us', 'as', 'yes', 'is', 'was', 'has', 'does', 'needs']);

// Stems that are no verb: "thing" is not "th" + "ing" read as "the".
const NOT_A_STEM = new Set(['the', 'then', 'them', 'bee']);

/** The base of a regular inflected form the dictionary vouches for. */
function regularBase(word: string, isWord: (w: string) => boolean): string | null {
  if (word === 'being') return 'be';
  if (word.length < 5 || NOT_INFLECTED.has(word) || word.endsWith('ly') || word.endsWith('ss')) return null;
  const stems =
    word.endsWith('ies') ? [`${word.slice(0, -3)}y`]
    : word.endsWith('es') ? [word.slice(0, -1), word.slice(0, -2)]
    : word.endsWith('s') ? [word.slice(0, -1)]
    : word.endsWith('ied') ? [`${word.slice(0, -3)}y`]
    : word.endsWith('ed') ? [word.slice(0, -1), word.slice(0, -2), /(.)\1ed$/.test(word) ? word.slice(0, -3) : '']
    : word.endsWith('ing') ? [`${word.slice(0, -3)}e`, word.slice(0, -3), /(.)\1ing$/.test(word) ? word.slice(0, -4) : '']
    : [];
  return stems.find((s) => s.length >= 3 && !NOT_A_STEM.has(s) && isWord(s)) ?? null;
}

const NOUN_BEFORE = /\b(?:the|a|an|his|her|their|our|my|your|its|free|good|ill|this|that)\s+$/i;
// What stands between the start of a sentence and an inverted modal: nothing ("Should arrays
// be combined?", "Should you need help, call") or a question word ("Why should students learn
// English?"). The word after such a modal is its subject, not its verb.
const INVERSION_LEAD = /(?:^|[.!?;:]\s+|\n\s*)["“'‘(]*(?:(?:(?:in|for|on|at|to|from|with|by|under)\s+(?:which|what|whose)\s+[a-z]+|how\s+(?:often|long|much|many|far|soon)|why|how|when|where|what|which|who|whom)\s+)?$/i;

export const verbAfterModal = lastWordRule({
  id: 'verb_after_modal',
  title: 'Verb form',
  pattern: PATTERN,
  fix(m, text, ctx) {
    const aux = m[1]!;
    const verb = m[3]!;
    const base = verbBaseOf.get(verb)?.base ?? regularBase(verb, ctx.isWord);
    if (!base) return null;
    // "they should Students not being able": a capital after a lower-case modal opens a new
    // sentence whose full stop is missing
    if (/^\p{Lu}/u.test(verb) && /^\p{Ll}/u.test(aux)) return null;
    // "on 12 May came": the month, not the modal (a capital inside the sentence, or a day before it)
    if (aux === 'May' && /(?:\d|[\p{L},;:])\s*$/u.test(text.slice(Math.max(0, m.index - 3), m.index))) return null;
    // "did" and "does" are main verbs unless "not" follows ("did it", "does work")
    if (DO_FORM.test(aux) && !/\bnot\b/i.test(m[2]!)) return null;
    if (NOUN_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) return null;
    // "learn to can tomatoes": after "to", "can" is the verb of preserving ("to can speak" is to_can's)
    if (/^can$/i.test(aux) && !m[2]!.trim() && /\bto\s+$/i.test(text.slice(Math.max(0, m.index - 4), m.index))) return null;
    if (!m[2]!.trim() && INVERSION_LEAD.test(text.slice(Math.max(0, m.index - 60), m.index)) && isQuestionOrInversion(m, text)) return null;
    // "so will schools", "nor could parents": an inversion, its subject after the modal; and
    // after a question word a plural noun is one too ("what may students long for")
    const lead = text.slice(Math.max(0, m.index - 12), m.index);
    if (/\b(?:so|neither|nor)\s+$/i.test(lead)) return null;
    if (/\b(?:what|which|where|how|when|why|whom)\s+$/i.test(lead) && /s$/.test(verb) && !verbBaseOf.has(verb)) return null;
    // "should escalations ever occur": an inverted condition, its subject after the modal
    if (/^\s+ever\b/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 6))) return null;
    // "Will scowled", "May agreed": a name, not the modal
    if (/^(?:Will|May)$/.test(aux) && /ed$/.test(verb)) return null;
    return { word: verb, replacement: base, message: `After "${aux}", use the bare verb "${base}".` };
  },
});

/** A sentence-initial modal inverts ("Should you need help"); after a question word only a question does. */
function isQuestionOrInversion(m: RegExpExecArray, text: string): boolean {
  const before = text.slice(Math.max(0, m.index - 60), m.index);
  if (/(?:^|[.!?;:]\s+|\n\s*)["“'‘(]*$/.test(before)) return true;
  const end = /[.!?\n]/.exec(text.slice(m.index));
  return end !== null && end[0] === '?';
}
