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

export const feelingParticiple = lastWordRule({
  id: 'feeling_participle',
  title: 'Word form',
  pattern: PATTERN,
  fix(m) {
    const word = m[1]!;
    const replacement = FEELING[word]!;
    return { word, replacement, message: `How you feel is "${replacement}"; "${word}" describes what causes the feeling.` };
  },
});
