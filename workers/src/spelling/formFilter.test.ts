import { describe, expect, it } from 'vitest';
import { loadHunspell } from './dictionaries.node.js';
import { AffixChecker } from './affixChecker.js';
import { alphabetOf, editsOf } from './candidateEdits.js';
import type { DictionaryId } from './dictionaryIds.js';
import { FormFilter } from './formFilter.js';
import { parseHunspell } from './hunspellAffixes.js';

// The filter may only turn away what the checker would: if it turned a word away that the
// checker accepts, suggestions would silently lose it. The reference checker never builds the
// filter (its compounds are then checked without it, as before the filter), so it answers as
// the checker did before.

const aff = `SET UTF-8
PFX R Y 1
PFX R 0 re .
PFX D Y 1
PFX D e dé e
SFX S Y 2
SFX S 0 s [^s]
SFX S y ies y
SFX T Y 1
SFX T 0 ment/S e
SFX X Y 1
SFX X r tion/S r
`;
const dic = `6
chante/RST
mange/S
party/S
écrire/R
entrer/DX
bus
`;

describe('FormFilter', () => {
  it('holds every root with its suffixes and finds every prefixed form', () => {
    const filter = new FormFilter(parseHunspell(aff, dic));
    for (const w of ['chante', 'chantes', 'chantement', 'chantements', 'manges', 'parties', 'bus', 'entrertions']) {
      expect(filter.holds(w), w).toBe(w !== 'entrertions');
    }
    for (const w of ['rechante', 'rechantes', 'reécrire', 'déntrer', 'déntretions', 'entretions']) expect(filter.mayBeForm(w), w).toBe(true);
    for (const w of ['chanter', 'buss', 'mangement', 'xyz']) expect(filter.mayBeForm(w), w).toBe(false);
  });

  it('tells roots apart by as many letters as a condition reads, beyond what is stripped', () => {
    // the groups that fit a root are kept by its last three letters: "ler" and "ier" differ
    // where the strip ("er") does not
    const conditions = `SET UTF-8
SFX V Y 3
SFX V er ons [^i]er
SFX V ier yons ier
SFX V 0 s .
`;
    const filter = new FormFilter(parseHunspell(conditions, '4\nparler/V\nplier/V\naller/V\nrelier/V\n'));
    for (const w of ['parlons', 'allons', 'plyons', 'relyons', 'parlers', 'pliers']) expect(filter.holds(w), w).toBe(true);
    for (const w of ['plions', 'relions', 'parlyons', 'allyons']) expect(filter.holds(w), w).toBe(false);
  });

  it('lets the checker take a second suffix only where the first one allows it', () => {
    const checker = new AffixChecker(parseHunspell(aff, dic));
    for (const w of ['chantements', 'entretions', 'parties']) expect(checker.check(w), w).toBe(true);
    // "s" may follow "ment" and "tion", not "s"; "mange" takes no "ment"
    for (const w of ['chantess', 'mangements', 'entretionss']) expect(checker.check(w), w).toBe(false);
  });

  it('lets a prefix pass on the suffixes of its continuation, the empty prefix too', () => {
    // as French makes its units: "mètre" takes the plural only through a prefix
    const units = `SET UTF-8
PFX U Y 2
PFX U 0 0/P .
PFX U 0 kilo/P .
SFX P Y 1
SFX P 0 s [^s]
`;
    const parsed = parseHunspell(units, '2\nmètre/U\nlitre\n');
    const checker = new AffixChecker(parsed);
    for (const w of ['mètre', 'mètres', 'kilomètre', 'kilomètres']) expect(checker.check(w), w).toBe(true);
    // the plural is the prefix's to give: a root without its flag, or a suffix twice, is no word
    for (const w of ['litres', 'mètress', 'kilolitres', 'kilomètress']) expect(checker.check(w), w).toBe(false);
    const filter = new FormFilter(parsed);
    for (const w of ['mètres', 'kilomètres']) expect(filter.mayBeForm(w), w).toBe(true);
  });

  it('gives the checker the same answer as checking alone, for every edit of a word', () => {
    const parsed = parseHunspell(aff, dic);
    const checker = new AffixChecker(parsed);
    checker.finishFilter();
    const reference = new AffixChecker(parsed);
    const alphabet = [...'abcdeimnoprstyé'];
    for (const word of ['chante', 'rechantes', 'parties', 'déntretions', 'Mange']) {
      for (const e of editsOf(word, alphabet)) expect(checker.checkCandidate(e), e).toBe(reference.check(e));
    }
  });
});

