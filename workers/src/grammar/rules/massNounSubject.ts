import { commonVerbsEn, thirdPersonSingular } from './commonVerbs.en.js';
import { lastWordRule } from './lastWordRule.js';

// "Technology play an important role", "Education help people": an uncountable noun as the
// subject is singular and its present verb takes -s. Only nouns that are seldom anything but
// uncountable, opening a sentence (after a connective at most: "Firstly, technology help us")
// or a clause ("I think technology help"; after "the" or an adjective at most, and not after
// "and": "science and art help"), and only where an object or an adverb follows the verb, so
// that a compound ("Technology play areas") stays.

const MASS_NOUNS =
  'technology|education|information|pollution|money|music|society|knowledge|health|tourism|traffic|science|research|exercise|homework|' +
  'advertising|violence|crime|poverty|globalization|globalisation|unemployment|communication|transportation|energy|nature|art|' +
  'smoking|internet|television';
const ADJECTIVE = 'modern|new|online|good|higher|physical|digital|public|regular|air|water|mass|global|information|artificial\\s+intelligence';
const VERBS = commonVerbsEn.filter((v) => v !== 'be' && v !== 'matter' && v !== 'mind');
const FOLLOWS =
  'a|an|the|us|people|them|me|him|her|it|our|their|his|my|your|many|more|most|every|everyone|everybody|students|children|kids|society|' +
  'not|also|always|often|never|really|greatly|certainly|clearly|usually|sometimes|still|only';
// an opening connective before the subject ("Firstly, technology help us")
const CONNECTIVE =
  'firstly|secondly|thirdly|finally|lastly|however|moreover|furthermore|therefore|thus|also|besides|nowadays|today|in addition|' +
  'for example|for instance|in fact|as a result|in conclusion|in my opinion|of course|in general|in short|on the other hand|these days';
const PATTERN = new RegExp(
  String.raw`(?:(?:^|[.!?]["'”’)]*\s+)(?:(?:${CONNECTIVE}),\s+)?|\b(?:that|because|think|believe|since|although|while|how|why|if|when|but)\s+)(?:the\s+)?(?:(?:${ADJECTIVE})\s+)?(${MASS_NOUNS})\s+(${VERBS.join('|')})(?=\s+(?:${FOLLOWS})\b)`,
  'gi',
);

export const massNounSubject = lastWordRule({
  id: 'mass_noun_subject',
  title: 'Agreement',
  pattern: PATTERN,
  fix(m) {
    const noun = m[1]!;
    const verb = m[2]!;
    const replacement = thirdPersonSingular(verb);
    return { word: verb, replacement, message: `"${noun}" is singular: "${replacement}".` };
  },
});
