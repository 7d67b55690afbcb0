import { lastWordRule } from './lastWordRule.js';

// "my family use to eat together", "I am use to it", "it can be use to prove": the past
// habit, being accustomed and the passive are all "used to". Only a subject that opens its clause counts, so the tool
// a sentence has just named stays the object of "use" ("the language we use to talk",
// "what they use to build"); "did not use to" is right, as is "to-do" after "use".

const CLAUSE_SUBJECT =
  /(?:^|[.!?;:,]\s*|\b(?:and|but|so|because|when|while|as|since|although|though|where)\s+)(?:I|we|you|they|he|she|(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our)\s+[a-z]+|[Ww]e|[Tt]hey|[Yy]ou|[Hh]e|[Ss]he)\s+(?:always\s+|never\s+|often\s+)?(use)(?=\s+to\s+[a-z]+\b(?!-))/gm;
const AFTER_BE = /\b(?:am|is|are|was|were|be|been|being|get|gets|got|getting|I['’]m|it['’]s|he['’]s|she['’]s|we['’]re|they['’]re|you['’]re)\s+(use)(?=\s+to\b(?!-))/gi;

export const usedTo = lastWordRule({
  id: 'used_to',
  title: 'Used to',
  pattern: new RegExp(`${CLAUSE_SUBJECT.source}|${AFTER_BE.source}`, 'gim'),
  fix(m) {
    const word = m[1] ?? m[2]!;
    const replacement = word === 'Use' ? 'Used' : 'used';
    const message = m[1]
      ? `A past habit is "${replacement} to".`
      : `After a form of "be", "${replacement} to" is meant (being accustomed, or the passive "is used to").`;
    return { word, replacement, message };
  },
});
