// Latin and French phrases of prose in every language checked, academic writing above
// all, whose words the dictionaries lack on their own ("per capita", "de facto",
// "grosso modo", "vis-à-vis"). A word is accepted only inside its phrase: "capita" or
// "se" alone is still checked.

const PHRASES = [
  'deus ex machina', 'per capita', 'per se', 'per annum', 'per diem', 'et al', 'et cetera', 'bona fide', 'bona fides', 'de facto', 'de jure', 'de novo',
  'a priori', 'a posteriori', 'a fortiori', 'ad hoc', 'ad infinitum', 'ad hominem', 'ad nauseam', 'ad libitum', 'in vitro', 'in vivo',
  'in situ', 'in silico', 'in toto', 'in absentia', 'in memoriam', 'inter alia', 'mutatis mutandis', 'ceteris paribus', 'prima facie',
  'pro rata', 'pro bono', 'pro forma', 'habeas corpus', 'modus operandi', 'modus vivendi', 'caveat emptor', 'ex officio', 'ex nihilo',
  'ex ante', 'ex post', 'ipso facto', 'sui generis', 'terra incognita', 'vis-à-vis', 'vis-a-vis', "raison d'être", "raison d'etre",
  'fait accompli', "coup d'état", "coup d'etat", 'déjà vu', 'deja vu', 'mea culpa', 'carpe diem', 'persona non grata', 'lingua franca',
  'quid pro quo', 'sine qua non', 'status quo', 'statu quo', 'vice versa', 'magnum opus', 'curriculum vitae', 'alma mater', 'post hoc', 'ergo propter hoc',
  'grosso modo', 'reductio ad absurdum', 'ab initio', 'amicus curiae', 'obiter dictum', 'ratio decidendi', 'stare decisis', 'mens rea', 'actus reus',
  'res judicata', 'tabula rasa', 'terra nullius', 'homo sapiens', 'homo economicus', 'anno domini', 'annus mirabilis', 'op cit',
  'loc cit', 'nota bene', 'laissez faire', 'laissez-faire', 'noblesse oblige', 'joie de vivre', 'savoir faire', 'savoir-faire',
  'tour de force', 'avant garde', 'avant-garde', 'force majeure', 'idée fixe', 'bête noire', 'cause célèbre', 'en masse', 'en route',
  'en passant', 'esprit de corps', 'folie à deux', 'hors de combat', 'femme fatale', 'nouveau riche', 'nouveaux riches', 'par excellence',
  'crème brûlée', 'creme brulee', 'crème de la crème', 'crème fraîche', 'pièce de résistance', 'coup de grâce', 'haute couture',
  'haute cuisine', 'nouvelle cuisine', 'à la carte', 'à la mode', "hors d'oeuvre", "hors d'oeuvres", 'tête-à-tête',
  'belles lettres', "objet d'art", "objets d'art", "trompe l'oeil", 'film noir', 'art nouveau', 'art deco', 'coup de foudre',
];

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for all phrases; "'" in a phrase also matches a curly apostrophe. */
const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${PHRASES.filter((p) => p.includes(' ') || p.includes('-'))
    .sort((a, b) => b.length - a.length)
    .map((p) => escape(p).replace(/'/g, "['’]").replace(/ /g, '\\s+'))
    .join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** The spans [start, end) of the loan phrases in a text. */
export function loanPhraseSpans(text: string): Array<[number, number]> {
  return [...text.matchAll(PATTERN)].map((m) => [m.index, m.index + m[0].length]);
}

/** Every word of the phrases, lower case: words that are accepted only inside their phrase. */
export const loanPhraseWords: ReadonlySet<string> = new Set(PHRASES.flatMap((p) => p.toLowerCase().split(/[\s-]+/)));
