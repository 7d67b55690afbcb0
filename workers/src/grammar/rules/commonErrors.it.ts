import type { ProseRule } from '../../lint/rule.js';
import { patternRule } from './patternRule.js';

// Italian: the classic confusions, each in a context that makes it certain. Words
// like "perchè", "qual'è" and "pò" are not in the dictionary: the spelling pass has them.

// "un'altro": the apostrophe elides only the feminine "una"; "un altro" takes none,
// and "un altra" needs it. Nouns of both genders ("artista", "ospite") are left out.
const MASCULINE = 'altro|amico|uomo|errore|anno|esempio|albero|ospedale|ufficio|aereo|attimo|orologio|incidente|indirizzo|inverno|ombrello|animale|uccello|esercizio|elenco|argomento|accordo|aiuto|appartamento|evento|obiettivo|inizio|istante|interesse|oggetto|ordine|occhio|amore|affare|aspetto|episodio|elemento|articolo|edificio|esame|effetto|impegno|ottimo|unico|intero|ultimo';
const FEMININE = 'altra|amica|idea|ora|isola|occasione|esperienza|azienda|immagine|opera|università|ultima|unica|intera|ottima|estate|epoca|offerta|opinione|auto|automobile|attività|età';
const unApostrophe = patternRule({
  id: 'it_un_apostrophe',
  language: 'it',
  title: 'Article',
  pattern: String.raw`\b(?:(?<fix>un['’])(?:${MASCULINE})|(?<fix2>un\s+)(?:${FEMININE}))\b`,
  fix: (m) =>
    m.groups!['fix']
      ? { replacement: 'un ', message: 'Before a masculine word "un" takes no apostrophe ("un altro"); only "una" is elided ("un\'altra").' }
      : { replacement: "un'", message: 'Before a feminine word starting with a vowel, "una" is elided: "un\'altra", with an apostrophe.' },
});

// "Lui e' stanco": the verb is "è", with its accent; "e'" is a keyboard workaround
const accentedE = patternRule({
  id: 'it_e_accent',
  language: 'it',
  title: 'Accent',
  pattern: String.raw`\b(?<fix>[Ee]['’])(?=\s+\p{L})`,
  fix: (m, text) => {
    // a closing quotation mark after a quoted "e" ('e') is not a verb
    if (/(?:^|\s)['‘]$/.test(text.slice(0, m.index))) return null;
    return { replacement: 'è', message: 'The verb "essere" is written "è", with a grave accent, not "e\'".' };
  },
});

// "io o fatto": the auxiliary avere ("ho", "ha", "hanno") before a past participle
const PARTICIPLE = String.raw`(?:\p{L}+(?:at|ut|it)[oaie]|fatto|fatta|detto|detta|visto|vista|preso|presa|messo|messa|scritto|letto|chiesto|risposto|aperto|chiuso|perso|deciso|vinto|rotto|speso|corso|morto|nato)`;
const NOT_PARTICIPLE = new Set(['lato', 'mercato', 'prato', 'stato', 'fiato', 'gelato', 'senato', 'reato', 'piatto', 'fianco', 'vita', 'dita', 'gita', 'salute', 'tito', 'parte', 'sete', 'seta', 'meta', 'data', 'strada', 'porta', 'volta', 'sinistra', 'destra', 'cena', 'casa', 'ultimi', 'ultime', 'tutti', 'tutte', 'molti', 'altri', 'pochi', 'dati', 'fatti', 'stati', 'lati', 'prati', 'mercati', 'soldati', 'amati', 'ritardo']);
const AUXILIARY: Record<string, string> = { o: 'ho', a: 'ha', anno: 'hanno' };
const avereAuxiliary = patternRule({
  id: 'it_avere_h',
  language: 'it',
  title: 'Confused words',
  pattern: String.raw`\b(?:io|lui|lei|non|mi|ti|ci|vi|lo|la|li|le|gli|ne|loro)\s+(?<fix>o|a|anno)\s+(?<participle>${PARTICIPLE})\b`,
  fix: (m) => {
    const participle = m.groups!['participle']!.toLowerCase();
    if (NOT_PARTICIPLE.has(participle)) return null;
    const word = m.groups!['fix']!;
    const subject = m[0].split(/\s+/)[0]!.toLowerCase();
    // "loro anno" only: "loro a" / "loro o" are not the auxiliary's forms
    if ((subject === 'loro') !== (word.toLowerCase() === 'anno')) return null;
    if (word.toLowerCase() === 'o' && subject !== 'io' && subject !== 'non' && !['mi', 'ti', 'ci', 'vi', 'lo', 'la', 'li', 'le', 'gli', 'ne'].includes(subject)) return null;
    const replacement = AUXILIARY[word.toLowerCase()]!;
    return { replacement, message: `Before a past participle this is the verb avere, written with an h: "${replacement}".` };
  },
});

// "a me mi piace": the pronoun is said twice
const doublePronoun = patternRule({
  id: 'it_double_pronoun',
  language: 'it',
  title: 'Redundancy',
  category: 'word_choice',
  pattern: String.raw`\ba\s+(?:me(?<fix>\s+mi)|te(?<fix2>\s+ti))\s+(?:piace|piacciono|piaceva|piacevano|sembra|sembrava|pare|interessa|serve|servono|manca|mancano|dispiace)\b`,
  fix: () => ({ replacement: '', message: '"A me" and "mi" say the same thing: keep one ("a me piace" or "mi piace").' }),
});

// "qual'è": "qual" is a truncation, not an elision, and takes no apostrophe: "qual è"
const qualE = patternRule({
  id: 'it_qual_e',
  language: 'it',
  title: 'Apostrophe',
  pattern: String.raw`\b(?<fix>qual['’])(?=(?:è|era|erano|ero|eri)\b)`,
  fix: () => ({ replacement: 'qual ', message: '"Qual" is cut short, not elided: "qual è", without an apostrophe.' }),
});

export const commonErrorsIt: readonly ProseRule[] = [unApostrophe, accentedE, avereAuxiliary, doublePronoun, qualE];
