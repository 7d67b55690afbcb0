import { patternRule } from './patternRule.js';
import { MUTE_H } from './muteH.fr.js';

// "ma amie", "sa histoire" -> "mon amie", "son histoire": before a vowel or a mute h the feminine
// possessive takes the masculine form, for the sound. Not after a subject, where "ma" is "m'a"
// written apart ("il ma aidé"), and not before the small words a "ça" written "sa" runs into
// ("sa a marché", fr_sa_ca).

const MASCULINE: Record<string, string> = { ma: 'mon', ta: 'ton', sa: 'son' };
const SUBJECT_BEFORE = /\b(?:il|elle|on|qui|ça|cela|ce|tu|ils|elles|vous|nous)\s+$/i;
const SMALL_WORDS = /^(?:a|à|as|ai|est|et|en|y|ou|où|il|elle|on|un|une|au|aux|avec|après|avant|alors|aussi|ainsi|assez|encore|ici|été|avait|avoir|aurait|était)$/;

export const possessiveBeforeVowelFr = patternRule({
  id: 'fr_possessif_voyelle',
  language: 'fr',
  title: 'Possessive',
  pattern: String.raw`\b(?<fix>ma|ta|sa)\s+(?<next>[aeiouéèêàâîïôûh]\p{Ll}+)\b(?![-'’])`,
  fix: (m, text, ctx) => {
    const found = m.groups!['fix']!;
    const next = m.groups!['next']!;
    if (found !== found.toLowerCase() && found !== found[0] + found.slice(1).toLowerCase()) return null;
    if (SMALL_WORDS.test(next) || (next.startsWith('h') && !MUTE_H.test(next)) || !ctx.isWord(next)) return null;
    // (an option "-sa" is no possessive)
    if (text[m.index - 1] === '-' || SUBJECT_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index))) return null;
    const replacement = MASCULINE[found.toLowerCase()]!;
    return { replacement, message: `Before a ${next.startsWith('h') ? 'mute h' : 'vowel'}, "${found.toLowerCase()}" becomes "${replacement}": "${replacement} ${next}".` };
  },
});
