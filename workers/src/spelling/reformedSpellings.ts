import { silentConsonantFixesPt } from './replacements.js';

// Words spelt as before a spelling reform: Portuguese before the Orthographic Agreement of
// 1990 ("actual", "direcção", Brazil's "freqüente" and "idéia"), German before the reform of 1996 ("daß",
// "muß"). They are no misspelling but an older standard, and the writer is told so, with the
// current spelling.

export interface ReformedSpelling {
  current: string;
  reform: string;
}

/** The current spelling of `word` when it is the same word spelt as before a reform, else null. */
export function reformedSpelling(word: string, language: string, isCorrect: (w: string) => boolean): ReformedSpelling | null {
  if (language.startsWith('pt')) {
    const dropped = silentConsonantFixesPt(word);
    // "direcção" has one silent consonant; "excepcional" may have two
    const all = word.replace(/[cp](?=[cçt])/giu, '');
    // Brazil's trema ("freqüente") and accents on "éi", "ói" in the second-to-last syllable and on
    // "ôo", "êe" ("idéia", "heróico", "vôo", "crêem") went too
    const unaccented = word.replace(/ü/g, 'u').replace(/Ü/g, 'U').replace(/éi/g, 'ei').replace(/ói/g, 'oi').replace(/ôo/g, 'oo').replace(/êe/g, 'ee');
    const candidates = [...dropped, all, unaccented];
    const current = candidates.find((w) => w !== word && isCorrect(w));
    return current ? { current, reform: 'the Orthographic Agreement of 1990' } : null;
  }
  if (language === 'de' && word.includes('ß')) {
    const current = word.replace(/ß/g, 'ss');
    return isCorrect(current) ? { current, reform: 'the spelling reform of 1996' } : null;
  }
  return null;
}
