import type { ProseRule } from '../../lint/rule.js';
import { patternRule } from './patternRule.js';

// "Estoy hambre", "sono fame", "estou fome", "ik ben honger": hunger, thirst, sleepiness and fear
// are had, not been, in Spanish, Italian, Portuguese and Dutch (the English "I am hungry" copied).
// Only the first and second persons of "be" before the noun: "es miedo lo que siento" (it is fear)
// and "la sopa está fría" are right. A "very" between becomes "much", agreeing with the noun
// ("tengo mucha hambre", "ho molta fame"). French has its own rule (fr_avoir_faim).

interface Hunger {
  language: string;
  id: string;
  /** Each form of "be" with its form of "have". */
  have: Readonly<Record<string, string>>;
  very?: string;
  /** Subject pronouns that may follow the verb in a question ("ben jij"). */
  inverted?: string;
  nouns: Readonly<Record<string, 'm' | 'f'>>;
  much?: { m: string; f: string };
}

const LANGUAGES: readonly Hunger[] = [
  {
    language: 'es',
    id: 'es_tener_hambre',
    have: { soy: 'tengo', estoy: 'tengo', eres: 'tienes', estás: 'tienes', somos: 'tenemos', estamos: 'tenemos', sois: 'tenéis', estáis: 'tenéis' },
    very: 'muy',
    nouns: { hambre: 'f', sed: 'f', sueño: 'm', miedo: 'm' },
    much: { m: 'mucho', f: 'mucha' },
  },
  {
    language: 'it',
    id: 'it_avere_fame',
    have: { sono: 'ho', sei: 'hai', siamo: 'abbiamo', siete: 'avete' },
    very: 'molto',
    nouns: { fame: 'f', sete: 'f', sonno: 'm', paura: 'f' },
    much: { m: 'molto', f: 'molta' },
  },
  {
    language: 'pt',
    id: 'pt_ter_fome',
    have: { sou: 'tenho', estou: 'tenho', somos: 'temos', estamos: 'temos' },
    nouns: { fome: 'f', sede: 'f', sono: 'm', medo: 'm' },
  },
  {
    language: 'nl',
    id: 'nl_honger_hebben',
    have: { ben: 'heb', bent: 'hebt' },
    inverted: 'ik|jij|je|u',
    nouns: { honger: 'f', dorst: 'f', slaap: 'f' },
  },
];

export const hungerIsHadRules: readonly ProseRule[] = LANGUAGES.map((l) =>
  patternRule({
    id: l.id,
    language: l.language,
    title: 'Verb',
    pattern: String.raw`\b(?<fix>(?<be>${Object.keys(l.have).join('|')})(?:\s+(?:${l.inverted ?? '(?!)'}))?(?:\s+(?<very>${l.very ?? '(?!)'}))?)\s+(?<noun>${Object.keys(l.nouns).join('|')})\b`,
    fix: (m) => {
      const { be, very, noun } = m.groups as { be: string; very?: string; noun: string };
      const have = l.have[be.toLowerCase()]!;
      // "ben ik", "bent u": the pronoun between stays
      const pronoun = m.groups!['fix']!.slice(be.length).replace(very ?? '', '').trim();
      const much = very && l.much ? l.much[l.nouns[noun.toLowerCase()]!] : undefined;
      const replacement = [have, pronoun, much].filter(Boolean).join(' ');
      return { replacement, message: `Hunger, thirst and fear are had: "${replacement} ${noun}".` };
    },
  }),
);
