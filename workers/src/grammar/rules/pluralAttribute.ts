import type { ProseRule } from '../../lint/rule.js';
import { eitherCaseAlternatives, patternRule } from './patternRule.js';

// "ils sont arrivé", "ellos están cansado", "eles são normal": after a plural subject pronoun
// and a verb of being (être, ser, estar, or one like them), the adjective or participle takes the
// plural, and after the feminine pronoun the feminine. One rule for the languages that agree so;
// each says how its words form the plural. Only a word of the dictionary whose plural is one
// too, and never an adverb, a number, a preposition or a noun that stands there without an
// article ("ils sont bien arrivés", "son cuatro", "são parte do problema").

export interface PluralAttributeSpec {
  id: string;
  language: string;
  /** The plural subject pronouns, lower case. */
  masculine: string;
  feminine: string;
  /** Regex alternatives: the verbs of being in the plural, and an optional negation before them. */
  verbs: string;
  negation: string;
  /** Words that may stand between the verb and the attribute ("très", "muy"). */
  between: string;
  /** Words after the verb that are no attribute to agree. */
  notAttributes: ReadonlySet<string>;
  /** The ending of the language's adverbs of manner ("-ment", "-mente"). */
  adverbEnding: string;
  /**
   * Regex alternatives: the plural determiners of each gender, where they show it ("los", "las").
   * A plural noun after one is a subject too ("Los problemas son muy grave" -> "graves").
   */
  determiners?: { masculine: string; feminine: string };
  /** The plural of `word` in that gender, or null where the dictionary cannot confirm it. */
  plural(word: string, feminine: boolean, isWord: (w: string) => boolean): string | null;
}

const PHRASE_END = /^(?:\s*[.,;:!?)]|\s*$|\s+(?:y|e|o|ou|pero|mas|para|por|en|em|de|con|com|que|porque|cuando|quando|si|se)\b)/u;

export function pluralAttributeRule(spec: PluralAttributeSpec): ProseRule {
  const determiners = spec.determiners;
  const nounSubject = determiners
    ? String.raw`|(?<masculine>${eitherCaseAlternatives(determiners.masculine.split('|'))})\s+(?<noun>\p{Ll}{3,}s)|(?<feminine>${eitherCaseAlternatives(determiners.feminine.split('|'))})\s+(?<fnoun>\p{Ll}{3,}s)`
    : '';
  return patternRule({
    id: spec.id,
    language: spec.language,
    title: 'Agreement',
    pattern: String.raw`\b(?:(?<pronoun>${eitherCaseAlternatives([spec.masculine, spec.feminine])})${nounSubject})\s+(?:${spec.negation})?(?:${spec.verbs})\s+(?:(?:${spec.between})\s+){0,2}(?<fix>\p{Ll}[\p{Ll}-]*)(?<![sx])(?![\p{L}'’-])`,
    fix: (m, text, ctx) => {
      const word = m.groups!['fix']!;
      if (spec.notAttributes.has(word) || word.endsWith(spec.adverbEnding) || !ctx.isWord(word)) return null;
      const g = m.groups!;
      const pronoun = g['pronoun'] ? g['pronoun'].toLowerCase() : `${(g['masculine'] ?? g['feminine'])!.toLowerCase()} ${g['noun'] ?? g['fnoun']}`;
      const feminine = g['pronoun'] ? pronoun === spec.feminine : g['feminine'] !== undefined;
      // the noun must be a plural the dictionary knows ("los demás" is no noun subject)
      if (!g['pronoun'] && !ctx.isWord(g['noun'] ?? g['fnoun']!)) return null;
      // after a noun subject, a word followed by another may be a noun with its adjective
      // ("Esses duplicados são entrada inválida"): only an attribute that ends its phrase
      if (!g['pronoun'] && !PHRASE_END.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) return null;
      const plural = spec.plural(word, feminine, ctx.isWord);
      if (!plural || !ctx.isWord(plural)) return null;
      return {
        replacement: plural,
        message: `After "${pronoun}" the ${feminine ? 'feminine plural' : 'plural'} is "${plural}": the adjective or participle agrees with the subject.`,
      };
    },
  });
}

/** The Spanish and Portuguese plural of a word in -o, -a or -e, in the pronoun's gender ("cansado", "cansada"). */
export function genderedPlural(word: string, feminine: boolean, isWord: (w: string) => boolean): string | null {
  const gendered = word.endsWith('e') ? word : `${word.slice(0, -1)}${feminine ? 'a' : 'o'}`;
  return isWord(gendered) ? `${gendered}s` : null;
}