const words: Array<[DictionaryId, string[]]> = [
  // accents, suffixes, elisions, prefixes ("re", "ri", "des")
  ['fr', ['fenetre', 'maison', 'porte', 'developpement', 'Passing', 'reecrire', 'milisecondes', 'grames']],
  ['it', ['perche', 'riscrivere', 'Sistema']],
  ['es', ['configuracion', 'Deshacer']],
  // compounds, capitalised nouns and a linking "s"
  ['de', ['Strasse', 'Arbeitsplatz', 'Ausgabesteuer', 'Druckerwarteschlange']],
  // nl: compounds placed by the dictionary's flags, a vowel clash, unplaced nouns, numbers
  ['nl', ['gebruikersnaam', 'Eigenlik', 'ziekehuis', 'zeeegel', 'installatiemap', 'eenentwintig']],
];

describe('the filtered check on real dictionaries', () => {
  it.each(words)('accepts exactly the edits the %s checker accepts', async (id, list) => {
    const files = await loadHunspell(id);
    const decode = (b: Uint8Array) => new TextDecoder().decode(b);
    const parsed = parseHunspell(decode(files.aff), decode(files.dic));
    const options = { strictCompounds: id === 'nl' };
    const checker = new AffixChecker(parsed, options);
    checker.finishFilter();
    const reference = new AffixChecker(parsed, options);
    const alphabet = alphabetOf(parsed.roots.keys());
    let accepted = 0;
    for (const word of list) {
      for (const e of new Set(editsOf(word, alphabet))) {
        const ok = reference.check(e);
        if (ok) accepted++;
        if (checker.checkCandidate(e) !== ok) expect.fail(`${id} "${e}" (an edit of "${word}"): check ${ok}`);
      }
    }
    // the edits hold real words, so the comparison covers accepted words too
    expect(accepted).toBeGreaterThan(list.length);
  }, 60_000);
});

describe('the filter built in slices', () => {
  it('takes many short steps and holds what the filter built at once holds', async () => {
    // Italian's filter is large enough to be built region by region, which is sliced too
    const files = await loadHunspell('it');
    const decode = (b: Uint8Array) => new TextDecoder().decode(b);
    const parsed = parseHunspell(decode(files.aff), decode(files.dic));
    const whole = new FormFilter(parsed);
    const sliced = new FormFilter(parsed, true);
    let steps = 1;
    // no time at all still takes one step
    while (!sliced.buildFor(0)) steps++;
    expect(steps).toBeGreaterThan(20);
    expect(sliced.byteSize).toBe(whole.byteSize);
    const alphabet = alphabetOf(parsed.roots.keys());
    for (const word of ['perche', 'riscrivere', 'Sistema', 'cantavamo']) {
      for (const e of editsOf(word, alphabet)) expect(sliced.mayBeForm(e), e).toBe(whole.mayBeForm(e));
    }
  }, 60_000);

  it('is prepared by the checker after the work at hand, which answers without it meanwhile', async () => {
    const parsed = parseHunspell(aff, dic);
    const checker = new AffixChecker(parsed);
    checker.prepareFilter();
    expect(checker.filterReady).toBe(false);
    expect(checker.checkCandidate('rechantes')).toBe(true);
    expect(checker.checkCandidate('chanter')).toBe(false);
    while (!checker.filterReady) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(checker.checkCandidate('rechantes')).toBe(true);
    expect(checker.checkCandidate('chanter')).toBe(false);
  });
});
