import type { ProseRule } from '../../lint/rule.js';
import { patternRule } from './patternRule.js';

// "muchas personas que piensa que", "pessoas que acha que", "persone che pensa che": the relative
// pronoun is the subject of a verb of opinion when a "que"/"che" clause follows it, and takes the
// number of the people before it. Only plural nouns of people, so that an object relative with
// its subject after the verb ("los amigos que tiene Juan") never comes up.

interface Language {
  language: 'es' | 'pt' | 'it';
  people: string;
  relative: string;
  /** Verbs of opinion in the third person singular, with their plural. */
  verbs: Readonly<Record<string, string>>;
}

const LANGUAGES: readonly Language[] = [
  {
    language: 'es',
    people: 'personas|estudiantes|alumnos|niños|jóvenes|padres|profesores|amigos|ciudadanos|políticos|expertos|científicos|hombres|mujeres',
    relative: 'que',
    verbs: { piensa: 'piensan', cree: 'creen', dice: 'dicen', opina: 'opinan', sabe: 'saben', considera: 'consideran', afirma: 'afirman', siente: 'sienten' },
  },
  {
    language: 'pt',
    people: 'pessoas|estudantes|alunos|crianças|jovens|pais|professores|amigos|cidadãos|políticos|especialistas|cientistas|homens|mulheres',
    relative: 'que',
    verbs: { pensa: 'pensam', acha: 'acham', acredita: 'acreditam', diz: 'dizem', sabe: 'sabem', considera: 'consideram', afirma: 'afirmam', sente: 'sentem' },
  },
  {
    language: 'it',
    people: 'persone|studenti|alunni|bambini|ragazzi|giovani|genitori|professori|amici|cittadini|politici|esperti|scienziati|uomini|donne',
    relative: 'che',
    verbs: { pensa: 'pensano', crede: 'credono', dice: 'dicono', sa: 'sanno', ritiene: 'ritengono', considera: 'considerano', afferma: 'affermano', sente: 'sentono' },
  },
];

export const opinionRelativeRules: readonly ProseRule[] = LANGUAGES.map(({ language, people, relative, verbs }) =>
  patternRule({
    id: `${language}_relativo_plural`,
    language,
    title: 'Agreement',
    pattern: String.raw`\b(?<noun>${people})\s+${relative}\s+(?:(?:no|não|non|ya|já|già|também|también|anche)\s+)?(?<fix>${Object.keys(verbs).join('|')})\s+${relative}\b`,
    fix: (m) => {
      const { noun, fix: verb } = m.groups as { noun: string; fix: string };
      const plural = verbs[verb]!;
      return { replacement: plural, message: `"${relative}" stands for "${noun}", which is plural: "${plural}".` };
    },
  }),
);
