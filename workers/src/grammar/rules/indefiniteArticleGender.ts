import type { ProseRule } from '../../lint/rule.js';
import { patternRule } from './patternRule.js';

// "vimos un película", "una libro", "un casa", "uma carro": the indefinite article of the
// other gender, told by the noun's ending. Nouns in -a are feminine and nouns in -o masculine,
// but for the listed exceptions ("un problema", "una mano"), nouns of either gender ("un
// artista", "una colega") and, in Spanish, feminine nouns with a stressed a-, which take
// "un" ("un arma", "un águila"): every word beginning with a- is left alone. The definite
// article is not judged: "la" and "el" are pronouns too ("la compro", "el canta" missing
// its accent), and so are the words that follow them.
// The word must be in the dictionary and in lower case; words that are no noun or
// adjective ("un hasta luego", "una como tú") are listed.

export interface ArticleGenderSpec {
  id: string;
  language: string;
  /** The masculine and feminine indefinite articles, as regex sources. */
  masculine: string;
  feminine: string;
  /** The article to write before a masculine word (Italian "uno studente"). */
  masculineFor: (word: string) => string;
  /** The article to write before a feminine word. */
  feminineFor: (word: string) => string;
  /** Masculine words in -a. */
  masculineInA: ReadonlySet<string>;
  /** Feminine words in -o. */
  feminineInO: ReadonlySet<string>;
  /** Endings of words of either gender ("-ista"), or of too many exceptions to list ("-ma"). */
  eitherGender: RegExp;
  /** Words in -a or -o after an article that are not its noun or adjective. */
  notNouns: ReadonlySet<string>;
}

const masculinePatterns = new WeakMap<ArticleGenderSpec, RegExp>();
function masculinePattern(spec: ArticleGenderSpec): RegExp {
  let re = masculinePatterns.get(spec);
  if (!re) masculinePatterns.set(spec, (re = new RegExp(`^(?:${spec.masculine})$`, 'i')));
  return re;
}

/** The article `word` should have when `article` is of the other gender, else null. */
export function articleGenderSlip(spec: ArticleGenderSpec, article: string, word: string, isWord: (w: string) => boolean): string | null {
  // a vowel besides the last letter: "un lda" is an abbreviation
  if (word.length < 3 || /^[aáàâãeéèiíìoóòuúù]|^h[aá]/.test(word) || !/[aáàâãeéèêiíìoóòôõuúù]\p{L}/u.test(word)) return null;
  if (spec.notNouns.has(word) || spec.eitherGender.test(word) || !isWord(word)) return null;
  if (masculinePattern(spec).test(article)) return word.endsWith('a') && !spec.masculineInA.has(word) ? spec.feminineFor(word) : null;
  // Portuguese "-ão" is no "-o": "uma revisão"
  return word.endsWith('o') && !word.endsWith('ão') && !spec.feminineInO.has(word) ? spec.masculineFor(word) : null;
}

export function indefiniteArticleGender(spec: ArticleGenderSpec): ProseRule {
  const masculine = masculinePattern(spec);
  return patternRule({
    id: spec.id,
    language: spec.language,
    title: 'Agreement',
    pattern: String.raw`(?<![\p{L}'’-])(?<fix>${spec.masculine}|${spec.feminine})\s+(?<word>\p{Ll}+)\b(?![-'’_/]|\.\p{L})`,
    fix(m, _text, ctx) {
      const article = m.groups!['fix']!;
      const word = m.groups!['word']!;
      const replacement = articleGenderSlip(spec, article, word, ctx.isWord);
      if (!replacement) return null;
      return { replacement, message: `"${word}" is ${masculine.test(article) ? 'feminine' : 'masculine'}: "${replacement.toLowerCase()} ${word}".` };
    },
  });
}
