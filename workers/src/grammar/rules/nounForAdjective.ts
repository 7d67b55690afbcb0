import { lastWordRule } from './lastWordRule.js';

// "It is more convenience to call", "The test is very importance": a noun where the
// adjective belongs, after a degree word that only an adjective can follow. "very",
// "so", "too", "extremely" never stand before a bare noun ("really" and "quite" may:
// "the issue is really health"); "more" does ("what we need is more confidence"), so
// after it the verb must have a pronoun subject ("it is more convenience to"), or
// "make" its object ("make our society more convenience").

const ADJECTIVE_OF: Record<string, string> = {
  convenience: 'convenient',
  importance: 'important',
  prosperity: 'prosperous',
  independence: 'independent',
  dependence: 'dependent',
  confidence: 'confident',
  efficiency: 'efficient',
  intelligence: 'intelligent',
  significance: 'significant',
  popularity: 'popular',
  responsibility: 'responsible',
  danger: 'dangerous',
  beauty: 'beautiful',
  anxiety: 'anxious',
  curiosity: 'curious',
  patience: 'patient',
  violence: 'violent',
  necessity: 'necessary',
  difficulty: 'difficult',
  happiness: 'happy',
  loneliness: 'lonely',
  ethic: 'ethical',
  emotion: 'emotional',
  tradition: 'traditional',
  benefit: 'beneficial',
  harm: 'harmful',
  health: 'healthy',
  success: 'successful',
};
const NOUNS = Object.keys(ADJECTIVE_OF).join('|');
const BE = 'is|are|was|were|be|been|being|become|becomes|became|becoming|seem|seems|seemed|look|looks|looked|feel|feels|felt|get|gets|got|getting';
const PATTERN = new RegExp(
  `\\b(?:(${BE})\\s+|(make|makes|made|making)\\s+([a-z]+\\s+){1,2})(?:(very|so|too|extremely)|(more))\\s+(${NOUNS})\\b(?!\\s*-)`,
  'gi',
);
const PRONOUN_SUBJECT = /\b(?:it|this|they|he|she|we|I|you|life|things)\s+(?:\w+n't\s+|not\s+|will\s+|would\s+|can\s+|could\s+|may\s+|might\s+|must\s+|should\s+|has\s+|have\s+|had\s+)*$/i;

export const nounForAdjective = lastWordRule({
  id: 'noun_for_adjective',
  title: 'Word form',
  pattern: PATTERN,
  fix(m, text) {
    const noun = m[6]!;
    const adjective = ADJECTIVE_OF[noun.toLowerCase()]!;
    // "more" may be a determiner before the noun: only after a pronoun subject or "make" and its object
    if (m[5] && m[1] && !PRONOUN_SUBJECT.test(text.slice(Math.max(0, m.index - 40), m.index))) return null;
    // "make it more" is "make" with its object ("make sure more" is not)
    if (m[2] && /\b(?:of|for|to|with|a|an|the|sure|certain|up|use|way)\s+$/i.test(m[3] ?? '')) return null;
    // a noun followed by "of" or a noun is a noun phrase ("so confidence of", "too danger zone")
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 20);
    if (/^\s+(?:of|in)\b/i.test(after)) return null;
    // "very harm full": a split word, which the spelling pass reads
    if (/^\s*-?\s*ful/i.test(after)) return null;
    return { word: noun, replacement: matchFirst(noun, adjective), message: `After "${m[4] ?? m[5]}", use the adjective "${adjective}", not the noun "${noun}".` };
  },
});

function matchFirst(model: string, word: string): string {
  return model[0] === model[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}
