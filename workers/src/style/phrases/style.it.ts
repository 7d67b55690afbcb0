import type { PhraseEntry } from '../../lint/phraseRule.js';

// Italian: wordy phrases, hedges and clichés, each with a plain equivalent that fits
// where the phrase stood (an infinitive for an infinitive, "perché" for a clause).

export const wordinessIt: readonly PhraseEntry[] = [
  { phrase: 'a causa del fatto che', replacement: 'perché' },
  // "tranne per il fatto che" (except that) is "tranne che", not "tranne perché"
  { phrase: 'per il fatto che', replacement: 'perché', unlessAfter: /(?:tranne|salvo|eccetto|se\s+non)\s+$/i },
  { phrase: 'nonostante il fatto che', replacement: 'nonostante' },
  { phrase: 'al fine di', replacement: 'per' },
  { phrase: 'allo scopo di', replacement: 'per' },
  { phrase: 'con lo scopo di', replacement: 'per' },
  { phrase: "al giorno d'oggi", replacement: 'oggi' },
  { phrase: 'nel momento attuale', replacement: 'ora' },
  { phrase: 'in un prossimo futuro', replacement: 'presto' },
  { phrase: 'nel prossimo futuro', replacement: 'presto' },
  { phrase: 'avere la capacità di', replacement: 'potere' },
  { phrase: 'portare a termine', replacement: 'completare' },
  { phrase: 'è importante sottolineare che', replacement: '' },
  { phrase: 'va sottolineato che', replacement: '' },
  { phrase: 'occorre notare che', replacement: '' },
  { phrase: 'in modo rapido', replacement: 'rapidamente' },
  { phrase: 'in maniera rapida', replacement: 'rapidamente' },
  { phrase: 'in modo chiaro', replacement: 'chiaramente' },
  { phrase: 'in maniera chiara', replacement: 'chiaramente' },
  { phrase: 'in modo efficace', replacement: 'efficacemente' },
  { phrase: 'in maniera efficace', replacement: 'efficacemente' },
  { phrase: 'in modo costante', replacement: 'costantemente' },
  // redundancies: the second word says again what the first did
  { phrase: 'ma però', replacement: 'ma' },
  { phrase: 'salire sopra', replacement: 'salire' },
  { phrase: 'scendere giù', replacement: 'scendere' },
  { phrase: 'uscire fuori', replacement: 'uscire' },
  { phrase: 'entrare dentro', replacement: 'entrare' },
  { phrase: 'collaborare insieme', replacement: 'collaborare' },
];

export const hedgesIt: readonly PhraseEntry[] = [
  { phrase: 'per così dire', replacement: '' },
  { phrase: 'in un certo senso', replacement: '' },
  { phrase: 'in una certa misura', replacement: '' },
];

export const clichesIt: readonly PhraseEntry[] = [
  { phrase: "in un batter d'occhio", replacement: 'in un attimo' },
  { phrase: 'senza ombra di dubbio', replacement: 'senza dubbio' },
  { phrase: 'a 360 gradi', replacement: 'completamente' },
  { phrase: 'last but not least', replacement: 'infine' },
  { phrase: 'alla fine della giornata', replacement: 'in fondo' },
  { phrase: 'fare la differenza', replacement: 'contare' },
];

// A verb buried in a noun and the verb itself (the infinitive for the infinitive).
export const nominalisationsIt: readonly PhraseEntry[] = [
  { phrase: 'prendere la decisione di', replacement: 'decidere di' },
  { phrase: 'ha preso una decisione', replacement: 'ha deciso' },
  { phrase: 'hanno preso una decisione', replacement: 'hanno deciso' },
  { phrase: 'prendere una decisione', replacement: 'decidere' },
  { phrase: 'fare uso di', replacement: 'usare' },
  { phrase: "effettuare un'analisi di", replacement: 'analizzare' },
];

// A clause reporting what someone else said keeps its passive: "we" would speak for the writer.
const REPORTED = /\b(?:che|detto|dichiarato|secondo)\s*,?\s*$/i;

// Impersonal passives that hide who acts, each with an active wording.
export const impersonalPassivesIt: readonly PhraseEntry[] = [
  { phrase: 'è stato deciso che', replacement: 'abbiamo deciso che', unlessAfter: REPORTED },
  { phrase: 'è stato dimostrato che', replacement: 'gli studi mostrano che' },
  { phrase: 'è stato concordato che', replacement: 'abbiamo concordato che', unlessAfter: REPORTED },
];

// Academic register: conversational wording, and first-person asides the claim does without
// ("penso che" is left: the subjunctive after it cannot stand alone).
export const colloquialismsIt: readonly PhraseEntry[] = [
  { phrase: 'un sacco di', replacement: 'una gran quantità di' },
  { phrase: 'un casino di', replacement: 'una gran quantità di' },
];

export const firstPersonAsidesIt: readonly PhraseEntry[] = [
  { phrase: 'secondo me', replacement: '' },
  { phrase: 'a mio parere', replacement: '' },
  { phrase: 'a mio avviso', replacement: '' },
  { phrase: 'dal mio punto di vista', replacement: '' },
];
