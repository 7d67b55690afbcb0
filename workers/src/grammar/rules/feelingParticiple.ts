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

// "a very interested movie", "the film was bored": what causes the feeling takes the -ing form.
// Only before or after a noun for a thing that can cause one, never a person.
const CAUSING: Record<string, string> = Object.fromEntries(Object.entries(FEELING).map(([causing, felt]) => [felt, causing]));
const THINGS = 'movie|film|book|story|game|class|lesson|trip|journey|experience|idea|topic|subject|job|show|program|programme|novel|article|lecture|match|situation|course|speech|museum|city|place|day|weekend|holiday|vacation|party|news|question|result|discovery';
const CAUSE_BEFORE = new RegExp(String.raw`\b(?:[Aa]n?|[Tt]he|[Tt]his|[Tt]hat|[Ss]uch\s+an?)\s+(?:(?:very|really|so|quite|most|more|extremely)\s+)?(${Object.keys(CAUSING).join('|')})(?=\s+(?:${THINGS})\b)`, 'g');
const CAUSE_AFTER = new RegExp(String.raw`\b(?:[Tt]he|[Tt]his|[Tt]hat|[Mm]y|[Oo]ur)\s+(?:${THINGS})\s+(?:is|was|were|are|seemed|seems)\s+(?:(?:very|really|so|quite|extremely|too)\s+)?(${Object.keys(CAUSING).join('|')})(?=\s*[.,;!?]|\s+(?:and|but|because)\b)`, 'g');

// "People are more concern about privacy", "I am worry about it": the verb's base form after a
// person and "be" for the -ed form. Only before what the feeling is about.
const BASE_FEELING: Record<string, string> = {
  concern: 'concerned', worry: 'worried', interest: 'interested', satisfy: 'satisfied', disappoint: 'disappointed', confuse: 'confused',
  excite: 'excited', bore: 'bored', frighten: 'frightened', scare: 'scared', embarrass: 'embarrassed', surprise: 'surprised', shock: 'shocked',
  amaze: 'amazed', annoy: 'annoyed', frustrate: 'frustrated', depress: 'depressed',
};
const BASE_AFTER_BE = new RegExp(
  String.raw`\b(?:I\s+(?:am|was)|I['’]m|(?:[Ww]e|[Yy]ou|[Tt]hey|[Pp]eople)\s+(?:are|were)|(?:[Ww]e|[Yy]ou|[Tt]hey)['’]re|(?:[Hh]e|[Ss]he)\s+(?:is|was)|(?:[Hh]e|[Ss]he)['’]s)\s+(?:(?:very|so|really|more|less|too|quite|not|deeply|also|still|always|extremely)\s+)?(${Object.keys(BASE_FEELING).join('|')})(?=\s+(?:about|with|in|by|of|at|that)\b)`,
  'g',
);

export const feelingParticiple = lastWordRule({
  id: 'feeling_participle',
  title: 'Word form',
  pattern: [PATTERN, INTERESTED_IN, CAUSE_BEFORE, CAUSE_AFTER, BASE_AFTER_BE],
  fix(m) {
    const word = m[1]!;
    const felt = BASE_FEELING[word];
    if (felt) return { word, replacement: felt, message: `How a person feels is "${felt}", not the verb "${word}".` };
    const causing = CAUSING[word];
    if (causing) return { word, replacement: causing, message: `What causes the feeling is "${causing}"; "${word}" is how a person feels.` };
    const replacement = FEELING[word]!;
    return { word, replacement, message: `How you feel is "${replacement}"; "${word}" describes what causes the feeling.` };
  },
});
