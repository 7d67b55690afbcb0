import type { PhraseEntry } from '../../lint/phraseRule.js';

// Portuguese (Brazil and Portugal): wordy phrases, hedges and clichés, each with a plain
// equivalent that fits where the phrase stood (an infinitive for an infinitive).

export const wordinessPt: readonly PhraseEntry[] = [
  { phrase: 'devido ao fato de que', replacement: 'porque' },
  { phrase: 'devido ao facto de que', replacement: 'porque' },
  // "exceto pelo fato de que" (except that) is "exceto que", not "exceto porque"
  { phrase: 'pelo fato de que', replacement: 'porque', unlessAfter: /(?:exceto|salvo|menos|tirando)\s+$/i },
  { phrase: 'com o objetivo de', replacement: 'para' },
  { phrase: 'com o intuito de', replacement: 'para' },
  { phrase: 'com o propósito de', replacement: 'para' },
  { phrase: 'no momento atual', replacement: 'agora' },
  { phrase: 'em um futuro próximo', replacement: 'em breve' },
  { phrase: 'num futuro próximo', replacement: 'em breve' },
  { phrase: 'no que diz respeito a', replacement: 'quanto a' },
  { phrase: 'no que se refere a', replacement: 'quanto a' },
  { phrase: 'ter a capacidade de', replacement: 'poder' },
  { phrase: 'levar a cabo', replacement: 'realizar' },
  { phrase: 'é importante ressaltar que', replacement: '' },
  { phrase: 'é importante salientar que', replacement: '' },
  { phrase: 'vale ressaltar que', replacement: '' },
  { phrase: 'cabe ressaltar que', replacement: '' },
  { phrase: 'de forma rápida', replacement: 'rapidamente' },
  { phrase: 'de maneira rápida', replacement: 'rapidamente' },
  { phrase: 'de forma clara', replacement: 'claramente' },
  { phrase: 'de maneira clara', replacement: 'claramente' },
  { phrase: 'de forma eficaz', replacement: 'eficazmente' },
  { phrase: 'de forma eficiente', replacement: 'eficientemente' },
  { phrase: 'de forma constante', replacement: 'constantemente' },
  // redundancies: the second word says again what the first did
  { phrase: 'subir para cima', replacement: 'subir' },
  { phrase: 'descer para baixo', replacement: 'descer' },
  { phrase: 'entrar para dentro', replacement: 'entrar' },
  { phrase: 'sair para fora', replacement: 'sair' },
  { phrase: 'elo de ligação', replacement: 'elo' },
  { phrase: 'encarar de frente', replacement: 'encarar' },
  { phrase: 'surpresa inesperada', replacement: 'surpresa' },
];

export const hedgesPt: readonly PhraseEntry[] = [
  { phrase: 'por assim dizer', replacement: '' },
  { phrase: 'de certa forma', replacement: '' },
  { phrase: 'de certo modo', replacement: '' },
  { phrase: 'basicamente', replacement: '' },
  { phrase: 'parece que', replacement: '' },
];

export const clichesPt: readonly PhraseEntry[] = [
  { phrase: 'em um piscar de olhos', replacement: 'num instante' },
  { phrase: 'num piscar de olhos', replacement: 'num instante' },
  { phrase: 'sem sombra de dúvida', replacement: 'sem dúvida' },
  { phrase: 'sem sombra de dúvidas', replacement: 'sem dúvida' },
  { phrase: 'no final do dia', replacement: 'afinal' },
  { phrase: 'via de regra', replacement: 'em geral' },
  { phrase: 'nos dias de hoje', replacement: 'hoje' },
];

// A verb buried in a noun and the verb itself (the infinitive for the infinitive).
export const nominalisationsPt: readonly PhraseEntry[] = [
  { phrase: 'tomar a decisão de', replacement: 'decidir' },
  { phrase: 'tomou uma decisão', replacement: 'decidiu' },
  { phrase: 'tomaram uma decisão', replacement: 'decidiram' },
  { phrase: 'tomar uma decisão', replacement: 'decidir' },
  { phrase: 'fazer uso de', replacement: 'usar' },
  { phrase: 'realizar uma análise de', replacement: 'analisar' },
];

// A clause reporting what someone else said keeps its passive: "we" would speak for the writer.
const REPORTED = /\b(?:que|disse|disseram|segundo)\s*,?\s*$/i;

// Impersonal passives that hide who acts, each with an active wording.
export const impersonalPassivesPt: readonly PhraseEntry[] = [
  { phrase: 'foi decidido que', replacement: 'decidimos que', unlessAfter: REPORTED },
  { phrase: 'foi demonstrado que', replacement: 'estudos mostram que' },
  { phrase: 'foi acordado que', replacement: 'acordamos que', unlessAfter: REPORTED },
  { phrase: 'é recomendado que', replacement: 'recomendamos que', unlessAfter: REPORTED },
];

// Academic register: conversational wording, and first-person asides the claim does without.
export const colloquialismsPt: readonly PhraseEntry[] = [
  { phrase: 'um monte de', replacement: 'uma grande quantidade de' },
  { phrase: 'pra', replacement: 'para' },
  { phrase: 'pras', replacement: 'para as' },
  { phrase: 'tá', replacement: 'está' },
];

export const firstPersonAsidesPt: readonly PhraseEntry[] = [
  { phrase: 'na minha opinião', replacement: '' },
  { phrase: 'do meu ponto de vista', replacement: '' },
  { phrase: 'eu acho que', replacement: '', unlessBefore: /^\s*(?:sim|não)(?!\p{L})/iu },
  // "não acho que" takes the subjunctive, which cannot stand alone, and "acho que sim" is the
  // answer itself
  { phrase: 'acho que', replacement: '', unlessAfter: /\bnão\s+$/i, unlessBefore: /^\s*(?:sim|não)(?!\p{L})/iu },
];
