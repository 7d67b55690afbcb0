import { lastWordRule } from './lastWordRule.js';

// "a 5 minutes walk" -> "a 5-minute walk", "a 32 bits type" -> "a 32-bit type": a measure before
// a noun is one hyphenated word with its unit in the singular. Only after "a" or "an" and before
// a word that can be the noun ("a 5 minutes walk", not "a 5 minutes later" or "a hundred miles
// by day"); ages ("a 10 years old car") are age_compound's.

const NUMBER = String.raw`\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty`;
const SINGULAR: Record<string, string> = { feet: 'foot', inches: 'inch', centuries: 'century', storeys: 'storey' };
const UNIT = String.raw`(?:second|minute|hour|day|week|month|year|decade|mile|kilometre|kilometer|metre|meter|page|word|room|bedroom|dollar|euro|pound|bit|byte|character|digit|line|step|star|piece|player|door|floor|seat|course|wheel|lane|hole)s|feet|inches|centuries|storeys`;
const NOT_A_NOUN =
  'and|or|but|nor|when|while|because|since|until|if|so|than|as|in|on|at|to|for|of|with|by|from|into|over|under|between|per|each|ago|later|earlier|before|after|late|early|ahead|apart|behind|back|away|long|old|wide|high|tall|deep|thick|more|less|too|off|out|up|down|now|then|there|here|is|was|are|were|has|have|had|will|would|can|could|may|might|should|must|do|does|did|not|the|a|an|this|that|which|who|it|he|she|they|we|you|i';
const PATTERN = new RegExp(String.raw`\b(?:a|an)\s+((${NUMBER})\s+(${UNIT}))(?=\s+(?!(?:${NOT_A_NOUN})\b)[a-z]+(?:-[a-z]+)*\b(?!['’]))`, 'gi');

export const measureCompound = lastWordRule({
  id: 'measure_compound',
  title: 'Hyphenation',
  pattern: PATTERN,
  fix(m) {
    const [, phrase, number, units] = m as unknown as [string, string, string, string];
    const plural = units.toLowerCase();
    const unit = SINGULAR[plural] ?? plural.slice(0, -1);
    const replacement = `${number}-${unit}`;
    return { word: phrase, replacement, message: `A measure before a noun is one word, with "${unit}" in the singular: "${replacement}".` };
  },
});
