// German negates an adjective or a participle with "un" ("unkonfigurierte", "unerweiterten",
// "unerklärbare", "ungünstigerweise") and repeats or undoes a verb in -ieren with "re", "de"
// or "ko" ("rekomprimiert", "dekonfiguriert", "koinstallierbar"), far more freely than the
// dictionary lists. Such a word is accepted when the word after the prefix is, and ends as
// an adjective, a participle or a form of the -ieren verb does.

// (a weak participle has "ge", an inseparable prefix or -iert, so that a past tense such as
// "machte" is no participle; a strong one ends in -en after "ge"; an infinitive takes no "un")
const ENDING = '(?:e|en|er|es|em)?';
const UN = new RegExp(
  `^un((?:\\p{Ll}*ge|be|ent|emp|er|ver|zer)\\p{Ll}{2,}t${ENDING}|\\p{Ll}{3,}iert${ENDING}|\\p{Ll}{4,}(?:end|bar|ig|lich|isch|sam|haft|weise)${ENDING}|\\p{Ll}*ge\\p{Ll}{2,}en${ENDING})$`,
  'u',
);
const IEREN = /^(?:re|de|ko)(\p{Ll}{3,}ier(?:en|e|st|t|te|ten|tet|test|end|bar|ung|ungen)(?:e|en|er|es|em)?)$/u;

export function isPrefixedDe(word: string, isWord: (w: string) => boolean): boolean {
  const lower = word.toLowerCase();
  const rest = UN.exec(lower)?.[1] ?? IEREN.exec(lower)?.[1];
  return rest !== undefined && !rest.startsWith('un') && isWord(rest);
}
