import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "I used to living in a city" mixes the past habit ("I used to live") with being
// accustomed ("I am used to living"). With no "be" or "get" before "used", the past
// habit is the sure reading, so the verb takes its base form; the message names the
// other. Only a person pronoun directly before "used" counts ("the tool used to
// testing" may be a participle), and only an -ing form of a known verb.

const PATTERN = /\b(I|you|he|she|we|they)\s+(?:(?:never|always|also|often|once|just|only|really)\s+)?used\s+to\s+([a-z]+ing)\b(?!['’-])/gi;
const BASE_OF: Record<string, string> = { being: 'be', having: 'have', doing: 'do' };

export const usedToIng = lastWordRule({
  id: 'used_to_ing',
  title: 'Verb form',
  pattern: PATTERN,
  fix(m) {
    const word = m[2]!;
    const lower = word.toLowerCase();
    const found = verbBaseOf.get(lower);
    const base = BASE_OF[lower] ?? (found?.form === 'ing' ? found.base : undefined);
    if (!base) return null;
    const be = /^i$/i.test(m[1]!) ? 'am' : /^(?:he|she)$/i.test(m[1]!) ? 'is' : 'are';
    return {
      word,
      replacement: base,
      message: `For a past habit, "used to" takes the base form: "used to ${base}". To say "accustomed to", write "${be} used to ${lower}".`,
    };
  },
});
