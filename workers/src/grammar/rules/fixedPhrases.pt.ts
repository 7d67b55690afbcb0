import type { PhraseEntry } from '../../lint/phraseRule.js';

// Portuguese phrases learners build wrong: a gender the noun's ending hides ("a problema"),
// "ser" for "estar" in "de acordo", a double comparative.

const entry = (phrase: string, replacement: string, message: string, extra: Partial<PhraseEntry> = {}): PhraseEntry => ({ phrase, replacement, message, ...extra });

// "a" is also a preposition: "quanto a idioma", "devido a problema", "chegou a programa"
const PREPOSITION_A_AFTER = /(?:quanto|devido|graças|relação|respeito|frente|junto|igual|semelhante|referente|face|contrário|ligad[oa]s?|dedicad[oa]s?|sujeit[oa]s?|direito|acesso|resposta|atenção|obrigad[oa]s?|volt\p{L}*|cheg\p{L}*|ir|vai|vou|vão|foi|fomos)\s+$/iu;

const MASCULINE_IN_A = ['problema', 'sistema', 'tema', 'programa', 'idioma', 'clima', 'mapa', 'dia', 'planeta', 'poema', 'dilema', 'esquema', 'drama', 'sintoma'];
const FEMININE_DETERMINERS: Array<[string, string]> = [['a', 'o'], ['uma', 'um'], ['esta', 'este'], ['essa', 'esse'], ['aquela', 'aquele'], ['nossa', 'nosso'], ['muita', 'muito'], ['outra', 'outro'], ['a mesma', 'o mesmo'], ['a primeira', 'o primeiro']];
const ESTAR: Array<[string, string]> = [['sou', 'estou'], ['és', 'estás'], ['é', 'está'], ['somos', 'estamos'], ['são', 'estão'], ['era', 'estava']];

export const fixedPhrasesPt: readonly PhraseEntry[] = [
  // "todos as pessoas": "todo" agrees with the noun its article shows
  entry('todos as', 'todas as', '"Todo" agrees with the feminine noun: "todas as".'),
  entry('todas os', 'todos os', '"Todo" agrees with the masculine noun: "todos os".'),
  entry('toda o', 'todo o', '"Todo" agrees with the masculine noun: "todo o".'),
  ...MASCULINE_IN_A.flatMap((noun) =>
    FEMININE_DETERMINERS.map(([wrong, right]) =>
      entry(`${wrong} ${noun}`, `${right} ${noun}`, `"${noun}" is masculine: "${right} ${noun}".`, wrong.startsWith('a') ? { unlessAfter: PREPOSITION_A_AFTER } : {}),
    ),
  ),
  ...ESTAR.map(([ser, estar]) => entry(`${ser} de acordo`, `${estar} de acordo`, `"De acordo" goes with "estar": "${estar} de acordo".`)),
  entry('mais melhor', 'melhor', '"Melhor" is already a comparative: "mais" is one too many.'),
  // "mais grande", "mais bom": these adjectives have comparatives of their own ("mais grande do
  // que largo", comparing two qualities, keeps "mais")
  ...[
    ['grande', 'maior'],
    ['grandes', 'maiores'],
    ['bom', 'melhor'],
    ['boa', 'melhor'],
    ['bons', 'melhores'],
    ['boas', 'melhores'],
  ].map(([adjective, comparative]) =>
    entry(`mais ${adjective}`, comparative!, `The comparative of "${adjective}" is "${comparative}".`, { unlessBefore: /^\s+(?:do\s+)?que\s+(?:\p{Ll}+[oa]s?|mau|maus|má|más)\s*(?:[.,;!?]|$)/u }),
  ),
  // "vou a praia": a verb of going, the preposition "a" and the article "a" make "à" (not before
  // "casa", which takes no article: "vou a casa")
  ...['vou', 'vai', 'vamos', 'vão', 'fui', 'foi', 'fomos', 'foram', 'ir', 'chegar', 'cheguei', 'chegou', 'chegamos', 'chegaram', 'voltar', 'voltei', 'voltou'].flatMap((verb) =>
    ['praia', 'escola', 'festa', 'igreja', 'farmácia', 'padaria', 'biblioteca', 'universidade', 'faculdade', 'cidade', 'praça', 'loja', 'piscina', 'feira', 'reunião', 'aula'].map((place) =>
      entry(`${verb} a ${place}`, `${verb} à ${place}`, `The preposition "a" and the article "a" make "à": "${verb} à ${place}".`),
    ),
  ),
  entry('mais pior', 'pior', '"Pior" is already a comparative: "mais" is one too many.'),
  entry('mais maior', 'maior', '"Maior" is already a comparative: "mais" is one too many.'),
  entry('mais menor', 'menor', '"Menor" is already a comparative: "mais" is one too many.'),
  // "moro aqui desde três anos": a length of time up to now takes "há" ("desde 2010" is a date)
  ...['dois', 'duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'muitos', 'muitas', 'vários', 'várias', 'poucos', 'poucas', 'um', 'uma'].flatMap((n) =>
    ['ano', 'anos', 'mês', 'meses', 'semana', 'semanas', 'dia', 'dias', 'hora', 'horas'].map((unit) => entry(`desde ${n} ${unit}`, `há ${n} ${unit}`, `A length of time up to now takes "há": "há ${n} ${unit}".`)),
  ),
];
