import type { PhraseEntry } from '../../lint/phraseRule.js';

// French: wordy phrases, hedges and clichés, each with a plain equivalent that fits
// where the phrase stood (an infinitive for an infinitive, "parce que" for a clause).

// ("dû au fait que" stays: "cela est dû au fait que" cannot become "cela est parce que")
export const wordinessFr: readonly PhraseEntry[] = [
  { phrase: 'en raison du fait que', replacement: 'parce que' },
  { phrase: 'dans le but de', replacement: 'pour' },
  { phrase: "à l'heure actuelle", replacement: "aujourd'hui" },
  { phrase: "à l'heure d'aujourd'hui", replacement: "aujourd'hui" },
  { phrase: "au jour d'aujourd'hui", replacement: "aujourd'hui" },
  { phrase: 'dans un futur proche', replacement: 'bientôt' },
  { phrase: 'dans un avenir proche', replacement: 'bientôt' },
  { phrase: 'en ce qui concerne', replacement: 'concernant' },
  { phrase: 'avoir la capacité de', replacement: 'pouvoir' },
  { phrase: 'un grand nombre de', replacement: 'beaucoup de' },
  { phrase: 'il est important de noter que', replacement: '' },
  { phrase: 'il convient de noter que', replacement: '' },
  { phrase: 'il est à noter que', replacement: '' },
  { phrase: 'de manière rapide', replacement: 'rapidement' },
  { phrase: 'de façon rapide', replacement: 'rapidement' },
  { phrase: 'de manière claire', replacement: 'clairement' },
  { phrase: 'de façon claire', replacement: 'clairement' },
  { phrase: 'de manière efficace', replacement: 'efficacement' },
  { phrase: 'de façon efficace', replacement: 'efficacement' },
  { phrase: 'de manière régulière', replacement: 'régulièrement' },
  { phrase: 'de façon régulière', replacement: 'régulièrement' },
  // redundancies: the second word says again what the first did
  { phrase: 'voire même', replacement: 'voire' },
  { phrase: 'comme par exemple', replacement: 'par exemple' },
  { phrase: 'monter en haut', replacement: 'monter' },
  { phrase: 'descendre en bas', replacement: 'descendre' },
  { phrase: "prévoir à l'avance", replacement: 'prévoir' },
  { phrase: 'collaborer ensemble', replacement: 'collaborer' },
  { phrase: 'réunir ensemble', replacement: 'réunir' },
];

export const hedgesFr: readonly PhraseEntry[] = [
  { phrase: 'pour ainsi dire', replacement: '' },
  { phrase: 'en quelque sorte', replacement: '' },
  { phrase: 'dans une certaine mesure', replacement: '' },
];

export const clichesFr: readonly PhraseEntry[] = [
  { phrase: "en un clin d'œil", replacement: 'en un instant' },
  { phrase: "en un clin d'oeil", replacement: 'en un instant' },
  { phrase: 'à la vitesse grand V', replacement: 'très vite' },
  { phrase: 'il va sans dire que', replacement: '' },
  { phrase: 'force est de constater que', replacement: '' },
  { phrase: 'au final', replacement: 'finalement' },
  { phrase: "sans l'ombre d'un doute", replacement: 'sans aucun doute' },
];

// A verb buried in a noun and the verb itself (the infinitive for the infinitive).
export const nominalisationsFr: readonly PhraseEntry[] = [
  { phrase: 'prendre une décision', replacement: 'décider' },
  { phrase: 'a pris la décision de', replacement: 'a décidé de' },
  { phrase: 'ont pris la décision de', replacement: 'ont décidé de' },
  { phrase: "procéder à l'analyse de", replacement: 'analyser' },
  { phrase: "effectuer l'analyse de", replacement: 'analyser' },
  { phrase: 'prendre la décision de', replacement: 'décider de' },
  { phrase: 'faire usage de', replacement: 'utiliser' },
];

// A clause reporting what someone else said keeps its passive: "nous" would speak for the writer.
const REPORTED = /\b(?:que|dit|déclaré|selon)\s*,?\s*$/i;

// Impersonal passives that hide who acts, each with an active wording.
export const impersonalPassivesFr: readonly PhraseEntry[] = [
  { phrase: 'il a été décidé que', replacement: 'nous avons décidé que', unlessAfter: REPORTED },
  { phrase: 'il a été décidé de', replacement: 'nous avons décidé de', unlessAfter: REPORTED },
  { phrase: 'il a été démontré que', replacement: 'des études montrent que' },
  { phrase: 'il a été convenu que', replacement: 'nous avons convenu que', unlessAfter: REPORTED },
  { phrase: 'il est recommandé de', replacement: 'nous recommandons de', unlessAfter: REPORTED },
];

// Academic register: conversational wording, and first-person asides the claim does without.
export const colloquialismsFr: readonly PhraseEntry[] = [
  { phrase: 'ça', replacement: 'cela' },
  { phrase: 'du coup', replacement: 'par conséquent' },
  { phrase: 'vachement', replacement: 'très' },
  { phrase: 'bouquin', replacement: 'livre' },
  { phrase: 'bouquins', replacement: 'livres' },
  { phrase: 'boulot', replacement: 'travail' },
  { phrase: 'bosser', replacement: 'travailler' },
  { phrase: 'sympa', replacement: 'agréable' },
];

export const firstPersonAsidesFr: readonly PhraseEntry[] = [
  { phrase: 'à mon avis', replacement: '' },
  { phrase: 'selon moi', replacement: '' },
  { phrase: 'de mon point de vue', replacement: '' },
  // ("je pense que oui" is the answer itself)
  { phrase: 'je pense que', replacement: '', unlessBefore: /^\s*(?:oui|non)\b/i },
  { phrase: 'je crois que', replacement: '', unlessBefore: /^\s*(?:oui|non)\b/i },
];
