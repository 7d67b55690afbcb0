import type { ProseRule } from '../../lint/rule.js';
import { patternRule } from './patternRule.js';

// French built on an English pattern: "il est un médecin" (he is a doctor), "je suis faim"
// (I am hungry), "il joue le piano" (he plays the piano), "j'attends pour le bus" (I wait for
// the bus), "je vais à la France" (I go to France).

// "Il est un médecin" -> "il est médecin": a trade or a status after "être" takes no article.
// Only where the noun ends its phrase ("c'est un médecin très connu" wants "c'est"; left).
const TRADES =
  'médecin|médecins|professeur|professeure|professeurs|étudiant|étudiante|étudiants|étudiantes|ingénieur|ingénieure|ingénieurs|avocat|avocate|avocats|' +
  'infirmier|infirmière|infirmiers|infirmières|serveur|serveuse|cuisinier|cuisinière|vendeur|vendeuse|architecte|journaliste|dentiste|boulanger|boulangère|' +
  'secrétaire|musicien|musicienne|acteur|actrice|écrivain|policier|pompier|agriculteur|agricultrice|comptable|programmeur|programmeuse|chauffeur|' +
  'coiffeur|coiffeuse|pharmacien|pharmacienne|vétérinaire|enseignant|enseignante|enseignants|instituteur|institutrice|traducteur|traductrice';
const articleBeforeTrade = patternRule({
  id: 'fr_article_metier',
  language: 'fr',
  title: 'Article',
  pattern: String.raw`\b(?:je\s+suis|tu\s+es|il\s+est|elle\s+est|ils\s+sont|elles\s+sont|nous\s+sommes|vous\s+êtes)\s+(?<fix>(?:un|une|des)\s+)(?<trade>${TRADES})(?=\s*[.,;:!?)]|\s*$|\s+(?:à|dans|chez|en|depuis|et|au|aux|pour|de|du)\b)`,
  fix: (m) => ({ replacement: '', message: `A trade after "être" takes no article: "${m.groups!['trade']}", without "${m.groups!['fix']!.trim()}".` }),
});

// "Je suis faim" -> "j'ai faim": hunger, thirst, fear, sleepiness and being right or wrong are
// had in French, not been.
const AVOIR: Record<string, string> = { je: "j'ai", tu: 'tu as', il: 'il a', elle: 'elle a', on: 'on a', nous: 'nous avons', vous: 'vous avez', ils: 'ils ont', elles: 'elles ont' };
const avoirFaim = patternRule({
  id: 'fr_avoir_faim',
  language: 'fr',
  title: 'Verb',
  pattern: String.raw`\b(?<fix>(?<subject>je|tu|il|elle|on|nous|vous|ils|elles)\s+(?:suis|es|est|sommes|êtes|sont))\s+(?:(?:très|si|tellement|vraiment|un\s+peu)\s+)?(?<noun>faim|soif|peur|sommeil|raison|tort)\b`,
  fix: (m) => {
    const { subject, noun } = m.groups as { subject: string; noun: string };
    const replacement = AVOIR[subject.toLowerCase()]!;
    return { replacement, message: `One has "${noun}" in French: "${replacement} ${noun}".` };
  },
});

// "Il joue le piano" -> "joue du piano", "jouer le football" -> "au football": an instrument is
// played "de", a game "à".
const INSTRUMENTS = 'piano|violon|guitare|batterie|flûte|trompette|saxophone|violoncelle|harpe|clarinette|accordéon|basse|orgue';
const FEMININE_INSTRUMENTS = /^(?:guitare|batterie|flûte|trompette|harpe|clarinette|basse)$/i;
const GAMES = 'football|foot|tennis|basket|basketball|rugby|golf|volley|volleyball|handball|hockey|baseball|badminton|ping-pong';
const jouerDe = patternRule({
  id: 'fr_jouer_de',
  language: 'fr',
  title: 'Preposition',
  pattern: String.raw`\b(?:joue|joues|jouons|jouez|jouent|jouer|joué|jouais|jouait|jouaient|jouera)\s+(?<fix>le|la|l['’])\s*(?:(?<instrument>${INSTRUMENTS})|(?<game>${GAMES}))\b`,
  fix: (m) => {
    const { instrument, game } = m.groups as { instrument?: string; game?: string };
    if (game) return { replacement: 'au', message: `A game is played "à": "au ${game}".` };
    const elided = /^[aeiouyhéèêàâîôû]/i.test(instrument!);
    // the writer's own apostrophe
    const replacement = elided ? `de l${m.groups!['fix']!.slice(-1)}` : FEMININE_INSTRUMENTS.test(instrument!) ? 'de la' : 'du';
    return { replacement, message: `An instrument is played "de": "${replacement}${elided ? '' : ' '}${instrument}".` };
  },
});

// "J'attends pour le bus" -> "j'attends le bus": "attendre" takes its object directly. Only
// where a noun with its determiner ends the clause (or "et", "depuis" follow): "attendre pour
// voir" gives a purpose. Not the participle: "attendu pour le 5 mai" is expected for a date.
const attendrePour = patternRule({
  id: 'fr_attendre_pour',
  language: 'fr',
  title: 'Preposition',
  pattern: String.raw`\b(?:attends|attend|attendons|attendez|attendent|attendre|attendais|attendait|attendaient)\s+(?<fix>pour\s+)(?:le|la|les|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|nos|vos|leur|leurs|un|une)\s+\p{L}+(?=\s*[.,;:!?)]|\s*$|\s+(?:et|ou|mais|depuis|ici|encore|devant)\b)`,
  fix: () => ({ replacement: '', message: '"Attendre" takes its object without "pour": "attendre le bus".' }),
});

// "Je vais à la France", "au Espagne" -> "en France", "en Espagne": to or in a feminine
// country (and one beginning with a vowel) is "en". Only after a verb of going, living or
// being ("il a donné à la France" gives to it).
const COUNTRIES =
  'France|Espagne|Italie|Allemagne|Angleterre|Belgique|Suisse|Chine|Russie|Grèce|Turquie|Inde|Australie|Irlande|Suède|Norvège|Pologne|Argentine|Autriche|Écosse|Afrique|Europe|Asie|Amérique';
const GOING =
  'vais|vas|va|allons|allez|vont|aller|allé|allée|allés|allées|irai|ira|habite|habites|habitons|habitez|habitent|habiter|habité|vis|vit|vivons|vivez|vivent|vivre|vécu|voyage|voyages|voyageons|voyagez|voyagent|voyager|voyagé|suis|es|est|sommes|êtes|sont|été|travaille|travaillent|travailler|travaillé|étudie|étudier|étudié|partir|pars|part|parti|partie|retourne|retourner|retourné|venu|arrivé|arrivée';
const enPays = patternRule({
  id: 'fr_en_pays',
  language: 'fr',
  title: 'Preposition',
  pattern: String.raw`\b(?:${GOING})\s+(?<fix>à\s+la|au|à\s+l['’]|dans\s+la)\s*(?<country>${COUNTRIES})\b`,
  fix: (m) => {
    const country = m.groups!['country']!;
    if (country[0] !== country[0]!.toUpperCase()) return null;
    return { replacement: m.groups!['fix']!.endsWith("'") || m.groups!['fix']!.endsWith('’') ? 'en ' : 'en', message: `To or in a feminine country, French says "en": "en ${country}".` };
  },
});

export const englishCalquesFr: readonly ProseRule[] = [articleBeforeTrade, avoirFaim, jouerDe, attendrePour, enPays];
