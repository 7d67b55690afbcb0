import { lastWordRule } from './lastWordRule.js';
import { gradableAdjectivesEn } from './adjectiveDegrees.en.js';

// "It is not enough big" -> "big enough": "enough" follows the adjective it measures. Only a
// common adjective that ends its phrase ("enough cold water" counts the water).

const ADJECTIVES = [...gradableAdjectivesEn, 'good', 'bad', 'important', 'expensive', 'difficult', 'beautiful', 'interesting', 'useful', 'careful', 'serious', 'mature', 'experienced'];
const PATTERN = new RegExp(String.raw`\b(enough\s+(${ADJECTIVES.join('|')}))(?=\s*[,.;:!?)]|\s+(?:to|for|and|but|that|now|yet)\b)`, 'gi');

export const enoughAfterAdjective = lastWordRule({
  id: 'enough_after_adjective',
  title: 'Word order',
  pattern: PATTERN,
  fix(m, text) {
    const [, phrase, adjective] = m as unknown as [string, string, string];
    // "old enough" is right; "have enough good" is "enough" as a pronoun before an adjective used as a noun
    if (/\b(?:have|has|had|get|got|of)\s+$/i.test(text.slice(Math.max(0, m.index - 8), m.index))) return null;
    const replacement = `${adjective} enough`;
    return { word: phrase, replacement, message: `"Enough" follows the adjective it measures: "${replacement}".` };
  },
});
