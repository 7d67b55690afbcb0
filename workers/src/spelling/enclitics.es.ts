// A Spanish verb with its object pronouns written on ("muévelos", "márquelos", "apáguelo"):
// the pronouns move the stress back, so the verb takes a written accent it does not have on
// its own. The dictionary lists some of these forms but not all; the rest are accepted when
// the verb, its accent taken off, is a word ending as an imperative, infinitive or gerund does.

const SINGLE = ['me', 'te', 'se', 'nos', 'os', 'le', 'les', 'lo', 'la', 'los', 'las'];
// two together: the indirect or reflexive one first ("dígaselo", "permitírsele")
const PAIRS = ['me', 'te', 'se', 'nos', 'os'].flatMap((a) => ['lo', 'la', 'los', 'las', 'le', 'les'].map((b) => a + b));
const PRONOUNS: readonly string[] = [...PAIRS, ...SINGLE].sort((a, b) => b.length - a.length);

const PLAIN: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', Á: 'A', É: 'E', Í: 'I', Ó: 'O', Ú: 'U' };

// One pronoun on an infinitive moves no stress and adds no accent ("empaquetarlos", "abrirla").
const INFINITIVE_WITH_ONE = new RegExp(`^(\\p{L}{2,}(?:ar|er|ir))(?:${SINGLE.join('|')})$`, 'u');

export function isEncliticFormEs(word: string, isWord: (w: string) => boolean): boolean {
  const accents = word.match(/[áéíóúÁÉÍÓÚ]/g);
  const lower = word.toLowerCase();
  if (!accents) {
    const infinitive = INFINITIVE_WITH_ONE.exec(lower)?.[1];
    return infinitive !== undefined && isWord(infinitive);
  }
  if (accents.length !== 1) return false;
  for (const pronoun of PRONOUNS) {
    if (!lower.endsWith(pronoun)) continue;
    const verb = word.slice(0, -pronoun.length);
    // the accent falls on the verb, which ends in a vowel, -n (usted, ustedes), -r or -ndo
    if (verb.length < 2 || !/[áéíóúÁÉÍÓÚ]/.test(verb) || !/(?:[aeiou]|n|r)$/i.test(verb)) continue;
    if (isWord(verb.replace(/[áéíóúÁÉÍÓÚ]/g, (c) => PLAIN[c]!))) return true;
  }
  return false;
}
