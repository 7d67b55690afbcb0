// "shapers", "screeners", "responders": English makes a noun of almost any verb with -er,
// and the dictionary lists only the common ones. A word of that shape counts when its verb
// is in the dictionary and so is the verb's -ing form, spelt as the -er form is ("shaping",
// "screening", "planning"): "lawers" ("lawing"), "carrer" ("carring") and "interpretter"
// stay misspellings, and so does one whose noun the dictionary spells with -or
// ("professer", "processer", "visiters").

const AGENT = /^([a-z]{4,})ers?$/;
// Nouns of that shape that are far more often a slip for another word.
const SLIPS = new Set(['failer', 'failers']);

export function isAgentNoun(word: string, isWord: (w: string) => boolean): boolean {
  const m = AGENT.exec(word);
  if (!m || SLIPS.has(word)) return false;
  const stem = m[1]!;
  if (!isWord(`${stem}ing`) || isWord(word.replace(/er(s?)$/, 'or$1'))) return false;
  // screen-er, shape-r, plan-n-er
  return [stem, `${stem}e`, /(.)\1$/.test(stem) ? stem.slice(0, -1) : ''].some((base) => base.length >= 3 && isWord(base));
}
