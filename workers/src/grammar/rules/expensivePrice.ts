import { lastWordRule } from './lastWordRule.js';

// "The price of the house is very expensive": a thing is expensive or cheap; its price is
// high or low. Only where the price is the subject of the adjective, through "be" or "seem", with
// what it is the price of in up to two words ("the price of a new phone is").

const PATTERN =
  /\b(?:prices?|costs?|fees?|rents?|fares?|salary|salaries|wages?)(?:\s+(?:of|for)(?:\s+(?:the|a|an|this|that|these|those|my|our|your|his|her|their))?(?:\s+(?!(?:that|which|who|and|or)\b)[a-z]+){1,2})?\s+(?:is|are|was|were|seems?|seemed|became|becomes|got|gets|will\s+be)\s+(?:(?:very|so|too|quite|really|extremely|rather|a\s+bit)\s+)?(expensive|cheap)\b/gi;

export const expensivePrice = lastWordRule({
  id: 'expensive_price',
  title: 'Word choice',
  pattern: PATTERN,
  fix(m) {
    const adjective = m[1]!;
    const replacement = adjective.toLowerCase() === 'expensive' ? 'high' : 'low';
    return { word: adjective, replacement, message: `A thing is ${adjective.toLowerCase()}; its price is "${replacement}".` };
  },
});
