import type { ProseRule } from '../../lint/rule.js';
import { eitherCaseAlternatives, patternRule } from './patternRule.js';

// "Mi madre y mi padre está", "Minha mãe e meu pai está", "Ma mère et mon père est": two
// nouns joined by "and" make a plural subject. One rule for the languages that agree so;
// each lists its singular determiners, its "and" and its common verbs with their plurals.
// Only a subject that opens the sentence, each noun after its own determiner ("mi hermano y
// mejor amigo es" is one person); "ni ... ni" may keep the singular and is not read.

export interface JoinedSubjectSpec {
  id: string;
  language: string;
  /** Regex alternatives, lower case: singular determiners. */
  determiners: readonly string[];
  /** Regex alternatives: the word for "and". */
  and: string;
  /** Common verbs in the third person singular, each with its plural. */
  plurals: Readonly<Record<string, string>>;
}

const OPENING = String.raw`(?:^|(?<=[.!?]["'”’»)]*\s+)|(?<=\n[ \t]*)|(?<=[¡¿]))`;

export function joinedSubjectRule(spec: JoinedSubjectSpec): ProseRule {
  const determiner = `(?:${eitherCaseAlternatives(spec.determiners)})`;
  return patternRule({
    id: spec.id,
    language: spec.language,
    title: 'Agreement',
    pattern: String.raw`${OPENING}${determiner}\s+(?<first>\p{Ll}{2,})\s+(?:${spec.and})\s+(?:${spec.determiners.join('|')})\s+(?<second>\p{Ll}{2,})\s+(?<fix>${Object.keys(spec.plurals).join('|')})(?![\p{L}])`,
    fix: (m) => {
      const { first, second, fix: verb } = m.groups as { first: string; second: string; fix: string };
      // (patterns match either case: a capital inside is a name or a title, not this subject)
      if (first !== first.toLowerCase() || second !== second.toLowerCase() || verb !== verb.toLowerCase()) return null;
      const replacement = spec.plurals[verb]!;
      return { replacement, message: `Two nouns joined by "${spec.and.split('|')[0]}" make a plural subject ("${first}", "${second}"): "${replacement}".` };
    },
  });
}
