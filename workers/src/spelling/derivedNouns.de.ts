// German makes a noun of any verb: the doer in -er ("optimieren" → "Optimierer", "trennen" →
// "Trenner"), the act in -ung ("puffern" → "Pufferung") and the infinitive itself, with a
// genitive -s ("des Entpackens"); the dictionary lists only the common ones. Such a noun,
// capitalised, in its singular, plural or genitive, is a word when its verb is.

const AGENT = /^(\p{Lu}\p{Ll}{2,})er(?:s|n|in|innen)?$/u;
const ACTION = /^(\p{Lu}\p{Ll}{2,})ung(?:en)?$/u;
const INFINITIVE_GENITIVE = /^(\p{Lu}\p{Ll}{3,}(?:en|rn|ln))s$/u;

/** The infinitives a stem may come from: "optimier" → "optimieren", "puffer" → "puffern". */
const infinitives = (stem: string): string[] => {
  const lower = stem.toLowerCase();
  return /[lr]$/.test(lower) ? [`${lower}en`, `${lower}n`] : [`${lower}en`];
};

export function isDerivedNounDe(word: string, isWord: (w: string) => boolean): boolean {
  const stem = AGENT.exec(word)?.[1] ?? ACTION.exec(word)?.[1];
  if (stem && infinitives(stem).some(isWord)) return true;
  const infinitive = INFINITIVE_GENITIVE.exec(word)?.[1];
  return infinitive !== undefined && isWord(infinitive.toLowerCase());
}
