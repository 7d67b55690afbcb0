// Spanish, Portuguese and Italian make an adverb of almost any adjective with -mente, on its
// feminine form ("dinámica" → "dinámicamente", "rapida" → "rapidamente") or its one form
// ("concurrente" → "concurrentemente", "incremental" → "incrementalmente"), and their
// dictionaries list only the common ones: the Spanish one lacks "recursivamente",
// "interactivamente" and "secuencialmente". Such an adverb is a word when its adjective is.
// Portuguese drops the adjective's written accent ("rápida" → "rapidamente", "possível" →
// "possivelmente"); Italian adjectives in -le and -re drop their e ("condizionale" →
// "condizionalmente").

const ADVERB = /^(\p{L}{3,})mente$/u;
// the endings of adjectives with one form for both genders
const ONE_FORM = /(?:nte|[aeiu]l|ble|ar|az|iz|ún|és|or|ve|ce)$/u;
const ACCENTED: Record<string, readonly string[]> = { a: ['á', 'â'], e: ['é', 'ê'], i: ['í'], o: ['ó', 'ô'], u: ['ú'] };

export function isRomanceMannerAdverb(language: string, word: string, isWord: (w: string) => boolean): boolean {
  const lang = language.slice(0, 2);
  if (lang !== 'es' && lang !== 'pt' && lang !== 'it') return false;
  const stem = ADVERB.exec(word.toLowerCase())?.[1];
  if (!stem) return false;
  // Portuguese keeps a tilde ("cristãmente") but never an acute or a circumflex before -mente
  if (lang === 'pt' && /[áéíóúâêô]/u.test(stem)) return false;
  const forms = lang === 'pt' ? [stem, ...accentVariants(stem)] : [stem];
  return forms.some((form) => isAdjectiveBase(lang, form, isWord));
}

function isAdjectiveBase(lang: string, stem: string, isWord: (w: string) => boolean): boolean {
  // a feminine form in -a whose masculine in -o is a word too: an adjective, not a noun
  if (stem.endsWith('a')) return isWord(stem) && isWord(`${stem.slice(0, -1)}o`);
  if (lang === 'it') {
    if (/[aeiou][lr]$/u.test(stem)) return isWord(`${stem}e`);
    // after a vowel the e must go ("facilmente", not "facilemente"); after a consonant it stays ("acremente")
    // and an e that is a feminine plural ("rapide", of "rapido") makes no adverb
    return stem.endsWith('e') && !/[aeiou][lr]e$/u.test(stem) && isWord(stem) && !isWord(`${stem.slice(0, -1)}o`);
  }
  return ONE_FORM.test(stem) && isWord(stem);
}

/** The stem with one of its vowels accented: the adjective's spelling before -mente took the stress. */
function accentVariants(stem: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < stem.length; i++) {
    for (const accented of ACCENTED[stem[i]!] ?? []) out.push(stem.slice(0, i) + accented + stem.slice(i + 1));
  }
  return out;
}
