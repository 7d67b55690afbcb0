import type { ProseRule } from '../../lint/rule.js';
import { eitherCaseAlternatives, patternRule } from './patternRule.js';

// "un problema muy importantes", "un problème très importants", "un problema molto importanti":
// after a singular determiner and its noun, a word of degree ("muy", "très", "molto") leaves only
// an adjective to follow, and it agrees with the noun in the singular. One rule for the Romance
// languages: the determiners with the gender they show, the words of degree, and how a plural
// adjective gives its singular, which the dictionary must know. Not after another noun and "and"
// ("une syntaxe et une sémantique très différentes" agrees with both), nor after a quantity ("un
// peu trop grands" agrees with the subject).

const QUANTITIES = /^(?:peu|poco|pouco|tanto|tout|todo|tutto|rien|nada|niente|nulla)$/i;

export interface SingularNounAdjectiveSpec {
  id: string;
  language: string;
  /** Regex alternatives, lower case: singular determiners of a masculine noun, of a feminine one. */
  masculine: string;
  feminine: string;
  /** Regex alternatives: words of degree ("muy", "bastante"). */
  degree: string;
  /** The ending of a noun that looks plural. */
  pluralLooking: RegExp;
  /** The ending of a plural adjective. */
  pluralAdjective: RegExp;
  /** Adjectives that end like a plural in the singular too ("frais", "gris"). */
  invariable?: RegExp;
  /** The singular forms a plural adjective may have, most likely first, for the noun's gender. */
  singulars(adjective: string, feminine: boolean, isWord: (word: string) => boolean): string[];
  message(noun: string, replacement: string): string;
}

export function singularNounAdjectiveRule(spec: SingularNounAdjectiveSpec): ProseRule {
  const masculine = eitherCaseAlternatives(spec.masculine.split('|'));
  const feminine = eitherCaseAlternatives(spec.feminine.split('|'));
  return patternRule({
    id: spec.id,
    language: spec.language,
    title: 'Agreement',
    pattern: String.raw`(?<![\p{L}\p{N}'’])(?<!(?<![\p{L}])(?:${masculine}|${feminine})\s+\p{Ll}+\s+(?:y|e|et|ou|o|ed)\s+)(?:(?<masc>${masculine})|(?<fem>${feminine}))\s+(?<noun>\p{Ll}{3,})\s+(?:${spec.degree})\s+(?<fix>\p{Ll}{3,})(?![\p{L}'’-])`,
    fix: (m, _text, ctx) => {
      const { noun, fix: adjective } = m.groups as { noun: string; fix: string };
      if (QUANTITIES.test(noun) || spec.pluralLooking.test(noun) || !spec.pluralAdjective.test(adjective) || spec.invariable?.test(adjective)) return null;
      if (!ctx.isWord(noun) || !ctx.isWord(adjective)) return null;
      const replacement = spec.singulars(adjective, m.groups!['fem'] !== undefined, ctx.isWord).find((w) => w !== adjective && ctx.isWord(w));
      return replacement ? { replacement, message: spec.message(noun, replacement) } : null;
    },
  });
}
