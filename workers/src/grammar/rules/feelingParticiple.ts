import { lastWordRule } from './lastWordRule.js';

// "I was very exciting to see it": how a person feels is the -ed form ("excited"); the -ing
// form is what causes the feeling ("an exciting trip"). Only after "I" or "we" with a form of
// "be", and where what follows says what about ("to", "about", "because"...) or the clause
// ends: "I was boring company" keeps its sense.

const FEELING: Record<string, string> = {
  exciting: 'excited', interesting: 'interested', boring: 'bored', tiring: 'tired', confusing: 'confused', frightening: 'frightened',
  terrifying: 'terrified', surprising: 'surprised', disappointing: 'disappointed', annoying: 'annoyed', amazing: 'amazed',
  embarrassing: 'embarrassed', exhausting: 'exhausted', worrying: 'worried', relaxing: 'relaxed', satisfying: 'satisfied',
  shocking: 'shocked', frustrating: 'frustrated', overwhelming: 'overwhelmed', fascinating: 'fascinated', depressing: 'depressed',
  thrilling: 'thrilled',
};
const PATTERN = new RegExp(
  String.raw`\b(?:I\s+(?:am|was)|I['’]m|[Ww]e\s+(?:are|were)|[Ww]e['’]re)\s+(?:(?:very|so|really|extremely|too|quite|a\s+bit|a\s+little|not|never)\s+)?(${Object.keys(FEELING).join('|')})(?=\s+(?:to|about|by|with|when|because|that|for|at|after|of|in|during|while)\b|\s*[.,;!?])`,
  'g',
);

// "She is interesting in music", "my sister is interesting in science": after any person, "interesting in" and a subject is a slip for
// "interested in"; "interesting in that", "in many ways", "in its own right" keep their sense.
const INTERESTED_IN =
  /\b(?:[Hh]e|[Ss]he|[Tt]hey|[Yy]ou|(?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Yy]our)\s+(?:sister|brother|friend|friends|mother|father|mom|dad|parents|son|daughter|children|kids|cousin|teacher|classmates?|wife|husband))\s+(?:is|are|was|were)\s+(?:(?:very|so|really|not|quite|also|still)\s+)?(interesting)(?=\s+in\s+(?!(?:that|many|some|several|a|an|the|its|their|his|her|other|this|these|those|what|how|itself|themselves|one|two|both|various|different|every|each|any|all|part|places|parts)\b)\p{L})/gu;

export const feelingParticiple = lastWordRule({
  id: 'feeling_participle',
  title: 'Word form',
  pattern: [PATTERN, INTERESTED_IN],
  fix(m) {
    const word = m[1]!;
    const replacement = FEELING[word]!;
    return { word, replacement, message: `How you feel is "${replacement}"; "${word}" describes what causes the feeling.` };
  },
});
