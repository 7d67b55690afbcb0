// Dutch participles of verbs the dictionary lists without them, mostly loans: the past
// participle of a weak verb ("patchen" → "gepatcht", "emuleren" → "geëmuleerd",
// "authenticeren" → "geauthenticeerd") and the inflected present participle ("triggeren" →
// "het triggerende pakket"). The past participle ends in -t after a stem ending in one of
// 't kofschip's consonants (t, k, f, s, ch, p) as the infinitive writes it, and in -d
// otherwise, so "gepatched" is still flagged.

// the infinitives a stem may come from: "patch" → "patchen", "emuleer" → "emuleren" (a long
// vowel is written once in an open syllable), "klik" → "klikken", "leef" → "leven"
function infinitives(stem: string): string[] {
  const out = [`${stem}en`];
  const long = /^(.*)(aa|ee|oo|uu)([^aeiou])$/u.exec(stem);
  if (long) {
    const voiced = long[3] === 'f' ? 'v' : long[3] === 's' ? 'z' : long[3]!;
    out.push(`${long[1]}${long[2]![0]}${long[3]}en`, `${long[1]}${long[2]![0]}${voiced}en`);
  }
  if (/[^aeiou][aeiou][bcdfgklmnprstvz]$/u.test(stem)) out.push(`${stem}${stem.slice(-1)}en`);
  return out;
}

export function isParticipleNl(word: string, isWord: (w: string) => boolean): boolean {
  const lower = word.toLowerCase();
  const present = /^(\p{L}{2,})ende$/u.exec(lower);
  if (present && isWord(`${present[1]}end`) && isWord(`${present[1]}en`)) return true;
  const past = /^ge(\p{L}{3,})([td])e?$/u.exec(lower);
  if (!past) return false;
  // "ge" before e or i puts a diaeresis on it: "geëmuleerd", "geïnstalleerd", not "geemuleerd"
  if (/^(?:e|i(?!j))/u.test(past[1]!)) return false;
  const stem = past[1]!.replace(/^ë/u, 'e').replace(/^ï/u, 'i');
  if (/[td]$/u.test(stem)) return false;
  // a verb with an inseparable prefix takes no "ge" ("betaald", not "gebetaald")
  const inseparable = /^(?:be|ge|her|ont|ver|er)(\p{L}{3,})$/u.exec(stem)?.[1];
  if (inseparable && infinitives(inseparable).some(isWord)) return false;
  // the consonant before the infinitive's -en decides ("leven" → "geleefd", "klikken" → "geklikt")
  return infinitives(stem).some((inf) => past[2] === (/(?:ch|[kfsp])en$/u.test(inf) ? 't' : 'd') && isWord(inf));
}
