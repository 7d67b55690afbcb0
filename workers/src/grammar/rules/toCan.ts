import { matchCaseOf } from '../../lint/phraseRule.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { lastWordRule } from './lastWordRule.js';

// "important for me to can speak English", "I hope to can see you": "can" has no
// infinitive; "to be able to" stands in for it. Only before a verb the common verbs
// list knows in its base form, since "to can tomatoes" is the verb of preserving, and
// only where "to" follows a word that takes an infinitive: in "the lookup can apply the
// recursion to can participate", "to" is a preposition.

const VERBS = new Set(commonVerbsEn);
const PATTERN =
  /\b(?:want|wants|wanted|hope|hopes|hoped|like|likes|love|wish|need|needs|needed|try|tries|tried|plan|plans|planned|expect|expects|expected|decide|decided|going|able|important|possible|necessary|difficult|hard|easy|good|nice|great|me|him|her|us|them|you|people|students)\s+to\s+(can)(?=\s+([a-z]+)\b)/gi;

export const toCan = lastWordRule({
  id: 'to_can',
  title: 'Verb form',
  pattern: PATTERN,
  fix(m) {
    const verb = m[2]!;
    if (!VERBS.has(verb.toLowerCase())) return null;
    const replacement = matchCaseOf(m[1]!, 'be able to');
    return { word: m[1]!, replacement, message: `"Can" has no infinitive: "to be able to ${verb}".` };
  },
});
