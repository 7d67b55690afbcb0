// Slurs the dictionaries list without marking them: a correction that offers one insults the
// writer ("newgrp" -> "negro", German "never" -> "Neger"). They stay accepted when typed (a
// history of the "Negro Leagues" is spelled right); they are only never offered. English's
// dictionary marks its obscenities and some slurs NOSUGGEST itself; these are the rest.

const SLURS: Record<string, RegExp> = {
  en: /^(?:negro(?:e?s)?|negroid|niggers?|faggots?|fagots?|fags?|kikes?|spics?|spiks?|gooks?|wetbacks?|ragheads?|towelheads?|darkies|darkeys?|darky|sambos?|pickaninn(?:y|ies)|squaws?|redskins?|japs?|pakis?|dagoe?s|dago|mongoloids?|trann(?:y|ies))$/,
  de: /^(?:neger(?:in|innen|n|s|lein)?|nigger[ns]?|negro|kanaken?|schwuchteln?|zigeuner(?:in|innen|n|s)?|mongos?|spast(?:i|is|en)?|fotzen?|kümmeltürken?|polacken?|itaker[ns]?)$/,
  fr: /^(?:nègres?|négresses?|négros?|bougnoules?|youpin(?:e|s|es)?|pédés?|tarlouzes?|bicots?|chinetoques?|bamboulas?|niakoués?|gouines?|salopes?)$/,
  es: /^(?:negratas?|sudacas?|maric[oó]n|maricones|maricas?|mayates?|tortilleras?|bolleras?|putos?|putas?)$/,
  it: /^(?:negr[oaie]|froci[oa]?|frocie|ricchion[ei]|terron[ei]|zingar[oaie]|culattoni?|puttan[ae])$/,
  pt: /^(?:viados?|sapatões|sapatão|paneleiros?|mongoloides?|putas?)$/,
  nl: /^(?:neger(?:s|in|innen)?|nikkers?|flikkers?|mietjes?|kankerlijers?|spleetogen|spleetoog|zigeuners?|bosnegers?|hoeren?)$/,
};

/** Whether `word` (any casing) is a slur of `language` (a language or dictionary id) that is never offered as a correction. */
export function isNeverSuggested(language: string, word: string): boolean {
  return SLURS[language.slice(0, 2).toLowerCase()]?.test(word.toLowerCase()) ?? false;
}
