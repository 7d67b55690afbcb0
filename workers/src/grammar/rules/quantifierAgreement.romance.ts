import type { ProseRule } from '../../lint/rule.js';
import { patternRule } from './patternRule.js';

// "mucho personas", "muchas años", "molto persone", "muito pessoas": before a plural noun a word of
// quantity is an adjective and takes the noun's gender and number ("muchas personas", "molte
// persone"). Before an adjective or a verb it is an adverb and stays as it is ("mucho mejores",
// "molto belle"), so only common nouns whose gender is certain are read.

interface QuantifierSpec {
  id: string;
  language: string;
  /** Stems of the words of quantity ("much", "poc"), whose endings carry gender and number. */
  stems: readonly string[];
  /** The endings in the singular masculine, the plural masculine and the plural feminine. */
  endings: { singular: string; masculine: string; feminine: string };
  masculineNouns: readonly string[];
  feminineNouns: readonly string[];
  /** A stem's spelling before an ending ("poc" + "e" = "poche"). */
  spell?: (stem: string, ending: string) => string;
}

function quantifierAgreementRule(spec: QuantifierSpec): ProseRule {
  const { singular, masculine, feminine } = spec.endings;
  const spell = spec.spell ?? ((stem: string, ending: string) => `${stem}${ending}`);
  const forms = spec.stems.flatMap((stem) => [singular, masculine, feminine, singular.replace(/o$/, 'a')].map((e) => spell(stem, e)));
  const masculineNouns = new Set(spec.masculineNouns);
  return patternRule({
    id: spec.id,
    language: spec.language,
    title: 'Agreement',
    pattern: String.raw`(?<![\p{L}'’])(?<fix>${[...new Set(forms)].join('|')})\s+(?<noun>${[...spec.masculineNouns, ...spec.feminineNouns].join('|')})(?![\p{L}'’])`,
    fix: (m) => {
      const found = m.groups!['fix']!;
      const noun = m.groups!['noun']!.toLowerCase();
      const stem = spec.stems.find((s) => found.toLowerCase().startsWith(s))!;
      const wanted = spell(stem, masculineNouns.has(noun) ? masculine : feminine);
      if (found.toLowerCase() === wanted) return null;
      const replacement = found[0] === found[0]!.toUpperCase() ? wanted[0]!.toUpperCase() + wanted.slice(1) : wanted;
      return { replacement, message: `Before "${noun}" the word of quantity agrees with it: "${replacement} ${noun}".` };
    },
  });
}

export const quantifierAgreementEs = quantifierAgreementRule({
  id: 'es_cuantificador_concordancia',
  language: 'es',
  stems: ['much', 'poc', 'tant', 'demasiad'],
  endings: { singular: 'o', masculine: 'os', feminine: 'as' },
  masculineNouns: ['amigos', 'años', 'días', 'libros', 'problemas', 'niños', 'países', 'idiomas', 'meses', 'hermanos', 'hijos', 'coches', 'estudiantes', 'alumnos', 'trabajos', 'lugares', 'ejemplos', 'errores'],
  feminineNouns: ['personas', 'cosas', 'veces', 'horas', 'preguntas', 'ideas', 'palabras', 'casas', 'semanas', 'ciudades', 'clases', 'películas', 'canciones', 'razones', 'opciones', 'empresas', 'familias', 'mujeres'],
});

export const quantifierAgreementIt = quantifierAgreementRule({
  id: 'it_quantificatore_accordo',
  language: 'it',
  stems: ['molt', 'poc', 'tant', 'tropp'],
  endings: { singular: 'o', masculine: 'i', feminine: 'e' },
  masculineNouns: ['amici', 'anni', 'giorni', 'libri', 'problemi', 'studenti', 'bambini', 'paesi', 'mesi', 'soldi', 'ragazzi', 'fratelli', 'figli', 'posti', 'esempi', 'errori', 'film', 'lavori'],
  feminineNouns: ['persone', 'cose', 'volte', 'ore', 'lingue', 'domande', 'idee', 'parole', 'case', 'settimane', 'ragazze', 'città', 'lezioni', 'ragioni', 'famiglie', 'donne', 'macchine', 'canzoni'],
  // "poco" keeps its hard c: "pochi", "poche"
  spell: (stem, ending) => (stem === 'poc' && /^[ie]/.test(ending) ? `poch${ending}` : `${stem}${ending}`),
});

export const quantifierAgreementPt = quantifierAgreementRule({
  id: 'pt_quantificador_concordancia',
  language: 'pt',
  stems: ['muit', 'pouc', 'tant', 'demasiad'],
  endings: { singular: 'o', masculine: 'os', feminine: 'as' },
  masculineNouns: ['amigos', 'anos', 'dias', 'livros', 'problemas', 'alunos', 'países', 'idiomas', 'meses', 'irmãos', 'filhos', 'carros', 'lugares', 'exemplos', 'erros', 'trabalhos'],
  feminineNouns: ['pessoas', 'coisas', 'vezes', 'horas', 'perguntas', 'ideias', 'palavras', 'casas', 'semanas', 'cidades', 'aulas', 'músicas', 'razões', 'opções', 'empresas', 'famílias', 'mulheres'],
});
