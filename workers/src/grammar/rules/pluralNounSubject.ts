import type { ProseRule } from '../../lint/rule.js';
import { eitherCaseAlternatives, patternRule } from './patternRule.js';

// "Los estudiantes no tiene tiempo", "Os alunos não tem tempo", "I ragazzi gioca": a plural noun subject takes the
// plural verb. One rule for the languages that agree so; each lists its plural determiners,
// its common verbs in the singular with their plurals, and the words that make the noun no
// subject. Only right after a plural determiner and the noun; not after a preposition or an
// infinitive, whose object the noun is ("en algunas instalaciones puede", "renderizar las
// flechas tiene"); and a noun in -s may be singular ("la crisis", "o vírus").

export interface PluralNounSubjectSpec {
  id: string;
  language: string;
  /** Regex alternatives, lower case: the plural determiners. */
  determiners: string;
  /** Regex alternatives: the prepositions whose object a noun after them is. */
  prepositions: string;
  /** The infinitive endings, as a regex alternation ("ar|er|ir"). */
  infinitiveEndings: string;
  /** Regex alternatives: adverbs that may stand between the noun and the verb ("no"). */
  between: string;
  /** Common verbs in the third person singular, each with its plural. */
  plurals: Readonly<Record<string, string>>;
  /** Plural nouns that are no subject there: days, times, relative pronouns ("los lunes", "algunas veces"). */
  notSubjects: RegExp;
  /** Nouns in -s that may be singular ("crisis", "lápis"). */
  singularInS: RegExp;
  /** The endings of a plural noun, as a regex character class; -s unless given ("[ie]" in Italian). */
  pluralEnding?: string;
  message(noun: string, replacement: string): string;
}

export function pluralNounSubjectRule(spec: PluralNounSubjectSpec): ProseRule {
  const determiners = eitherCaseAlternatives(spec.determiners.split('|'));
  return patternRule({
    id: spec.id,
    language: spec.language,
    title: 'Agreement',
    pattern: String.raw`(?<![\p{L}\p{N}])(?<!\b(?:${spec.prepositions})\s+)(?<!\b\p{L}+(?:${spec.infinitiveEndings})\s+)(?:${determiners})\s+(?<noun>\p{Ll}{3,}${spec.pluralEnding ?? 's'})\s+(?:(?:${spec.between})\s+)?(?<fix>${Object.keys(spec.plurals).join('|')})(?![\p{L}])`,
    fix: (m, _text, ctx) => {
      const noun = m.groups!['noun']!;
      if (spec.notSubjects.test(noun) || spec.singularInS.test(noun) || !ctx.isWord(noun)) return null;
      const replacement = spec.plurals[m.groups!['fix']!.toLowerCase()]!;
      return { replacement, message: spec.message(noun, replacement) };
    },
  });
}
