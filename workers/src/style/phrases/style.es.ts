import type { PhraseEntry } from '../../lint/phraseRule.js';

// Spanish: wordy phrases, hedges and clichés, each with a plain equivalent that fits
// where the phrase stood (an infinitive for an infinitive, "porque" for a clause).

export const wordinessEs: readonly PhraseEntry[] = [
  { phrase: 'debido al hecho de que', replacement: 'porque' },
  // "excepto por el hecho de que" (except that) is "excepto que", not "excepto porque"
  { phrase: 'por el hecho de que', replacement: 'porque', unlessAfter: /(?:excepto|salvo|menos|aparte)\s+$/i },
  { phrase: 'a causa del hecho de que', replacement: 'porque' },
  { phrase: 'con el fin de', replacement: 'para' },
  { phrase: 'con el objetivo de', replacement: 'para' },
  { phrase: 'con el propósito de', replacement: 'para' },
  { phrase: 'en el momento actual', replacement: 'ahora' },
  { phrase: 'en el día de hoy', replacement: 'hoy' },
  { phrase: 'en un futuro cercano', replacement: 'pronto' },
  { phrase: 'en un futuro próximo', replacement: 'pronto' },
  { phrase: 'en lo que respecta a', replacement: 'en cuanto a' },
  { phrase: 'en lo que se refiere a', replacement: 'en cuanto a' },
  { phrase: 'tener la capacidad de', replacement: 'poder' },
  { phrase: 'llevar a cabo', replacement: 'realizar' },
  { phrase: 'cabe destacar que', replacement: '' },
  { phrase: 'es importante señalar que', replacement: '' },
  { phrase: 'es importante destacar que', replacement: '' },
  { phrase: 'de manera rápida', replacement: 'rápidamente' },
  { phrase: 'de forma rápida', replacement: 'rápidamente' },
  { phrase: 'de manera clara', replacement: 'claramente' },
  { phrase: 'de forma clara', replacement: 'claramente' },
  { phrase: 'de manera eficaz', replacement: 'eficazmente' },
  { phrase: 'de forma eficaz', replacement: 'eficazmente' },
  { phrase: 'de manera constante', replacement: 'constantemente' },
  { phrase: 'de forma constante', replacement: 'constantemente' },
  // redundancies: the second word says again what the first did
  { phrase: 'subir arriba', replacement: 'subir' },
  { phrase: 'bajar abajo', replacement: 'bajar' },
  { phrase: 'salir afuera', replacement: 'salir' },
  { phrase: 'entrar adentro', replacement: 'entrar' },
  { phrase: 'volver a repetir', replacement: 'repetir' },
  { phrase: 'lapso de tiempo', replacement: 'lapso' },
  { phrase: 'prever con antelación', replacement: 'prever' },
  { phrase: 'hemorragia de sangre', replacement: 'hemorragia' },
];

export const hedgesEs: readonly PhraseEntry[] = [
  { phrase: 'por así decirlo', replacement: '' },
  { phrase: 'en cierto modo', replacement: '' },
  { phrase: 'en cierta medida', replacement: '' },
  { phrase: 'básicamente', replacement: '' },
  { phrase: 'parece ser que', replacement: '' },
];

export const clichesEs: readonly PhraseEntry[] = [
  { phrase: 'a día de hoy', replacement: 'hoy' },
  { phrase: 'en un abrir y cerrar de ojos', replacement: 'en un instante' },
  { phrase: 'a las mil maravillas', replacement: 'muy bien' },
  { phrase: 'a todas luces', replacement: 'claramente' },
  { phrase: 'ni que decir tiene que', replacement: '' },
  { phrase: 'sin lugar a dudas', replacement: 'sin duda' },
  { phrase: 'en el ojo del huracán', replacement: 'en el centro de la polémica' },
];

// A verb buried in a noun and the verb itself (the infinitive for the infinitive).
export const nominalisationsEs: readonly PhraseEntry[] = [
  { phrase: 'tomar la decisión de', replacement: 'decidir' },
  { phrase: 'tomó la decisión de', replacement: 'decidió' },
  { phrase: 'tomaron la decisión de', replacement: 'decidieron' },
  { phrase: 'tomó una decisión', replacement: 'decidió' },
  { phrase: 'tomar una decisión', replacement: 'decidir' },
  { phrase: 'realizar un análisis de', replacement: 'analizar' },
  { phrase: 'dar comienzo a', replacement: 'comenzar' },
  { phrase: 'hacer uso de', replacement: 'usar' },
];

// A clause reporting what someone else said keeps its passive: "we" would speak for the writer.
const REPORTED = /\b(?:que|dijo|dijeron|según)\s*,?\s*$/i;

// Impersonal passives that hide who acts, each with an active wording.
export const impersonalPassivesEs: readonly PhraseEntry[] = [
  { phrase: 'fue decidido que', replacement: 'decidimos que', unlessAfter: REPORTED },
  { phrase: 'se ha demostrado que', replacement: 'los estudios muestran que' },
  { phrase: 'ha sido demostrado que', replacement: 'los estudios muestran que' },
  { phrase: 'fue acordado que', replacement: 'acordamos que', unlessAfter: REPORTED },
  { phrase: 'es sabido que', replacement: 'sabemos que', unlessAfter: REPORTED },
];

// Academic register: conversational wording, and first-person asides the claim does without.
export const colloquialismsEs: readonly PhraseEntry[] = [
  { phrase: 'un montón de', replacement: 'una gran cantidad de' },
  { phrase: 'o sea', replacement: 'es decir' },
  { phrase: 'guay', replacement: 'excelente' },
  { phrase: 'currar', replacement: 'trabajar' },
  { phrase: 'curro', replacement: 'trabajo' },
  { phrase: 'chavales', replacement: 'jóvenes' },
];

export const firstPersonAsidesEs: readonly PhraseEntry[] = [
  { phrase: 'en mi opinión', replacement: '' },
  { phrase: 'desde mi punto de vista', replacement: '' },
  { phrase: 'a mi parecer', replacement: '' },
  // "no creo que" takes the subjunctive, which cannot stand alone, and "creo que sí" is the
  // answer itself
  { phrase: 'creo que', replacement: '', unlessAfter: /\bno\s+$/i, unlessBefore: /^\s*(?:sí|si|no)(?!\p{L})/iu },
  { phrase: 'pienso que', replacement: '', unlessAfter: /\bno\s+$/i, unlessBefore: /^\s*(?:sí|si|no)(?!\p{L})/iu },
];
