import type { ProseRule } from '../../lint/rule.js';
import { patternRule } from './patternRule.js';

// "mes enfant", "mis hijo", "meus filho", "i miei figlio": after a plural determiner the noun is
// plural. One rule, configured per language: which determiners never stand alone as pronouns,
// which words after them are no nouns, how the language makes a plural, and which plural the
// dictionary knows. A word sharing a plural noun with another ("sus primer y segundo libros")
// and a name or acronym (the pattern ignores case) are left.

export interface PluralAfterDeterminerSpec {
  id: string;
  language: string;
  /** Regex source of a lookbehind before the determiner, if any. */
  before?: string;
  /** Regex source of the determiners; a named group `fem` marks the feminine ones. */
  determiners: string;
  /** "and" and "or" of the language, before a second word that shares the plural noun. */
  and: string;
  /** The endings of a plural noun that follows a shared-out word ("[sx]"). */
  pluralEnding: string;
  /** Words after a determiner that are no noun to make plural: numbers, function words, verbs. */
  notNouns: ReadonlySet<string>;
  /** A word left alone by its form (already plural, an infinitive, a verb form). */
  notNounForm: RegExp;
  /** A verb form the dictionary vouches for, where the form alone cannot tell ("parlano", not "bambino"); `m` is the match. */
  isVerb?: (word: string, isWord: (w: string) => boolean, m: RegExpExecArray) => boolean;
  /** The plurals to try, in order; the first the dictionary knows is offered. */
  plurals: (noun: string, feminine: boolean) => string[];
}

export function pluralAfterDeterminerRule(spec: PluralAfterDeterminerSpec): ProseRule {
  return patternRule({
    id: spec.id,
    language: spec.language,
    title: 'Agreement',
    // a bracket after the word makes it a term with its plural in brackets ("estos índice(s)"); a
    // hyphen, a word broken at the line's end ("fi‐ chiers"); a slash, one of a set of values ("aux nom/off")
    pattern: String.raw`${spec.before ?? ''}\b(?<det>${spec.determiners})\s+(?<fix>\p{Ll}[\p{Ll}\p{M}]+)\b(?![-‐\u00ad'’(/]|\s+(?:${spec.and})\s+\p{L}+\s+\p{L}+${spec.pluralEnding}\b)`,
    fix: (m, _text, ctx) => {
      const noun = m.groups!['fix']!;
      if (noun !== noun.toLowerCase() || spec.notNounForm.test(noun) || spec.notNouns.has(noun) || !ctx.isWord(noun) || spec.isVerb?.(noun, ctx.isWord, m)) return null;
      const plural = spec.plurals(noun, m.groups!['fem'] !== undefined).find((p) => p !== noun && ctx.isWord(p));
      if (!plural) return null;
      const determiner = m.groups!['det']!.toLowerCase().replace(/\s+/g, ' ');
      return { replacement: plural, message: `After "${determiner}" the noun is plural: "${plural}".` };
    },
  });
}
