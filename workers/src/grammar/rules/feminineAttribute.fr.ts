import { patternRule } from './patternRule.js';

// "Elle est parti", "ma sœur est fatigué", "elle était content": after "elle" (or a woman named
// by a word that can only mean one) and a verb of being, the adjective or participle takes the
// feminine. Only where "elle" opens a clause, since after a preposition it is no subject ("ce
// qu'on dit d'elle est faux"); only a word without the -e already ("gris" and "heureux" are
// singular here), and only a feminine the dictionary knows. Nouns whose form in -e is another
// noun ("médecin", "marin") are left.

const OPENS_CLAUSE = String.raw`(?:^|[.!?;:,«]\s*|\b(?:et|mais|ou|donc|car|que|quand|si|comme|puisque|lorsque)\s+|\b(?:qu|lorsqu|puisqu)['’])`;
const WOMAN = String.raw`(?:[Mm]a|[Tt]a|[Ss]a|[Ll]a|[Cc]ette|[Nn]otre|[Vv]otre|[Ll]eur)\s+(?:mère|sœur|fille|femme|tante|grand-mère|amie|copine|cousine|voisine|nièce|épouse|maman)`;
const VERBS = 'est|était|sera|serait|fut|soit|semble|semblait|paraît|paraissait|devient|devenait|reste|restait|demeure';
const BETWEEN = 'pas|plus|jamais|très|trop|si|bien|déjà|encore|vraiment|toujours|assez|tellement|aussi';
const NOT_ATTRIBUTES = new Set(
  (
    'bien mal loin près ensemble debout partout ailleurs dedans dehors devant derrière contre pour sans avec selon comme ' +
    'un le mon ton son notre votre ce cet du de au aux en là ici rien tout même aussi encore ainsi alors déjà enfin peu ' +
    'trop très plus moins si tant autant assez vraiment surtout souvent parfois jamais toujours mieux pire parmi entre vers ' +
    'chez dans sur sous chic super extra sympa cool ok top marron orange tous après avant depuis puis dès hors ' +
    'plusieurs quelques mes tes ses nos vos leurs les des ces aux mais donc ' +
    // nouns whose feminine form is another word
    'médecin marin partie cause source preuve fonction objet'
  ).split(' '),
);
// masculine ending -> feminine ending, tried in turn; the first form the dictionary knows wins
const FEMININE_ENDINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/eux$/, 'euse'],
  [/if$/, 'ive'],
  [/er$/, 'ère'],
  [/on$/, 'onne'],
  [/en$/, 'enne'],
  [/el$/, 'elle'],
  [/il$/, 'ille'],
  [/et$/, 'ète'],
  [/et$/, 'ette'],
  [/anc$/, 'anche'],
];

function feminineOf(word: string, isWord: (w: string) => boolean): string | null {
  for (const [ending, feminine] of FEMININE_ENDINGS) {
    if (!ending.test(word)) continue;
    const form = word.replace(ending, feminine);
    if (isWord(form)) return form;
  }
  return isWord(`${word}e`) ? `${word}e` : null;
}

export const feminineAttributeFr = patternRule({
  id: 'fr_accord_attribut_feminin',
  language: 'fr',
  title: 'Agreement',
  pattern: String.raw`${OPENS_CLAUSE}(?<subject>[Ee]lle|${WOMAN})\s+(?:ne\s+|n['’])?(?:${VERBS})\s+(?:(?:${BETWEEN})\s+){0,2}(?<fix>\p{Ll}[\p{Ll}-]*)(?![\p{L}\p{N}'’-])`,
  fix: (m, _text, ctx) => {
    const word = m.groups!['fix']!;
    if (word.endsWith('e') || NOT_ATTRIBUTES.has(word) || word.endsWith('ment') || !ctx.isWord(word)) return null;
    const feminine = feminineOf(word, ctx.isWord);
    if (!feminine) return null;
    const subject = m.groups!['subject']!.toLowerCase();
    return { replacement: feminine, message: `After "${subject}" the feminine is "${feminine}": the adjective or participle agrees with the subject.` };
  },
});
