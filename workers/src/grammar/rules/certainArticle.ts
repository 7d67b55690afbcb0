import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { pluralOf } from './nounNumber.en.js';

// "if certain disease runs in the family": "certain" before a singular countable noun
// needs "a" ("a certain disease"). It stays quiet when a determiner or "be" comes
// before it ("the certain outcome", "is certain that"), when the noun phrase is
// plural ("certain gene changes") and before nouns that are not counted ("certain
// information"). The finding covers "certain" and the noun, since the phrase may be
// mended either way: "a certain disease" first, "certain diseases" second when the
// noun ends the phrase and its plural is a word.

// The second word may be an abbreviation's plural ("certain asynchronous APIs").
const PATTERN = /\b([Cc]ertain)\s+([a-z]+)(?![\w-])(?:\s+([A-Za-z]+(?:-[A-Za-z]+)*))?/g;
const BEFORE_OK =
  /\b(?:a|an|the|this|that|these|those|his|her|their|our|my|your|its|one's|no|be|am|is|are|was|were|been|being|feel|feels|felt|seem|seems|seemed|quite|very|not|almost|fairly|absolutely|completely|less|more|most|so|too|for|make|made|makes|become|became|remain|remained)\s+$/i;
// Words after "certain" that show it means "sure", or nouns that are not counted.
const NOT_COUNT_NOUN = new Set([
  'that', 'of', 'about', 'to', 'whether', 'if', 'how', 'what', 'when', 'why', 'who', 'and', 'or', 'but', 'enough', 'now', 'yet',
  'information', 'knowledge', 'evidence', 'advice', 'research', 'equipment', 'behaviour', 'behavior', 'money', 'time', 'damage',
  'data', 'work', 'help', 'support', 'furniture', 'progress', 'news', 'weather', 'traffic', 'software', 'food', 'water', 'stuff',
  'extent', 'degree', 'amount', 'level', 'point', 'age', 'people', 'things', 'aspects', 'other',
  // plurals without an s
  'criteria', 'phenomena', 'media', 'bacteria', 'children', 'men', 'women', 'cattle', 'police',
]);
// Nouns seldom counted, after an adjective or a noun ("certain political rhetoric", "certain file metadata").
const MASS_NOUNS = new Set([
  'rhetoric', 'discipline', 'negligence', 'violence', 'pollution', 'poverty', 'justice', 'freedom', 'safety', 'security', 'health',
  'education', 'literature', 'music', 'art', 'culture', 'pressure', 'care', 'attention', 'importance', 'awareness', 'behaviour', 'behavior',
  'metadata', 'data', 'information', 'output', 'input', 'content', 'software',
]);
const PLURAL = /[^siu]s$|[A-Z]s$/;
// A word after the noun that shows the noun ends the phrase ("certain disease because").
const PHRASE_END = /^(?:[,.;:!?)]|\s+(?:of|in|on|at|to|for|with|and|or|is|was|has|that|which|who|because|will|can|could|would|may|might|from|by|as)\b)/;

const COMMON_VERBS = new Set(commonVerbsEn);

/** Whether one of the next three words, before the phrase ends, is a plural. */
function pluralAhead(after: string): boolean {
  const words = /^(?:\s+[A-Za-z0-9]+){1,3}/.exec(after)?.[0].trim().split(/\s+/) ?? [];
  for (const word of words) {
    // (a common verb's -s ends the phrase: "certain disease runs in families")
    if (PHRASE_END.test(` ${word}`) || COMMON_VERBS.has(word.replace(/e?s$/, '')) || COMMON_VERBS.has(word.slice(0, -1))) return false;
    if (PLURAL.test(word) && !NOT_COUNT_NOUN.has(word)) return true;
  }
  return false;
}

export const certainArticle: ProseRule = {
  id: 'certain_article',
  category: 'grammar',
  languages: ['en'],
  check(text, ctx) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, certain, w1, w2] = m;
      if (NOT_COUNT_NOUN.has(w1!) || PLURAL.test(w1!) || (w2 && PLURAL.test(w2) && !NOT_COUNT_NOUN.has(w2))) continue;
      // "certain bare option-like strings": a compound modifier, the noun after it
      if (w2?.includes('-') && /^\s+[a-z]+[^siu\s]s\b/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 30))) continue;
      if (BEFORE_OK.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      // a plural further on heads the phrase ("certain invalid hex values", "certain complex tune2fs operations")
      const afterFirst = m.index + m[0].indexOf(w1!, certain!.length) + w1!.length;
      if (pluralAhead(text.slice(afterFirst, afterFirst + 80))) continue;
      // an adjective first: the noun after it decides ("certain genetic disease" wants "a", not
      // "certain political rhetoric" or "certain rural or urban areas")
      const adjective = ctx.isWord(`${w1}ly`) || (w1!.endsWith('ic') && ctx.isWord(`${w1}ally`));
      if (adjective && (!w2 || NOT_COUNT_NOUN.has(w2))) continue;
      // the first word modifies a noun not counted ("certain file metadata")
      if (w2 && MASS_NOUNS.has(w2)) continue;
      const end = m.index + m[0].indexOf(w1!, certain!.length) + w1!.length;
      const replacement = `${certain === 'Certain' ? 'A certain' : 'a certain'} ${w1}`;
      const plural = PHRASE_END.test(text.slice(end)) ? pluralOf(w1!).find((p) => ctx.isWord(p)) : undefined;
      out.push({
        start: m.index,
        end,
        category: 'grammar',
        severity: 'error',
        rule: 'certain_article',
        title: 'Article',
        message: `Before a singular noun, "certain" needs "a" ("${replacement}")${plural ? `, or the noun is plural ("${certain} ${plural}")` : ''}.`,
        replacements: plural ? [replacement, `${certain} ${plural}`] : [replacement],
        fixLabel: `Replace with "${replacement}"`,
      });
    }
    return out;
  },
};
