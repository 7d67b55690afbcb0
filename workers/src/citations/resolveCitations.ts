import { surnameKey } from './authorNames.js';
import type { CitationGroup, CitationItem } from './inTextCitations.js';
import type { BibliographyEntry, ParsedReference } from './types.js';

/** A citation item with the bibliography entry it points at, or what is wrong with it. */
export interface ResolvedItem {
  group: CitationGroup;
  item: CitationItem;
  entry?: BibliographyEntry;
  /** `orphan`: no entry; `year`/`author`: the entry that was meant disagrees on that field. */
  problem?: 'orphan' | 'year' | 'author';
  /** For an orphan: the report source (absent from the reference list) it names. */
  sourceId?: number;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

function firstAuthorKey(entry: BibliographyEntry): string {
  const a = entry.parsed.authors[0];
  return a ? surnameKey(a.family) : '';
}

/** The start of the sentence that holds `pos`, looking back at most 1,000 characters. */
function sentenceStart(text: string, pos: number): number {
  const from = Math.max(0, pos - 1000);
  const re = /[.!?]\s+(?=[“"(\p{Lu}])|\n/gu;
  re.lastIndex = from;
  let start = from;
  for (let m = re.exec(text); m && m.index < pos; m = re.exec(text)) start = m.index + m[0].length;
  return start;
}

/** "The World Health Organization" also tries "World Health Organization", "Health Organization"… */
function candidateKeys(name: string): string[] {
  const words = name.split(' ');
  return words.map((_, i) => surnameKey(words.slice(i).join(' ')));
}

function resolveAuthorItem(item: CitationItem, entries: BibliographyEntry[]): Omit<ResolvedItem, 'group' | 'item'> {
  // "Centers for Disease Control and Prevention" reads as two names joined by "and"
  const keys = [...candidateKeys(item.names[0] ?? ''), ...(item.names.length === 2 ? [surnameKey(item.names.join(' and '))] : [])];
  const key = keys.find((k) => entries.some((e) => firstAuthorKey(e) === k)) ?? keys[0]!;
  const sameAuthor = entries.filter((e) => firstAuthorKey(e) === key);
  if (sameAuthor.length > 0) {
    if (!item.year) return { entry: sameAuthor[0]! };
    // "(Lind, in press)" finds the entry in press, which has no year
    if (/^(?:in press|forthcoming)$/.test(item.year)) {
      const pending = sameAuthor.find((e) => e.parsed.status === item.year);
      return pending ? { entry: pending } : sameAuthor.length === 1 ? { entry: sameAuthor[0]!, problem: 'year' } : { problem: 'orphan' };
    }
    // "1900/2010" names the edition of 2010
    const year = item.year === 'n.d.' ? undefined : item.year.replace(/^\d{4}\//, '').replace(/[a-z]$/, '');
    // "2017b" names the entry lettered b, when the list letters its entries.
    const letter = /[a-z]$/.exec(item.year)?.[0];
    const exact =
      sameAuthor.find((e) => e.parsed.year === year && letter !== undefined && e.parsed.yearSuffix === letter) ??
      sameAuthor.find((e) => e.parsed.year === year);
    if (exact) return { entry: exact };
    if (sameAuthor.length === 1) return { entry: sameAuthor[0]!, problem: 'year' };
    return { problem: 'orphan' };
  }
  if (key.length >= 4) {
    const near = entries.filter(
      (e) =>
        (!item.year || e.parsed.year === item.year.replace(/[a-z]$/, '')) &&
        Math.abs(key.length - firstAuthorKey(e).length) <= 2 &&
        editDistance(key, firstAuthorKey(e)) <= 2,
    );
    if (near.length === 1) return { entry: near[0]!, problem: 'author' };
  }
  return { problem: 'orphan' };
}

const titleKey = (title: string): string => surnameKey(title);

/**
 * The entry without an author whose title the citation gives, whole or shortened ("Rising
 * Water" for "Rising water: Towns and tides"), in any case; the year tells apart two.
 */
function entryByTitle(title: string, year: string | undefined, entries: BibliographyEntry[]): BibliographyEntry | undefined {
  const key = titleKey(title);
  if (key.length < 3) return undefined;
  const matches = entries.filter((e) => e.parsed.authors.length === 0 && e.parsed.title && titleKey(e.parsed.title).startsWith(key));
  return matches.find((e) => !year || e.parsed.year === year.replace(/[a-z]$/, '')) ?? (matches.length === 1 ? matches[0] : undefined);
}

const titleWords = (title: string): string[] => title.split(/\s+/).map(surnameKey).filter(Boolean);

/**
 * The title a citation read as names would be, had its quotation marks been left off: one name
 * ("Rising Water") or two joined by "and" or "&" ("Tides and Towns"); a longer list is names.
 */
function writtenTitle(item: CitationItem): string | undefined {
  if (item.etAl || item.sharedAuthor || item.abbreviated) return undefined;
  if (item.names.length === 1) return item.names[0];
  if (item.names.length === 2 && item.joiner) return item.names.join(item.joiner === '&' ? ' & ' : ' and ');
  return undefined;
}

/** The entries without an author, each with the words of its title, by the first of them. */
type TitledEntries = Map<string, { entry: BibliographyEntry; words: string[] }[]>;

function titledEntries(entries: BibliographyEntry[]): TitledEntries {
  const out: TitledEntries = new Map();
  for (const entry of entries) {
    if (entry.parsed.authors.length > 0 || !entry.parsed.title) continue;
    const words = titleWords(entry.parsed.title);
    if (words.length === 0) continue;
    const list = out.get(words[0]!) ?? [];
    list.push({ entry, words });
    out.set(words[0]!, list);
  }
  return out;
}

/**
 * The entry without an author whose title opens with the words of a citation that names no
 * author: (Rising Water 4) for "Rising Water." Whole words, at least two, so that "(Tide 4)"
 * does not find "Tides and towns" nor "(Revision 42)" an entry "Revision"; and a page or year,
 * as words in parentheses alone ("(The MIT License)") are prose far more often than a citation.
 */
function entryByUnquotedTitle(item: CitationItem, title: string, titled: TitledEntries): BibliographyEntry | undefined {
  const words = titleWords(title);
  if (words.length < 2 || (!item.year && !item.locator)) return undefined;
  const year = item.year?.replace(/[a-z]$/, '');
  const matches = (titled.get(words[0]!) ?? []).filter((t) => words.every((w, i) => t.words[i] === w) && (!year || t.entry.parsed.year === year));
  return matches.length === 1 ? matches[0]!.entry : undefined;
}

/**
 * The entry a number in the text cites: the entry with that number, or the n-th of a list
 * without numbers. In a list numbered but for some entries (a number the writer deleted), "[1]"
 * still finds the first entry when that one has no number.
 */
export function entryByNumber(entries: BibliographyEntry[]): (n: number) => BibliographyEntry | undefined {
  const byNumber = new Map<number, BibliographyEntry>();
  for (const e of entries) if (e.number !== undefined && !byNumber.has(e.number)) byNumber.set(e.number, e);
  return (n) => {
    if (byNumber.size === 0) return entries[n - 1];
    return byNumber.get(n) ?? (entries[n - 1]?.number === undefined ? entries[n - 1] : undefined);
  };
}

/**
 * Points every citation at its entry. Numbers find the numbered entry (or the n-th one);
 * names find the entry whose first author has that surname; a page alone finds the work
 * whose author the sentence names. A parenthesis of names alone that matches nothing is
 * taken for ordinary prose, not a citation.
 */
export function resolveCitations(
  text: string,
  groups: CitationGroup[],
  entries: BibliographyEntry[],
  notes: Map<number, unknown>,
  unlistedSources: Map<number, ParsedReference> = new Map(),
): ResolvedItem[] {
  const numberedEntry = entryByNumber(entries);
  let byTitle: TitledEntries | undefined;
  const out: ResolvedItem[] = [];
  for (const group of groups) {
    for (const item of group.items) {
      if (item.kind === 'note') {
        out.push(notes.has(item.number!) ? { group, item } : { group, item, problem: 'orphan' });
        continue;
      }
      if (item.kind === 'numeric') {
        const entry = numberedEntry(item.number!);
        // "[3]" in a document with endnotes points at note 3.
        if (!entry && notes.has(item.number!)) out.push({ group, item });
        else out.push(entry ? { group, item, entry } : { group, item, problem: 'orphan' });
        continue;
      }
      if (item.title !== undefined) {
        const entry = entryByTitle(item.title, item.year, entries);
        if (entry) out.push({ group, item, entry });
        // a quotation in parentheses with neither year nor page is prose
        else if (item.year || item.locator) out.push({ group, item, problem: 'orphan' });
        continue;
      }
      if (item.names.length === 0) {
        // A page for a work named earlier in the sentence.
        const sentence = text.slice(sentenceStart(text, item.start), item.start);
        const words = new Set((sentence.match(/\p{Lu}[\p{L}'’-]+/gu) ?? []).map(surnameKey));
        const entry = entries.find((e) => words.has(firstAuthorKey(e)));
        if (entry) out.push({ group, item, entry });
        continue;
      }
      const resolved: Omit<ResolvedItem, 'group' | 'item'> = resolveAuthorItem(item, entries);
      const title = resolved.problem === 'orphan' ? writtenTitle(item) : undefined;
      if (title !== undefined) byTitle ??= titledEntries(entries);
      const titled = title === undefined ? undefined : entryByUnquotedTitle(item, title, byTitle!);
      if (titled) {
        out.push({ group, item: { ...item, names: [], title: title!, unquotedTitle: true }, entry: titled });
        continue;
      }
      if (resolved.problem === 'orphan') {
        const key = surnameKey(item.names[0] ?? '');
        for (const [id, ref] of unlistedSources) {
          const first = ref.authors[0];
          if (first && surnameKey(first.family) === key && (!item.year || item.year.startsWith(ref.year ?? '-'))) {
            resolved.sourceId = id;
            break;
          }
        }
        if (resolved.sourceId === undefined && !item.year && !item.locator) continue;
      }
      out.push({ group, item, ...resolved });
    }
  }
  return out;
}
