import { commonVerbsEn, thirdPersonSingular } from './commonVerbs.en.js';
import { pastTimeNear } from './pastTimeNear.js';
import { pastFormsOf } from './verbForms.en.js';
import { lastWordRule } from './lastWordRule.js';
import { SPLIT_THE_BEFORE } from './misplacedSpace.js';
import { SUBJUNCTIVE_THAT_BEFORE } from './subjunctive.en.js';

// "he go", "it affect", "everyone know": after he, she, it or a pronoun such as
// "everyone" as the subject, a present-tense verb takes -s. Only frequent verbs are
// checked, and not after a word that makes the pronoun an object or the verb an
// infinitive ("let it go", "does he go"), nor in a subjunctive ("insist that he go").

// Verbs whose past tense is their base form ("he put it there") are left out.
const SAME_PAST = new Set(['have', 'do', 'put', 'let', 'cut', 'set', 'hit', 'cost', 'hurt', 'read', 'spread', 'quit', 'shut']);
const VERBS = new Set(commonVerbsEn.filter((v) => !SAME_PAST.has(v)));
// An adverb may stand between ("she also need", "he never listen").
const PATTERN =
  /\b(he|she|it|everyone|everybody|someone|somebody|nobody|He|She|It|Everyone|Everybody|Someone|Somebody|Nobody)\s+(?:(?:also|just|only|always|never|often|usually|sometimes|still|really|even|already|rarely|seldom)\s+)?([a-z]+)\b/g;
const OBJECT_OR_QUESTION = /\b(?:let|lets|letting|make|makes|made|making|help|helps|helped|helping|see|saw|seeing|watch|watching|hear|heard|hearing|feel|felt|feeling|have|has|had|having|do|does|did|will|would|can|could|should|shall|may|might|must|to|not|why|how|where|when|what|if|which|who|than)\s+$/i;

export const thirdPersonVerb = lastWordRule({
  id: 'third_person_verb',
  title: 'Agreement',
  pattern: PATTERN,
  fix(m, text) {
    const verb = m[2]!;
    if (!VERBS.has(verb)) return null;
    const before = text.slice(Math.max(0, m.index - 14), m.index);
    if (OBJECT_OR_QUESTION.test(before) || SUBJUNCTIVE_THAT_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index))) return null;
    // "tot he end" is "to the end", which misplaced_space mends
    if (m[1] === 'he' && SPLIT_THE_BEFORE.test(before)) return null;
    // "it" after a verb or preposition is an object ("make it work", "for it go")
    if (m[1]!.toLowerCase() === 'it' && /\b[a-z]+(?:ed|s)?\s+$/i.test(before) && !/[.!?;,:]\s*\w*\s*$/.test(before) && before.trim() !== '') {
      const prev = before.trim().split(/\s+/).pop()!.toLowerCase();
      // (after a verb of thinking or saying, "it" opens a clause: "I believe it make us lonely")
      if (!/^(?:and|but|so|because|since|as|although|though|while|whereas|if|when|then|that|believe|believes|believed|think|thinks|thought|guess|hope|suppose|say|says|said|mean|agree|assume|realise|realize|doubt)$/.test(prev)) return null;
    }
    // "it need not be": "need" is a modal before "not"
    if (verb === 'need' && /^\s+not\b/.test(text.slice(m.index + m[0].length))) return null;
    // "use it like this", "it like new": after "it", "like" is nearly always the preposition
    if (verb === 'like' && m[1]!.toLowerCase() === 'it') return null;
    // "He go to school yesterday": a time gone by wants the past, not the -s
    if (pastTimeNear(text, m.index, m.index + m[0].length)) {
      const past = pastFormsOf(verb)[0]!;
      return { word: verb, replacement: past, message: `The time is past: "${m[1]} ${past}".` };
    }
    const fixed = thirdPersonSingular(verb);
    return { word: verb, replacement: fixed, message: `After "${m[1]}", the verb takes -s: "${m[1]} ${fixed}".` };
  },
});
