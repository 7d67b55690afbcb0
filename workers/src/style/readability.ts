// Reading ease of a text: Flesch's formula in each language's own calibration (the same
// two measures, words per sentence and syllables per word, weighed for that language's
// longer or shorter words). Syllables are counted as groups of vowels, with the silent
// endings of English and French taken off; the score is an estimate, as every reading
// formula is, and reads best over a few hundred words.

export interface Readability {
  /** 0 (very hard) to 100 (very easy), rounded. */
  ease: number;
  label: 'very easy' | 'easy' | 'fairly easy' | 'plain' | 'fairly difficult' | 'difficult' | 'very difficult';
  wordsPerSentence: number;
  syllablesPerWord: number;
}

// [constant, weight of words per sentence, weight of syllables per word]
const FORMULAS: Record<string, readonly [number, number, number]> = {
  en: [206.835, 1.015, 84.6], // Flesch (1948)
  es: [206.84, 1.02, 60], // Fernández Huerta (1959)
  fr: [207, 1.015, 73.6], // Kandel and Moles (1958)
  de: [180, 1, 58.5], // Amstad (1978)
  it: [206, 1, 65], // Franchina and Vacca (1972)
  pt: [248.835, 1.015, 84.6], // Martins et al. (1996)
  nl: [206.835, 0.93, 77], // Douma (1960)
};

const VOWELS: Record<string, RegExp> = {
  en: /[aeiouy]+/g,
  es: /[aeiouáéíóúü]+/g,
  fr: /[aeiouyàâäéèêëîïôöùûüœæ]+/g,
  de: /[aeiouyäöü]+/g,
  it: /[aeiouàèéìíòóù]+/g,
  pt: /[aeiouáâãàéêíóôõú]+/g,
  nl: /[aeiouyëïéèê]+/g,
};

// A vowel carrying a written accent in Spanish or Portuguese is stressed on its own ("dí-a",
// "pa-ís"), so it does not merge with the vowel beside it.
const HIATUS: Record<string, RegExp> = { es: /[aeo][íú]|[íú][aeo]/g, pt: /[aeo][íú]|[íú][aeo]/g };

export function syllables(word: string, language: string): number {
  let w = word.toLowerCase().replace(/[^\p{L}]/gu, '');
  if (!w) return 0;
  if (language === 'en') {
    // a silent final e ("make", "hoped"), but not "-le" after a consonant ("table") or a lone "e" word ("the")
    if (w.length > 3) w = w.replace(/(?:[^aeiouysxzcgh]es|[^aeiouydt]ed|[^aeiouyl]e)$/, (m) => m[0]!);
  } else if (language === 'fr') {
    // the mute endings of French: "rose", "roses", "parlent"
    if (w.length > 3) w = w.replace(/(?:e|es|ent)$/, '');
  }
  const groups = w.match(VOWELS[language] ?? VOWELS['en']!)?.length ?? 0;
  const hiatus = HIATUS[language] ? (w.match(HIATUS[language]!)?.length ?? 0) : 0;
  return Math.max(1, groups + hiatus);
}

const WORD = /[\p{L}][\p{L}\p{M}'’-]*/gu;
const SENTENCE_END = /[.!?…]+(?=\s|$)|\n\s*\n/g;
const HAS_LETTER = /\p{L}/u;

function labelOf(ease: number): Readability['label'] {
  if (ease >= 90) return 'very easy';
  if (ease >= 80) return 'easy';
  if (ease >= 70) return 'fairly easy';
  if (ease >= 60) return 'plain';
  if (ease >= 50) return 'fairly difficult';
  if (ease >= 30) return 'difficult';
  return 'very difficult';
}

/** The reading ease of `text` in `language` (two letters), or null for a text of fewer than 30 words. */
export function readability(text: string, language: string): Readability | null {
  const lang = FORMULAS[language] ? language : 'en';
  const words = text.match(WORD) ?? [];
  if (words.length < 30) return null;
  const sentences = Math.max(1, text.split(SENTENCE_END).filter((s) => HAS_LETTER.test(s)).length);
  const syllableCount = words.reduce((sum, w) => sum + syllables(w, lang), 0);
  const wordsPerSentence = words.length / sentences;
  const syllablesPerWord = syllableCount / words.length;
  const [base, perSentence, perSyllable] = FORMULAS[lang]!;
  const ease = Math.round(Math.min(100, Math.max(0, base - perSentence * wordsPerSentence - perSyllable * syllablesPerWord)));
  return { ease, label: labelOf(ease), wordsPerSentence: Math.round(wordsPerSentence * 10) / 10, syllablesPerWord: Math.round(syllablesPerWord * 100) / 100 };
}
