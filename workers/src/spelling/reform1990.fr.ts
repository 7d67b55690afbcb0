// The French spelling rectifications of 1990 (taught in schools since 2016, accepted by the
// Académie beside the older forms) drop the circumflex on i and u: "connaitre", "il apparait",
// "une chaine", "le cout". The dictionary lists the older forms only, so a word is accepted when
// putting the circumflex back on one i or u makes a word. The rectifications keep it where it
// tells words apart: the endings of the passé simple and of the imperfect subjunctive ("nous
// fîmes", "qu'il fût"), "dû" and "mû", and "mûr", "sûr", "jeûne" with their forms.

const HAT: Readonly<Record<string, string>> = { i: 'î', u: 'û', I: 'Î', U: 'Û' };

// the hat, at `at`, on a verb ending it keeps: "-îmes", "-îtes", "-ûmes", "-ûtes", and a final
// "-ît" or "-ût" after neither a nor o ("fît", "eût"; "il connait" and "le gout" lose theirs)
function keepsHat(hatted: string, at: number): boolean {
  const rest = hatted.slice(at + 1).toLowerCase();
  if (rest === 'mes' || rest === 'tes') return true;
  return rest === 't' && !/[ao]/i.test(hatted[at - 1] ?? '');
}

const KEPT_WORDS = /^(?:dû|mû|mûr|sûr|jeûn)/i;

export function isReformSpellingFr(word: string, isWord: (w: string) => boolean): boolean {
  for (let at = 0; at < word.length; at++) {
    const hat = HAT[word[at]!];
    if (!hat) continue;
    const hatted = word.slice(0, at) + hat + word.slice(at + 1);
    if (keepsHat(hatted, at) || KEPT_WORDS.test(hatted)) continue;
    if (isWord(hatted)) return true;
  }
  return false;
}
