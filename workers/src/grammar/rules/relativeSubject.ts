import type { ProseRule } from '../../lint/rule.js';
import { patternRule } from './patternRule.js';

// "muchas personas que piensa que", "pessoas que acha que", "persone che pensa che": the relative
// pronoun is the subject of a verb of opinion when a "que"/"che" clause follows it, and takes the
// number of the people before it. Only plural nouns of people, so that an object relative with
// its subject after the verb ("los amigos que tiene Juan") never comes up. A verb that takes no
// object ("las personas que trabaja aquí", "as pessoas que mora", "le persone che lavora") has
// the relative for its subject with no clause after it. Verbs that lead another ("los amigos
// que va a ver": he goes to see them) are not among those, and "uno de los que trabaja", which
// usage allows, is left alone.

interface Language {
  language: 'es' | 'pt' | 'it';
  people: string;
  relative: string;
  /** Verbs of opinion in the third person singular, with their plural. */
  verbs: Readonly<Record<string, string>>;
  /** Verbs that take no object, likewise. */
  intransitive: Readonly<Record<string, string>>;
  /** "one of the", after which the singular is usage too. */
  oneOf: string;
}

const LANGUAGES: readonly Language[] = [
  {
    language: 'es',
    people: 'personas|estudiantes|alumnos|niños|jóvenes|padres|profesores|amigos|ciudadanos|políticos|expertos|científicos|hombres|mujeres',
    relative: 'que',
    verbs: { piensa: 'piensan', cree: 'creen', dice: 'dicen', opina: 'opinan', sabe: 'saben', considera: 'consideran', afirma: 'afirman', siente: 'sienten' },
    intransitive: { trabaja: 'trabajan', vive: 'viven', llega: 'llegan', sale: 'salen', duerme: 'duermen', nace: 'nacen', muere: 'mueren', llora: 'lloran', viaja: 'viajan', habla: 'hablan', camina: 'caminan', corre: 'corren', vuelve: 'vuelven' },
    oneOf: 'uno\\s+de\\s+los|una\\s+de\\s+las',
  },
  {
    language: 'pt',
    people: 'pessoas|estudantes|alunos|crianças|jovens|pais|professores|amigos|cidadãos|políticos|especialistas|cientistas|homens|mulheres',
    relative: 'que',
    verbs: { pensa: 'pensam', acha: 'acham', acredita: 'acreditam', diz: 'dizem', sabe: 'sabem', considera: 'consideram', afirma: 'afirmam', sente: 'sentem' },
    intransitive: { trabalha: 'trabalham', mora: 'moram', vive: 'vivem', chega: 'chegam', sai: 'saem', dorme: 'dormem', nasce: 'nascem', morre: 'morrem', chora: 'choram', viaja: 'viajam', fala: 'falam', anda: 'andam', corre: 'correm', volta: 'voltam' },
    oneOf: 'um\\s+dos|uma\\s+das',
  },
  {
    language: 'it',
    people: 'persone|studenti|alunni|bambini|ragazzi|giovani|genitori|professori|amici|cittadini|politici|esperti|scienziati|uomini|donne',
    relative: 'che',
    verbs: { pensa: 'pensano', crede: 'credono', dice: 'dicono', sa: 'sanno', ritiene: 'ritengono', considera: 'considerano', afferma: 'affermano', sente: 'sentono' },
    intransitive: { lavora: 'lavorano', vive: 'vivono', abita: 'abitano', arriva: 'arrivano', esce: 'escono', dorme: 'dormono', nasce: 'nascono', muore: 'muoiono', piange: 'piangono', viaggia: 'viaggiano', parla: 'parlano', cammina: 'camminano', corre: 'corrono', torna: 'tornano' },
    oneOf: 'uno\\s+dei|una\\s+delle|uno\\s+degli',
  },
];

export const relativeSubjectRules: readonly ProseRule[] = LANGUAGES.map(({ language, people, relative, verbs, intransitive, oneOf }) =>
  patternRule({
    id: `${language}_relativo_plural`,
    language,
    title: 'Agreement',
    pattern: String.raw`(?<!\b(?:${oneOf})\s+)\b(?<noun>${people})\s+${relative}\s+(?:(?:no|não|non|ya|já|già|también|também|anche|ancora|todavía|ainda|aqui|aquí|qui)\s+)?(?:(?<fix>${Object.keys(verbs).join('|')})\s+${relative}|(?<fix2>${Object.keys(intransitive).join('|')}))\b`,
    fix: (m) => {
      const { noun, fix, fix2 } = m.groups as { noun: string; fix?: string; fix2?: string };
      const plural = fix ? verbs[fix]! : intransitive[fix2!]!;
      return { replacement: plural, message: `"${relative}" stands for "${noun}", which is plural: "${plural}".` };
    },
  }),
);
