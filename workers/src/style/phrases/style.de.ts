import type { PhraseEntry } from '../../lint/phraseRule.js';
import { AFTER_WORD, SENTENCE_START } from './clauseEdges.js';

// German: wordy phrases, hedges and clichés, each with a plain equivalent that fits
// where the phrase stood. A subordinate clause keeps its verb at the end, so a phrase
// ending in "dass" becomes a conjunction of the same kind ("weil", "obwohl"), never nothing.

// A conjunction takes a comma before it; the phrase it replaces took none after a word
// ("blieben zu Hause aufgrund der Tatsache, dass"), so only one opening a clause is replaced.
export const wordinessDe: readonly PhraseEntry[] = [
  { phrase: 'aufgrund der Tatsache, dass', replacement: 'weil', unlessAfter: AFTER_WORD },
  { phrase: 'auf Grund der Tatsache, dass', replacement: 'weil', unlessAfter: AFTER_WORD },
  { phrase: 'wegen der Tatsache, dass', replacement: 'weil', unlessAfter: AFTER_WORD },
  { phrase: 'trotz der Tatsache, dass', replacement: 'obwohl', unlessAfter: AFTER_WORD },
  { phrase: 'ungeachtet der Tatsache, dass', replacement: 'obwohl', unlessAfter: AFTER_WORD },
  { phrase: 'in Anbetracht der Tatsache, dass', replacement: 'da', unlessAfter: AFTER_WORD },
  { phrase: 'zum gegenwärtigen Zeitpunkt', replacement: 'jetzt' },
  { phrase: 'zum jetzigen Zeitpunkt', replacement: 'jetzt' },
  { phrase: 'in der heutigen Zeit', replacement: 'heute' },
  { phrase: 'in naher Zukunft', replacement: 'bald' },
  { phrase: 'auf schnelle Weise', replacement: 'schnell' },
  { phrase: 'auf einfache Weise', replacement: 'einfach' },
  { phrase: 'auf effiziente Weise', replacement: 'effizient' },
  { phrase: 'auf klare Weise', replacement: 'klar' },
  // redundancies: the second word says again what the first did
  { phrase: 'bereits schon', replacement: 'bereits' },
  { phrase: 'nochmals wiederholen', replacement: 'wiederholen' },
  { phrase: 'nochmal wiederholen', replacement: 'wiederholen' },
];

// A filler opening a main clause holds its first place: the verb comes second ("Eigentlich
// ist das gut"), and taking the filler out would turn the sentence into a question; so it is
// left at SENTENCE_START.
export const hedgesDe: readonly PhraseEntry[] = [
  { phrase: 'gewissermaßen', replacement: '', unlessAfter: SENTENCE_START },
  { phrase: 'sozusagen', replacement: '', unlessAfter: SENTENCE_START },
  { phrase: 'im Grunde genommen', replacement: '', unlessAfter: SENTENCE_START },
  { phrase: 'in gewisser Weise', replacement: '', unlessAfter: SENTENCE_START },
];

export const clichesDe: readonly PhraseEntry[] = [
  { phrase: 'last but not least', replacement: 'schließlich' },
  { phrase: 'im Endeffekt', replacement: 'letztlich' },
  { phrase: 'unterm Strich', replacement: 'letztlich' },
  { phrase: 'unter dem Strich', replacement: 'letztlich' },
  { phrase: 'im Großen und Ganzen', replacement: 'insgesamt' },
  { phrase: 'das A und O', replacement: 'das Wichtigste' },
  { phrase: 'in Windeseile', replacement: 'sehr schnell' },
];

// A verb buried in a noun and the verb itself (the infinitive for the infinitive).
export const nominalisationsDe: readonly PhraseEntry[] = [
  { phrase: 'traf eine Entscheidung', replacement: 'entschied' },
  { phrase: 'trafen eine Entscheidung', replacement: 'entschieden' },
  { phrase: 'eine Entscheidung treffen', replacement: 'entscheiden' },
  { phrase: 'zur Anwendung bringen', replacement: 'anwenden' },
  { phrase: 'in Erwägung ziehen', replacement: 'erwägen' },
  { phrase: 'zum Ausdruck bringen', replacement: 'ausdrücken' },
  { phrase: 'unter Beweis stellen', replacement: 'beweisen' },
  { phrase: 'eine Analyse durchführen', replacement: 'analysieren' },
  { phrase: 'in Kenntnis setzen', replacement: 'informieren' },
];

// Impersonal passives that hide who acts, each with an active wording. Only "es" opening the
// main clause is matched: there the active verb takes the same second place.
export const impersonalPassivesDe: readonly PhraseEntry[] = [
  { phrase: 'es wurde beschlossen, dass', replacement: 'wir beschlossen, dass', unlessAfter: AFTER_WORD },
  { phrase: 'es wurde gezeigt, dass', replacement: 'Studien zeigten, dass', unlessAfter: AFTER_WORD },
  { phrase: 'es wird angenommen, dass', replacement: 'man nimmt an, dass', unlessAfter: AFTER_WORD },
  { phrase: 'es wird empfohlen,', replacement: 'wir empfehlen,', unlessAfter: AFTER_WORD },
  { phrase: 'es wurde vereinbart, dass', replacement: 'wir vereinbarten, dass', unlessAfter: AFTER_WORD },
];

// Academic register: conversational wording, and first-person asides the claim does without
// (only inside the clause: one that opens it holds the verb's first place, and "ich denke,
// dass" leaves a clause with its verb at the end).
export const colloquialismsDe: readonly PhraseEntry[] = [
  { phrase: 'kriegen', replacement: 'bekommen' },
  { phrase: 'gucken', replacement: 'sehen' },
  { phrase: 'kapieren', replacement: 'verstehen' },
];

export const firstPersonAsidesDe: readonly PhraseEntry[] = [
  { phrase: 'meiner Meinung nach', replacement: '', unlessAfter: SENTENCE_START },
  { phrase: 'meines Erachtens', replacement: '', unlessAfter: SENTENCE_START },
  { phrase: 'aus meiner Sicht', replacement: '', unlessAfter: SENTENCE_START },
];
