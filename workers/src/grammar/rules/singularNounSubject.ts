import type { ProseRule } from '../../lint/rule.js';
import { eitherCaseAlternatives, patternRule } from './patternRule.js';

// "La chica son muy simpática", "la ragazza sono stanca", "a menina são", "le garçon ont faim": a
// singular noun subject takes the singular verb. The mirror of the plural-subject rule, one rule
// for the Romance languages: a singular determiner, its noun, and a common plural verb. Only where
// the determiner opens a clause: at a sentence's start, after a comma or a colon (and "and" after a
// comma), or after a word that joins clauses ("pero", "parce que"); the noun is the end of a longer
// subject elsewhere ("los paquetes que proporcionan este archivo son", "el chico y la chica son",
// "las componentes menos la última deben"). Not before an article ("el problema son los precios",
// "il problema sono i soldi": the verb agrees with what follows it); not a noun of time ("esta
// noche van a venir") or of a part of a whole ("la mayoría son"), and not a noun that looks plural.

export interface SingularNounSubjectSpec {
  id: string;
  language: string;
  /** Regex alternatives, lower case: the singular determiners, each followed by a space. */
  determiners: string;
  /** Regex alternatives: the determiners written onto their noun ("l'"). */
  elidedDeterminers?: string;
  /** Regex alternatives: words after which a clause opens ("pero", "porque"). */
  clauseOpeners: string;
  /** Regex alternatives: words that may stand between the noun and the verb ("no"). */
  between: string;
  /** Regex alternatives: the articles and determiners a predicate after the verb opens with. */
  predicateOpeners: string;
  /** Common verbs in the third person plural, each with its singular. */
  singulars: Readonly<Record<string, string>>;
  /** Nouns of time and of parts of a whole, which are no such subject. */
  notSubjects: RegExp;
  /** The ending of a noun that looks plural. */
  pluralLooking: RegExp;
  message(noun: string, replacement: string): string;
}

export function singularNounSubjectRule(spec: SingularNounSubjectSpec): ProseRule {
  const determiners = eitherCaseAlternatives(spec.determiners.split('|'));
  const elided = spec.elidedDeterminers ? `|(?:${eitherCaseAlternatives(spec.elidedDeterminers.split('|'))})` : '';
  return patternRule({
    id: spec.id,
    language: spec.language,
    title: 'Agreement',
    pattern: String.raw`(?<=(?:^|[.!?;:,]["'”’»)]*|,\s*(?:y|e|et|ed)|\b(?:${spec.clauseOpeners}))\s*)(?<![\p{L}\p{N}'’])(?:(?:${determiners})\s+${elided})(?<noun>\p{Ll}{3,})\s+(?:(?:${spec.between})\s+)?(?<fix>${Object.keys(spec.singulars).join('|')})(?![\p{L}])(?!\s+(?:${spec.predicateOpeners})(?![\p{L}]))`,
    fix: (m, _text, ctx) => {
      const noun = m.groups!['noun']!;
      if (spec.notSubjects.test(noun) || spec.pluralLooking.test(noun) || !ctx.isWord(noun)) return null;
      const replacement = spec.singulars[m.groups!['fix']!.toLowerCase()]!;
      return { replacement, message: spec.message(noun, replacement) };
    },
  });
}
