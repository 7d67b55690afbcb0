import { patternRule } from './patternRule.js';

// "une voiture blanc", "la semaine dernier", "une idée intéressant": after a feminine singular
// determiner and its noun, an adjective in the masculine. French makes the feminine in many ways
// ("blanche", "dernière", "active", "heureuse", "bonne"); the candidates are tried in order and the
// first the dictionary knows is offered. Only adjectives of the listed endings or the list, which
// no verb's present shares ("la fille dit" has "dite", a participle, and is left), and not after a
// preposition or a conjunction, where the adjective may describe an earlier noun ("la taille du
// fichier grand") or a list. "petit boutiste" names the byte order.

// ("notre", "votre", "leur" serve both genders, and "leur" is a pronoun too)
const FEMININE_DETERMINERS = 'la|une|cette|ma|ta|sa';
const NOT_AFTER = 'de|du|des|à|au|aux|en|dans|par|pour|sur|sous|avec|sans|entre|vers|chez|et|ou|ni|que';
// endings of adjectives and participles ("actif", "heureux", "dernier", "national", "fermé"); not
// -ant, a present participle that never agrees ("une ligne contenant"), nor -on and -et, which
// nouns and verbs share ("une bonne solution", "cette option permet")
const ENDINGS = 'if|eux|ier|al|el|é|ais|ain|ien';
const ADJECTIVES =
  'blanc|franc|sec|frais|long|bon|gentil|gros|bas|grand|petit|vert|noir|haut|chaud|froid|plein|prêt|seul|fort|lourd|court|fou|nouveau|beau|vieux|brun|gris|joli|content|parfait|mauvais|public|turc|grec|' +
  // adjectives in -ant and -ent that are no verb's participle
  'important|intéressant|charmant|puissant|suffisant|élégant|amusant|méchant|fatigant|excellent|différent|récent|prudent|évident|absent|présent|urgent|lent|intelligent|patient|compétent|indépendant|permanent|courant';
const IRREGULAR: Readonly<Record<string, string>> = {
  blanc: 'blanche', franc: 'franche', sec: 'sèche', frais: 'fraîche', long: 'longue', fou: 'folle', nouveau: 'nouvelle', beau: 'belle',
  vieux: 'vieille', public: 'publique', turc: 'turque', grec: 'grecque', gentil: 'gentille', gros: 'grosse', bas: 'basse',
};
// words of those endings after a noun that are no adjective: nouns in apposition, adverbs, prepositions
const NOT_ADJECTIVES = new Set(['bien', 'rien', 'mais', 'jamais', 'désormais', 'papier', 'métier', 'fichier', 'dossier', 'clavier', 'hier', 'journal', 'signal', 'canal', 'terminal', 'cheval', 'été', 'côté', 'quel', 'tel', 'motif', 'objectif', 'tarif', 'demain', 'main', 'pain', 'train', 'bain', 'lien', 'chien', 'moyen', 'soutien', 'entretien', 'bas', 'haut', 'long', 'fort', 'court']);
const NOT_NOUNS = new Set(['fois', 'plupart', 'part', 'même', 'autre', 'seule', 'toute', 'plus', 'moins', 'bien', 'peu']);

/** The feminine of a masculine adjective: its irregular form, or the ones its ending makes. */
function feminines(adjective: string): string[] {
  const irregular = IRREGULAR[adjective];
  if (irregular) return [irregular];
  if (adjective.endsWith('if')) return [`${adjective.slice(0, -1)}ve`];
  if (adjective.endsWith('eux')) return [`${adjective.slice(0, -1)}se`];
  if (adjective.endsWith('ier') || adjective.endsWith('er')) return [`${adjective.slice(0, -2)}ère`];
  if (/(?:el|ien)$/.test(adjective)) return [`${adjective}${adjective.slice(-1)}e`, `${adjective}e`];
  return [`${adjective}e`];
}

export const adjectiveGenderFr = patternRule({
  id: 'fr_genre_adjectif',
  language: 'fr',
  title: 'Agreement',
  pattern: String.raw`(?<![-%])(?<!\b(?:${NOT_AFTER})\s+)\b(?<det>${FEMININE_DETERMINERS})\s+(?<noun>\p{Ll}+)\s+(?<fix>\p{Ll}*(?:${ENDINGS})|${ADJECTIVES})\b(?![-‐\u00ad'’/]|\s+boutiste)`,
  fix: (m, text, ctx) => {
    const { det, noun, fix: adjective } = m.groups as { det: string; noun: string; fix: string };
    if (noun !== noun.toLowerCase() || adjective !== adjective.toLowerCase()) return null;
    // a capital determiner opens a sentence, or it is a heading's
    if (det !== det.toLowerCase() && !/(?:^|[.!?]\s*)$/.test(text.slice(Math.max(0, m.index - 3), m.index))) return null;
    // (after "la" as an object pronoun the adjective describes her: "je la trouve gentil" -> "gentille")
    if (NOT_NOUNS.has(noun) || NOT_ADJECTIVES.has(adjective) || noun.endsWith('ment')) return null;
    // a word in -ant before an object is a participle of its verb ("une transaction important un snapshot")
    if (adjective.endsWith('ant') && /^\s+(?:un|une|le|la|les|des|du|l['’]|ce|cette|ces)\s/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8))) return null;
    // the noun's own feminine ending agrees already ("une étudiante"); a noun in -s or -x is plural ("leur amis")
    if (/[sx]$/.test(noun)) return null;
    const replacement = feminines(adjective).find((f) => f !== adjective && ctx.isWord(f));
    if (!replacement || !ctx.isWord(adjective)) return null;
    return { replacement, message: `"${noun}" is feminine here, and so is its adjective: "${replacement}".` };
  },
});
