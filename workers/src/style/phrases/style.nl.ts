import type { PhraseEntry } from '../../lint/phraseRule.js';
import { AFTER_WORD, SENTENCE_START } from './clauseEdges.js';

// Dutch: wordy phrases, hedges and clichés, each with a plain equivalent that fits where
// the phrase stood. A subordinate clause keeps its verb at the end, so a phrase ending in
// "dat" becomes a conjunction of the same kind ("omdat", "hoewel"), never nothing.

// (Phrases whose object follows them are left out: the Dutch infinitive stands last, and
// "gebruik maken van de optie" is "de optie gebruiken", not "gebruiken de optie".)

export const wordinessNl: readonly PhraseEntry[] = [
  { phrase: 'vanwege het feit dat', replacement: 'omdat' },
  { phrase: 'door het feit dat', replacement: 'doordat' },
  { phrase: 'in verband met het feit dat', replacement: 'omdat' },
  { phrase: 'ondanks het feit dat', replacement: 'hoewel' },
  { phrase: 'op het huidige moment', replacement: 'nu' },
  { phrase: 'op dit moment in de tijd', replacement: 'nu' },
  { phrase: 'in de nabije toekomst', replacement: 'binnenkort' },
  { phrase: 'met betrekking tot', replacement: 'over' },
  { phrase: 'een groot aantal', replacement: 'veel' },
  { phrase: 'op een snelle manier', replacement: 'snel' },
  { phrase: 'op een eenvoudige manier', replacement: 'eenvoudig' },
  { phrase: 'op een duidelijke manier', replacement: 'duidelijk' },
  { phrase: 'op een efficiënte manier', replacement: 'efficiënt' },
  // redundancies: the second word says again what the first did
  { phrase: 'reeds al', replacement: 'al' },
  { phrase: 'terug retourneren', replacement: 'retourneren' },
  { phrase: 'opnieuw herhalen', replacement: 'herhalen' },
  { phrase: 'eventueel mogelijk', replacement: 'eventueel' },
];

// A filler opening a main clause holds its first place: the verb comes second ("Eigenlijk
// is dat goed"), and taking the filler out would turn the sentence into a question; so it is
// left at SENTENCE_START.
export const hedgesNl: readonly PhraseEntry[] = [
  { phrase: 'in zekere zin', replacement: '', unlessAfter: SENTENCE_START },
  { phrase: 'als het ware', replacement: '', unlessAfter: SENTENCE_START },
  { phrase: 'zo\'n beetje', replacement: '', unlessAfter: SENTENCE_START },
];

export const clichesNl: readonly PhraseEntry[] = [
  { phrase: 'aan het eind van de dag', replacement: 'uiteindelijk' },
  { phrase: 'aan het einde van de dag', replacement: 'uiteindelijk' },
  { phrase: 'last but not least', replacement: 'tot slot' },
  { phrase: 'in een handomdraai', replacement: 'snel' },
  { phrase: 'als klap op de vuurpijl', replacement: 'tot slot' },
  { phrase: 'het moge duidelijk zijn dat', replacement: 'duidelijk is dat' },
];

// A verb buried in a noun and the verb itself (the infinitive for the infinitive).
export const nominalisationsNl: readonly PhraseEntry[] = [
  { phrase: 'nam een beslissing', replacement: 'besliste' },
  { phrase: 'namen een beslissing', replacement: 'beslisten' },
  { phrase: 'een beslissing nemen', replacement: 'beslissen' },
  { phrase: 'een analyse uitvoeren', replacement: 'analyseren' },
  { phrase: 'in overweging nemen', replacement: 'overwegen' },
  { phrase: 'tot uitdrukking brengen', replacement: 'uitdrukken' },
];

// Impersonal passives that hide who acts, each with an active wording. Only "er" opening the
// main clause is matched: there the active verb takes the same second place.
export const impersonalPassivesNl: readonly PhraseEntry[] = [
  { phrase: 'er werd besloten dat', replacement: 'we besloten dat', unlessAfter: AFTER_WORD },
  { phrase: 'er wordt aangenomen dat', replacement: 'men neemt aan dat', unlessAfter: AFTER_WORD },
  { phrase: 'er is aangetoond dat', replacement: 'onderzoek toont aan dat', unlessAfter: AFTER_WORD },
  { phrase: 'er werd afgesproken dat', replacement: 'we spraken af dat', unlessAfter: AFTER_WORD },
];

// Academic register: conversational wording, and first-person asides the claim does without
// (only inside the clause, for the verb's second place; "ik denk dat" is left, as the clause
// after it has its verb at the end).
export const colloquialismsNl: readonly PhraseEntry[] = [
  { phrase: 'best wel', replacement: 'tamelijk' },
  { phrase: 'heel erg', replacement: 'zeer' },
  { phrase: 'een hoop', replacement: 'veel' },
];

export const firstPersonAsidesNl: readonly PhraseEntry[] = [
  { phrase: 'volgens mij', replacement: '', unlessAfter: SENTENCE_START },
  { phrase: 'naar mijn mening', replacement: '', unlessAfter: SENTENCE_START },
];
