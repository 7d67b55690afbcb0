// A Dutch strong or irregular verb given the weak participle ("gekoopt", "gedrinkt", "geloopt")
// is one of a learner's commonest slips, and the rule for weak loans (participles.nl.ts) would
// take it for a word. Each such form is mapped to the participle.

/** "infinitive participle": common strong and irregular verbs. */
const STRONG_VERBS =
  'kopen gekocht|denken gedacht|brengen gebracht|zoeken gezocht|lopen gelopen|drinken gedronken|nemen genomen|geven gegeven|' +
  'schrijven geschreven|lezen gelezen|spreken gesproken|vinden gevonden|zingen gezongen|zwemmen gezwommen|rijden gereden|' +
  'blijven gebleven|kijken gekeken|krijgen gekregen|helpen geholpen|sterven gestorven|vallen gevallen|houden gehouden|' +
  'hangen gehangen|vangen gevangen|slapen geslapen|laten gelaten|roepen geroepen|dragen gedragen|komen gekomen|' +
  'zitten gezeten|liggen gelegen|vliegen gevlogen|trekken getrokken|breken gebroken|sluiten gesloten|bieden geboden|' +
  'kiezen gekozen|winnen gewonnen|snijden gesneden|lijken geleken|wijzen gewezen|schieten geschoten|stelen gestolen|' +
  'springen gesprongen|binden gebonden|buigen gebogen|ruiken geroken|vechten gevochten|zenden gezonden|sluipen geslopen|' +
  'beginnen begonnen|verliezen verloren|vergeten vergeten|verkopen verkocht|bedenken bedacht|ontvangen ontvangen';

const KOFSCHIP = /(?:t|k|f|s|ch|p)en$/;

/** The present stem of an infinitive as Dutch spells it: "kopen" → "koop", "geven" → "geef", "zwemmen" → "zwem". */
function stemOf(infinitive: string): string {
  const doubled = /([bdfgklmnprst])\1en$/.test(infinitive);
  let stem = infinitive.replace(/en$/, '');
  if (doubled) stem = stem.slice(0, -1);
  else {
    // a long vowel in an open syllable ("ko-pen") is written twice in the closed stem ("koop")
    const open = /^(.*[^aeiou])([aeou])([^aeiou])$/.exec(stem);
    if (open) stem = `${open[1]}${open[2]}${open[2]}${open[3]}`;
  }
  return stem.replace(/v$/, 'f').replace(/z$/, 's');
}

/** The weak participle a writer would give the verb: "ge" where the participle has it, the stem, -t or -d (none after t or d). */
function weakParticiple(infinitive: string, participle: string): string {
  const stem = stemOf(infinitive);
  const ending = /[td]$/.test(stem) ? '' : KOFSCHIP.test(infinitive) ? 't' : 'd';
  // ("geven" → "gegeven" takes it, a prefix "ge" or "be" none: "begonnen")
  const ge = participle.startsWith('ge') && (!infinitive.startsWith('ge') || participle.startsWith('gege'));
  return `${ge ? 'ge' : ''}${stem}${ending}`;
}

/**
 * Weak participles of strong verbs, each with its participle; `isWord` keeps out a form the
 * dictionary accepts as something else ("gedenkt" is "gedenken"'s).
 */
export function strongParticipleSlipsNl(isWord: (word: string) => boolean): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of STRONG_VERBS.split('|')) {
    const [infinitive, participle] = entry.split(' ') as [string, string];
    const typed = weakParticiple(infinitive, participle);
    if (typed !== participle && !out.has(typed) && !isWord(typed)) out.set(typed, participle);
  }
  return out;
}
