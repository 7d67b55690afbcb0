// A German strong verb given the weak participle's "-t" ("gegeht", "geschreibt", "geholft")
// is one of a learner's commonest non-words, and letter edits lead far from the participle
// ("geholft" got "gehofft"; "geschreibt" a made-up compound). Each such form is mapped to the
// participle: "ge" and the present stem, the participle's stem or the past stem, then "-t".

/** "infinitive participle past": verbs whose participle takes "ge-". */
const STRONG_VERBS =
  'gehen gegangen ging|lesen gelesen las|schreiben geschrieben schrieb|sprechen gesprochen sprach|trinken getrunken trank|' +
  'essen gegessen aß|helfen geholfen half|finden gefunden fand|kommen gekommen kam|sehen gesehen sah|nehmen genommen nahm|' +
  'geben gegeben gab|schlafen geschlafen schlief|fahren gefahren fuhr|laufen gelaufen lief|bleiben geblieben blieb|' +
  'treffen getroffen traf|singen gesungen sang|bringen gebracht brachte|wissen gewusst wusste|kennen gekannt kannte|' +
  'schwimmen geschwommen schwamm|sitzen gesessen saß|werfen geworfen warf|tragen getragen trug|waschen gewaschen wusch|' +
  'fangen gefangen fing|rufen gerufen rief|ziehen gezogen zog|schließen geschlossen schloss|sterben gestorben starb|' +
  'werden geworden wurde|tun getan tat|liegen gelegen lag|lügen gelogen log|fliegen geflogen flog|halten gehalten hielt|' +
  'lassen gelassen ließ|fallen gefallen fiel|schneiden geschnitten schnitt|springen gesprungen sprang|stehlen gestohlen stahl|' +
  'brechen gebrochen brach|treten getreten trat|heißen geheißen hieß|scheinen geschienen schien|schreien geschrien schrie|' +
  'steigen gestiegen stieg|denken gedacht dachte|nennen genannt nannte|rennen gerannt rannte|bitten gebeten bat|' +
  'binden gebunden band|bieten geboten bot|frieren gefroren fror|gießen gegossen goss|greifen gegriffen griff|' +
  'heben gehoben hob|klingen geklungen klang|leiden gelitten litt|leihen geliehen lieh|messen gemessen maß|' +
  'pfeifen gepfiffen pfiff|raten geraten riet|reiten geritten ritt|riechen gerochen roch|schieben geschoben schob|' +
  'schießen geschossen schoss|schlagen geschlagen schlug|schmelzen geschmolzen schmolz|sinken gesunken sank|' +
  'streiten gestritten stritt|weisen gewiesen wies|wiegen gewogen wog|zwingen gezwungen zwang|stehen gestanden stand|' +
  'können gekonnt konnte|müssen gemusst musste|dürfen gedurft durfte|mögen gemocht mochte';

const weakParticiple = (stem: string): string => `ge${stem}${/[dt]$/.test(stem) ? 'et' : 't'}`;

/**
 * Weak participles of strong verbs that are not words, each with its participle. `isWord`
 * keeps out a form the dictionary accepts ("gesteht" is "gestehen"'s, "gedenkt" "gedenken"'s).
 */
export function strongParticipleSlipsDe(isWord: (word: string) => boolean): Map<string, string> {
  const out = new Map<string, string>();
  const verbs = STRONG_VERBS.split('|').map((entry) => entry.split(' ') as [string, string, string]);
  // one verb's past stem may make another's participle ("brach" + t is "gebracht")
  const participles = new Set(verbs.map(([, participle]) => participle));
  for (const [infinitive, participle, past] of verbs) {
    const stems = [infinitive.replace(/e?n$/, ''), past.replace(/te$/, '')];
    if (participle.endsWith('en')) stems.push(participle.slice(2, -2));
    for (const stem of stems) {
      const typed = weakParticiple(stem);
      if (!participles.has(typed) && !out.has(typed) && !isWord(typed)) out.set(typed, participle);
    }
  }
  return out;
}
