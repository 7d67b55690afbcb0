import { lastWordRule } from './lastWordRule.js';

// "my parents house", "teenagers life": a plural that owns the next noun takes an
// apostrophe ("my parents' house"). Only listed owners (persons) before listed nouns
// that cannot be verbs ("if the parents consent", "when the parents divorce" are
// why those two are not listed), and "house", "home" and "room" only after a
// determiner. A full stop or a function word must follow the noun, so "the parents
// house their children" and compounds ("the students union office") stay quiet.

const OWNER =
  'parents|grandparents|teenagers|students|pupils|friends|neighbou?rs|brothers|sisters|cousins|teachers|kids|workers|employees|patients|customers|citizens|adolescents|youngsters|classmates|colleagues';
const OWNED =
  'house|home(?!\\s+in\\s+on\\b)|room|life|lives|opinion|opinions|health|future|behaviou?r|education|safety|privacy|feelings|rights|money|permission|attention|advice|wedding|bedroom|car|point\\s+of\\s+view|mental\\s+health|well-being|wellbeing|personalities|personality';
const PATTERN = new RegExp(
  `\\b(?:(my|your|his|her|our|their|the|other|some|many|most|of|for|on|about|affects?|affected|improves?|improved|changes?|changed|protects?|protected)\\s+)(${OWNER})(?=\\s+(${OWNED})(?=\\s*[,.;:!?)]|\\s+(?:is|was|are|were|has|had|and|or|in|on|at|of|for|with|to|from|by|because|when|where|which|that|as)\\b))`,
  'gi',
);

export const pluralPossessiveApostrophe = lastWordRule({
  id: 'plural_possessive_apostrophe',
  title: 'Missing apostrophe',
  pattern: PATTERN,
  fix(m) {
    const owner = m[2]!;
    const owned = m[3]!.replace(/\s+/g, ' ');
    const afterDeterminer = /^(?:my|your|his|her|our|their|the|other|some|many|most)$/i.test(m[1]!);
    if (/^(?:house|home|room)$/i.test(owned) && !afterDeterminer) return null;
    const replacement = `${owner}'`;
    return { word: owner, replacement, message: `The ${owned} belongs to the ${owner.toLowerCase()}: "${replacement} ${owned}".` };
  },
});
