// Suggestions a dictionary or the language itself knows the misspelling of. Hunspell
// dictionaries list common misspellings as REP rules ("REP ss ß", "REP ^bonvivant
// bon_vivant", "REP a's$ a"), which Hunspell offers before any edit; and a few slips are
// so common in a language that their fix is known outright ("haiga" for "haya").

export interface ReplacementRule {
  from: string;
  to: string;
  /** Only where the word starts (`^` in the affix file) or ends (`$`). */
  atStart: boolean;
  atEnd: boolean;
}

/** The REP rules of an affix file; "_" stands for a space, a trailing "#" starts a comment. */
export function replacementRules(aff: string): ReplacementRule[] {
  const out: ReplacementRule[] = [];
  for (const line of aff.split('\n')) {
    const m = /^REP\s+(\S+)\s+(\S+)/.exec(line.replace(/\s+#.*$/, ''));
    if (!m) continue;
    let from = m[1]!;
    const atStart = from.startsWith('^');
    const atEnd = from.endsWith('$');
    from = from.slice(atStart ? 1 : 0, atEnd ? -1 : undefined);
    if (!from) continue;
    out.push({ from: from.replace(/_/g, ' '), to: m[2]!.replace(/_/g, ' '), atStart, atEnd });
  }
  return out;
}

/** Every form one rule makes of `word` (lower case), in the rules' order. */
export function replacementCandidates(word: string, rules: readonly ReplacementRule[]): string[] {
  const out: string[] = [];
  for (const r of rules) {
    if (r.atStart || r.atEnd) {
      if (r.atStart && !word.startsWith(r.from)) continue;
      if (r.atEnd && !word.endsWith(r.from)) continue;
      if (r.atStart && r.atEnd && word !== r.from) continue;
      out.push(r.atStart ? r.to + word.slice(r.from.length) : word.slice(0, word.length - r.from.length) + r.to);
      continue;
    }
    for (let at = word.indexOf(r.from); at >= 0; at = word.indexOf(r.from, at + 1)) {
      out.push(word.slice(0, at) + r.to + word.slice(at + r.from.length));
    }
  }
  return out;
}

/**
 * French keeps c and g soft before a, o and u by writing ç and ge ("commençons",
 * "mangeons", "reçu"); a writer who forgets puts the hard letter ("mangons" was offered
 * "magnons" first, "changons" "chantons").
 */
export const softConsonantRulesFr: readonly ReplacementRule[] = [
  ...['a', 'o', 'u'].map((v) => ({ from: `c${v}`, to: `ç${v}`, atStart: false, atEnd: false })),
  ...['a', 'o'].map((v) => ({ from: `g${v}`, to: `ge${v}`, atStart: false, atEnd: false })),
];

/**
 * German writes by sound where the dictionary's REP table does not reach: a final -ig
 * spoken as -ich and the other way round ("ziemlig", "wenich"), and the lengthening h after
 * an umlaut left out ("wärend", "fröhlich" as "frölich").
 */
export const soundRulesDe: readonly ReplacementRule[] = [
  { from: 'ig', to: 'ich', atStart: false, atEnd: true },
  { from: 'ich', to: 'ig', atStart: false, atEnd: true },
  { from: 'ik', to: 'ig', atStart: false, atEnd: true },
  ...['ä', 'ö', 'ü'].map((v) => ({ from: v, to: `${v}h`, atStart: false, atEnd: false })),
];

/** Slips whose fix a language's writers know, by dictionary language. */
export const knownSlips: Readonly<Record<string, ReadonlyMap<string, string>>> = {
  es: new Map([
    // the popular subjunctive of "haber"
    ['haiga', 'haya'],
    ['haigas', 'hayas'],
    ['haigamos', 'hayamos'],
    ['haigan', 'hayan'],
    // "habemos" for the auxiliary "hemos" ("habemos llegado"), not "habremos"
    ['habemos', 'hemos'],
  ]),
  pt: new Map([
    // the Brazilian singular, which European Portuguese writes "carácter" (both say "caracteres");
    // the plural one letter away came first
    ['caractere', 'carácter'],
    // phrases run together so often that the split comes before any slip of one letter
    // ("apartir" is no "apartar")
    ['apartir', 'a partir'],
    ['derrepente', 'de repente'],
    ['porisso', 'por isso'],
  ]),
  it: new Map([
    // "un po'" is "un poco" cut short: an apostrophe, not an accent
    ['pò', "po'"],
    // "qual è" drops its "e" without an apostrophe
    ["qual'è", 'qual è'],
    ["qual'era", 'qual era'],
    // "qualcun altro" is masculine, elided only before a feminine ("qualcun'altra")
    ["qualcun'altro", 'qualcun altro'],
    // the classic slips of Italian writers, whose fix lies past a nearer word ("protio", "quare")
    // or two edits away in a long word
    ['propio', 'proprio'],
    ['propia', 'propria'],
    ['propi', 'propri'],
    ['propie', 'proprie'],
    ['quore', 'cuore'],
    ['daccordo', "d'accordo"],
    ['metereologia', 'meteorologia'],
    ['metereologico', 'meteorologico'],
    // the "neither … nor" conjunction, with its acute accent ("ne", the pronoun, was offered first)
    ['nè', 'né'],
    // the adverbs of place take no accent ("qua", "su"; "qui" came first)
    ['quà', 'qua'],
    ['sù', 'su'],
  ]),
};

/**
 * Portuguese spelt as before the Orthographic Agreement of 1990 ("actual", "detectar",
 * "adopção"): the fix drops the silent c or p before c, ç or t, and it comes before a word one
 * letter away ("detestar" was offered first for "detectar", "restos" for "rectos").
 */
export function silentConsonantFixesPt(word: string): string[] {
  return [...word.matchAll(/[cp](?=[cçt])/giu)].map((m) => word.slice(0, m.index) + word.slice(m.index + 1));
}
