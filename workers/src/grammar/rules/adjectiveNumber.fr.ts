import { patternRule } from './patternRule.js';

// "les voitures rouge", "ces idées intéressante", "il y a des pommes verte": after a plural
// determiner and its noun, an adjective in the singular. French plural determiners do not show
// the noun's gender, so only adjectives whose gender is not in question are taken: those that
// are the same in both ("rouge", "facile") and feminine forms the writer chose ("blanche",
// "active", "heureuse"); each takes an -s. Not a participle, which may describe an earlier noun
// ("la liste des fichiers supprimée"), nor a word that is also a verb's present ("les enfants
// calme"), nor after a preposition or a conjunction. "des" counts only after "avoir" and "il y
// a", or opening a sentence: after a noun it is "de les" ("la taille des fichiers grande").

const DETERMINERS = String.raw`(?:les|ces|mes|tes|ses|nos|vos|leurs|plusieurs|quelques|(?<=(?:^|[.!?]\s+|\b(?:ai|as|a|avons|avez|ont|avait|y\s+a|y\s+avait)\s+))des)`;
const NOT_AFTER = 'de|du|des|à|au|aux|en|dans|par|pour|sur|sous|avec|sans|entre|vers|chez|et|ou|ni|que';
const BOTH_GENDERS =
  'rouge|jaune|rose|rapide|facile|difficile|simple|utile|inutile|jeune|pauvre|riche|triste|malade|large|énorme|célèbre|' +
  'moderne|fragile|stable|solide|propre|sale|libre|rare|étrange|honnête|drôle|faible|humide|tranquille|' +
  'timide|sincère|sévère|calme|vide|efficace|valide|invalide|multiple|' +
  // endings of adjectives the same in both genders
  String.raw`\p{Ll}+(?:ible|able|aire|ique|iste)`;
const FEMININE =
  String.raw`\p{Ll}+(?:ive|euse|ière|elle|enne|aise|ale)|suivante|blanche|fraîche|sèche|franche|longue|bonne|grande|petite|verte|noire|haute|chaude|froide|pleine|` +
  'prête|seule|forte|lourde|courte|folle|nouvelle|belle|vieille|brune|grise|jolie|contente|parfaite|mauvaise|publique|grecque|turque|' +
  'importante|intéressante|charmante|puissante|suffisante|élégante|amusante|méchante|excellente|différente|récente|prudente|évidente|' +
  'absente|présente|urgente|lente|intelligente|patiente|compétente|indépendante|permanente|courante';

export const adjectiveNumberFr = patternRule({
  id: 'fr_nombre_adjectif',
  language: 'fr',
  title: 'Agreement',
  pattern: String.raw`(?<![-%])(?<!\b(?:${NOT_AFTER})\s+)\b(?<det>${DETERMINERS})\s+(?<noun>\p{Ll}+[sx])\s+(?<fix>${BOTH_GENDERS}|${FEMININE})\b(?![-‐\u00ad'’/])`,
  fix: (m, text, ctx) => {
    const { det, noun, fix: adjective } = m.groups as { det: string; noun: string; fix: string };
    // (patterns match either case: a capital is a name's or a keyword's, "les politiques PERMISSIVE")
    if (noun !== noun.toLowerCase() || adjective !== adjective.toLowerCase()) return null;
    if (det !== det.toLowerCase() && !/(?:^|[.!?]\s*)$/.test(text.slice(Math.max(0, m.index - 3), m.index))) return null;
    // each of the nouns is one of a pair ("les couleurs rouge et verte"), or the word is a verb's present
    if (/^\s+(?:et|ou)\s+\p{Ll}+e\b/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 30))) return null;
    if (ctx.isWord(`${adjective.slice(0, -1)}er`) || !ctx.isWord(noun) || !ctx.isWord(adjective)) return null;
    const replacement = `${adjective}s`;
    if (!ctx.isWord(replacement)) return null;
    return { replacement, message: `"${noun}" is plural here, and so is its adjective: "${replacement}".` };
  },
});
