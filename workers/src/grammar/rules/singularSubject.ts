import type { ProseRule } from '../../lint/rule.js';
import { patternRule } from './patternRule.js';

// A subject that is singular in form whatever it means ("la gente", "ninguém") takes its verb
// in the singular: "la gente saben" -> "sabe". One rule, configured per language: the subject,
// the little words that may stand before the verb, the irregular verbs by table, and how a
// regular plural loses its plural ending; a regular form counts only where the dictionary
// knows both.

export interface SingularSubjectSpec {
  id: string;
  language: string;
  /** Regex source of the subject. */
  subject: string;
  /** Regex source of the words that may come between ("no", clitics), up to two of them. */
  between: string;
  /** Plural -> singular of the irregular verbs. */
  irregular: Readonly<Record<string, string>>;
  /** Regex source of a regular plural verb form. */
  regularPlural: string;
  singularOf: (plural: string) => string;
  message: (verb: string, singular: string) => string;
}

export function singularSubjectRule(spec: SingularSubjectSpec): ProseRule {
  return patternRule({
    id: spec.id,
    language: spec.language,
    title: 'Agreement',
    pattern: String.raw`\b${spec.subject}\s+(?:(?:${spec.between})\s+){0,2}(?<fix>${Object.keys(spec.irregular).join('|')}|${spec.regularPlural})\b`,
    fix: (m, _text, ctx) => {
      const verb = m.groups!['fix']!;
      const lower = verb.toLowerCase();
      const irregular = spec.irregular[lower];
      const replacement = irregular ?? spec.singularOf(lower);
      if (!irregular && (!ctx.isWord(replacement) || !ctx.isWord(lower))) return null;
      return { replacement, message: spec.message(verb, replacement) };
    },
  });
}
