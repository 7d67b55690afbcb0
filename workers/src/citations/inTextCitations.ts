import { authorJoiners } from './authorJoiners.js';
import type { CitationStyle } from './types.js';

/** One cited work inside a citation: "Smith et al., 2019, p. 4", "Brown 45", "[3]". */
export interface CitationItem {
  kind: 'author-date' | 'author-page' | 'numeric' | 'note';
  form: 'parenthetical' | 'narrative';
  /** Which style's punctuation the item follows; undefined for numbers and notes. */
  shape?: CitationStyle;
  names: string[];
  etAl: boolean;
  /** How the names were joined: "&" (APA parenthetical) or a word ("and", the Spanish "y"). */
  joiner?: '&' | 'and';
  year?: string;
  locator?: string;
  number?: number;
  /** One of several works by the same author written with the name once ("Smith, 2019, 2021"). */
  sharedAuthor?: boolean;
  /** The group author was written as the abbreviation the text introduced for it ("WOC"). */
  abbreviated?: boolean;
  /** A work without an author is cited by its (short) title: ("Rising Water," 2019). */
  title?: string;
  /** The title was written without its quotation marks and read as names first: (Rising Water 4). */
  unquotedTitle?: boolean;
  text: string;
  start: number;
  end: number;
}

/** Citations written together: one parenthesis, one bracket, or adjacent markers. */
export interface CitationGroup {
  id: string;
  start: number;
  end: number;
  text: string;
  items: CitationItem[];
}

// A particle is a word of its own: the "le" of "while Brown (2015)" is not one.
const particle = '(?:(?<!\\p{L})(?:van der|van|von|de la|de|da|di|del|le|la|du|dos) )?';
// A surname, or an organisation of up to five capitalised words ("World Health Organization").
const nameToken = `${particle}\\p{Lu}[\\p{L}'’-]+(?: (?:of |for |and the )?\\p{Lu}[\\p{L}'’-]+){0,4}`;
// "1900/2010": a reissued or translated work, first published, then the edition read
const yearPattern = '(?:1[5-9]\\d\\d|20\\d\\d)\\/(?:1[5-9]\\d\\d|20\\d\\d)|(?:1[5-9]\\d\\d|20\\d\\d)[a-z]?|n\\.d\\.|in press|forthcoming';
// `?` stands for a page the writer has still to fill in (the quotation fix leaves it).
// "pg." and "page" are read too, so that the format check can write them as the style does.
const locatorPattern = '(?:(?:pp?\\.|pgs?\\.?|pages?) ?)?(?:\\d+(?:\\s?[–-]\\s?\\d+)?|\\?)';
// After a name and year, the other places a work can be pointed at: "para. 4", "Table 2",
// "Chapter 3", "1:02:15" (a timestamp).
const labelledLocatorPattern =
  `(?:${locatorPattern}|(?:paras?\\.|¶¶?|chap\\.|[Cc]hapters?|[Tt]ables?|[Ff]igures?|[Ff]igs?\\.|sec\\.|[Ss]ections?|ll?\\.|lines?|col\\.|[Ss]lides?) ?\\d+(?:\\s?[–-]\\s?\\d+)?|\\d{1,2}:\\d{2}(?::\\d{2})?)`;

/** A locator that gives pages, which the styles write with their own labels; others stay as written. */
export function isPageLocator(locator: string): boolean {
  return pageLocatorRe.test(locator);
}
const pageLocatorRe = new RegExp(`^${locatorPattern}$`, 'u');

interface NamePatterns {
  item: RegExp;
  narrative: RegExp;
  /** Splits a list of names at its commas and joiners. */
  split: RegExp;
  /** A joining word between names. */
  wordJoiner: RegExp;
}

const namePatterns = new Map<string, NamePatterns>();

/** The patterns for names joined by `joiners` ("and", and the document language's own word). */
function patternsFor(joiners: readonly string[]): NamePatterns {
  const key = joiners.join('|');
  let p = namePatterns.get(key);
  if (!p) {
    // "et al" without its full stop is still a citation (the format check adds the stop).
    // a group author may bring in its abbreviation: "World Ocean Council [WOC], 2021"
    const names = `${nameToken}(?: \\[\\p{Lu}{2,10}\\])?(?:(?:,? & |,? (?:${key}) |, )${nameToken})*(?: et al\\.?)?`;
    p = {
      item: new RegExp(`^(${names})(?:(,)? (${yearPattern}))?((?:, (?:${yearPattern}))*)(?:,? (${labelledLocatorPattern}))?$`, 'u'),
      narrative: new RegExp(`(${names})\\s*$`, 'u'),
      split: new RegExp(`,? & |,? (?:${key}) |, `),
      wordJoiner: new RegExp(` (?:${key}) `),
    };
    namePatterns.set(key, p);
  }
  return p;
}

// Capitalised words that open a sentence before a narrative citation's names, in the seven languages.
const sentenceLead = new RegExp(
  `^(?:(?:${[
    'The', 'A', 'An', 'In', 'As', 'By', 'See', 'Unlike', 'Like', 'Following', 'Both',
    'Según', 'Como', 'Para', 'Conforme', 'Selon', 'Comme', 'Pour', "D'après", 'D’après', 'Laut', 'Nach', 'Gemäß', 'Wie',
    'Segundo', 'Secondo', 'Come', 'Per', 'Volgens', 'Zoals', 'Bij', 'Voor',
  ].join('|')}) )+`,
  'u',
);

// ("Rising Water," 2019), ("Rising Water" 4): a work without an author, by its title in quotation marks.
const titleItemRe = new RegExp(`^["“]([^"”]{2,150}?)[,.]?["”],? ?(?:(${yearPattern})(?:,? (${labelledLocatorPattern}))?|(${labelledLocatorPattern}))?$`, 'u');

const ABBREVIATION_DEFINED = / \[\p{Lu}{2,10}\]/u;
// A name of two or more words followed by its abbreviation in brackets or opening a parenthesis.
const abbreviationDefinition = new RegExp(`(?<!\\p{L})(\\p{Lu}[\\p{L}'’-]+(?: (?:of |for |and the |on )?\\p{Lu}[\\p{L}'’-]+){1,6}) [[(](\\p{Lu}{2,10})(?=[\\],)])`, 'gu');

const pageOnlyRe = new RegExp(`^(?:(${yearPattern})(?:, )?)?(${locatorPattern})?$`, 'u');
const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹';

function splitNames(names: string, p: NamePatterns): { names: string[]; etAl: boolean; joiner?: '&' | 'and' } {
  const etAl = / et al\.?$/.test(names);
  const core = names.replace(/ et al\.?$/, '').replace(ABBREVIATION_DEFINED, '');
  const joiner = / & /.test(core) ? '&' : p.wordJoiner.test(core) ? 'and' : undefined;
  const list = core.split(p.split).map((n) => n.trim()).filter(Boolean);
  return joiner ? { names: list, etAl, joiner } : { names: list, etAl };
}

/** Capitalised words that open parentheses of prose, not citations: "(Figure 2)", "(March 2019)". */
const notAuthors = new Set(
  (
    'figure fig table chapter chap section sect appendix page part volume vol step phase equation eq note box exhibit ' +
    'study experiment week day year grade level model version article act room group trial item question line verse ' +
    'january february march april may june july august september october november december spring summer autumn fall winter ' +
    'in since from until before after about around circa see between during by as at on of the a an and or for to with'
  ).split(' '),
);

/** Words before the work that belong to the sentence, not the citation: "(see Hale, 2009)". */
const itemPrefix = /^(?:as cited in|see also|see|e\.g\.,|i\.e\.,|for example,|cf\.) /;

function parseItem(raw: string, start: number, p: NamePatterns): CitationItem[] | undefined {
  const trimmed = raw.trim();
  const prefix = itemPrefix.exec(trimmed)?.[0] ?? '';
  const text = trimmed.slice(prefix.length);
  const offset = start + raw.indexOf(trimmed) + prefix.length;
  const titled = titleItemRe.exec(text);
  if (titled) {
    const [, title, year] = titled;
    const locator = titled[3] ?? titled[4];
    const item: CitationItem = {
      kind: year ? 'author-date' : 'author-page', form: 'parenthetical', names: [], etAl: false, title: title!,
      text, start: offset, end: offset + text.length,
    };
    if (year) item.year = year;
    if (locator) item.locator = locator;
    return [item];
  }
  const m = p.item.exec(text);
  if (!m) return undefined;
  const { names, etAl, joiner } = splitNames(m[1]!, p);
  if (notAuthors.has(names[0]!.toLowerCase())) return undefined;
  const year = m[3];
  const moreYears = m[4] ? m[4].split(', ').filter(Boolean) : [];
  const locator = m[5];
  // A four-digit number in an MLA citation is a page, not a year, only when no year came first.
  let shape: CitationStyle;
  if (year) shape = m[2] ? 'APA' : 'Chicago';
  else shape = 'MLA';
  const item: CitationItem = {
    kind: year ? 'author-date' : 'author-page',
    form: 'parenthetical',
    shape,
    names,
    etAl,
    text,
    start: offset,
    end: offset + text.length,
  };
  if (joiner) item.joiner = joiner;
  if (year) item.year = year;
  if (locator) item.locator = locator;
  if (moreYears.length === 0) return [item];
  // "Smith, 2019, 2021": two works by one author, written once; each year is its own item.
  return [item, ...moreYears.map((y) => ({ ...item, year: y }))].map((i) => ({ ...i, sharedAuthor: true }));
}

function expandNumbers(list: string): number[] {
  const out: number[] = [];
  for (const part of list.split(/\s*,\s*/)) {
    const range = /^(\d+)\s*[–-]\s*(\d+)$/.exec(part);
    if (range) {
      const a = Number(range[1]);
      const b = Number(range[2]);
      for (let n = a; n <= b && n - a < 100; n++) out.push(n);
    } else if (/^\d+$/.test(part)) out.push(Number(part));
  }
  return out;
}

const numericBracketRe = /\[(\d+(?:\s*[,–-]\s*\d+)*)(?:,\s*((?:pp?\.|pgs?\.?|pages?) ?\d+(?:\s?[–-]\s?\d+)?))?\]/g;

// Words after which "(1)" names an equation, a step or an item of a list, or is governed by a
// preposition as equations are ("into (1)"), rather than citing a numbered reference.
const beforeNumberedThing = new Set(
  (
    'equation equations eq eqs formula expression inequality step steps item items case cases condition conditions ' +
    'figure fig table line lines rule stage phase part chapter section page note model hypothesis claim lemma theorem ' +
    'and or of in into by from to with see using via than as at on for under per the a an between'
  ).split(' '),
);

/**
 * The numbers of "(1)", "(1, 2)" or "(1–3)" when it cites a numbered reference list: every
 * number has an entry, it follows a word that is not an equation's or a list's ("years (1).")
 * and ends its clause. "(1) rainfall and (2) prices" and "equation (1)" are not citations.
 */
function numbersCited(body: string, open: number, paren: string, listNumbers: ReadonlySet<number>): number[] | undefined {
  const inner = paren.slice(1, -1);
  if (!/^\d{1,4}(?:\s*[,–-]\s*\d{1,4})*$/.test(inner)) return undefined;
  const after = body[open + paren.length];
  if (after !== undefined && !/[.,;:!?\n]/.test(after)) return undefined;
  const word = /(\p{L}+)\.?[”’"']? +$/u.exec(body.slice(Math.max(0, open - 40), open))?.[1];
  if (!word || beforeNumberedThing.has(word.toLowerCase())) return undefined;
  const numbers = expandNumbers(inner);
  return numbers.length > 0 && numbers.every((n) => listNumbers.has(n)) ? numbers : undefined;
}

/**
 * Every citation in the body, grouped, in text order. Without endnotes in the document, a
 * superscript counts as a note marker only after punctuation ("sooner.¹"), so that "40 m²"
 * stays a unit. `listNumbers` are the numbers of a numbered reference list, which "(1)" may cite.
 */
export function findCitations(
  text: string,
  bodyEnd: number,
  hasNotes = false,
  language = 'en',
  listNumbers: ReadonlySet<number> = new Set(),
): CitationGroup[] {
  const body = text.slice(0, bodyEnd);
  const p = patternsFor(authorJoiners(language));
  const groups: Omit<CitationGroup, 'id'>[] = [];

  for (const m of body.matchAll(/\(([^()\n]{1,300})\)/g)) {
    const open = m.index;
    const inner = m[1]!;
    const innerStart = open + 1;
    const numbers = listNumbers.size > 0 ? numbersCited(body, open, m[0], listNumbers) : undefined;
    if (numbers) {
      const items = numbers.map<CitationItem>((n) => ({
        kind: 'numeric', form: 'parenthetical', names: [], etAl: false, number: n,
        text: m[0], start: open, end: open + m[0].length,
      }));
      groups.push({ start: open, end: open + m[0].length, text: m[0], items });
      continue;
    }
    const pageOnly = pageOnlyRe.exec(inner.trim());
    if (pageOnly && (pageOnly[1] || pageOnly[2])) {
      const before = body.slice(Math.max(0, open - 120), open);
      const narrative = pageOnly[1] ? p.narrative.exec(before) : null;
      if (narrative) {
        // "The World Health Organization (2020)", "Según Twenge (2017)": the article, or the
        // "according to" of the document's language, belongs to the sentence.
        let lead = sentenceLead.exec(narrative[1]!)?.[0] ?? '';
        // Several authors end with "and" or "&"; without one, "Earlier, Lund (2017)" cites Lund alone.
        const comma = narrative[1]!.lastIndexOf(', ');
        if (comma >= 0 && !/ & /.test(narrative[1]!) && !p.wordJoiner.test(narrative[1]!)) lead = narrative[1]!.slice(0, comma + 2);
        const start = open - before.length + narrative.index + lead.length;
        const { names, etAl, joiner } = splitNames(narrative[1]!.slice(lead.length), p);
        const end = open + m[0].length;
        const item: CitationItem = {
          kind: 'author-date', form: 'narrative', names, etAl, year: pageOnly[1]!,
          text: body.slice(start, end), start, end,
        };
        if (joiner) item.joiner = joiner;
        if (pageOnly[2]) item.locator = pageOnly[2];
        groups.push({ start, end, text: item.text, items: [item] });
      } else if (!pageOnly[1] && pageOnly[2]) {
        // "(47)" or "(p. 47)": a page for a work named earlier in the sentence.
        const item: CitationItem = {
          kind: 'author-page', form: 'narrative', names: [], etAl: false, locator: pageOnly[2],
          text: m[0], start: open, end: open + m[0].length,
        };
        groups.push({ start: open, end: item.end, text: m[0], items: [item] });
      }
      continue;
    }
    const items: CitationItem[] = [];
    let pos = innerStart;
    let ok = true;
    for (const part of inner.split(';')) {
      const parsed = parseItem(part, pos, p);
      pos += part.length + 1;
      if (!parsed) {
        ok = false;
        break;
      }
      items.push(...parsed);
    }
    if (ok && items.length > 0) groups.push({ start: open, end: open + m[0].length, text: m[0], items });
  }

  // "[2, p. 14]": the page goes with the last number
  for (const m of body.matchAll(numericBracketRe)) {
    const items = expandNumbers(m[1]!).map<CitationItem>((n) => ({
      kind: 'numeric', form: 'parenthetical', names: [], etAl: false, number: n,
      text: m[0], start: m.index, end: m.index + m[0].length,
    }));
    if (m[2] && items.length) items[items.length - 1]!.locator = m[2];
    if (items.length) groups.push({ start: m.index, end: m.index + m[0].length, text: m[0], items });
  }
  const supRe = hasNotes
    ? new RegExp(`(?<=[\\p{L}.,;:!?”"')])([${superscripts}]+)`, 'gu')
    : new RegExp(`(?<=[.,;:!?”"')])([${superscripts}]+)`, 'gu');
  for (const m of body.matchAll(supRe)) {
    const n = Number([...m[1]!].map((c) => superscripts.indexOf(c)).join(''));
    const item: CitationItem = {
      kind: 'note', form: 'parenthetical', names: [], etAl: false, number: n,
      text: m[0], start: m.index, end: m.index + m[0].length,
    };
    groups.push({ start: item.start, end: item.end, text: m[0], items: [item] });
  }
  for (const m of body.matchAll(/\[\^(\d+)\](?!:)/g)) {
    const item: CitationItem = {
      kind: 'note', form: 'parenthetical', names: [], etAl: false, number: Number(m[1]),
      text: m[0], start: m.index, end: m.index + m[0].length,
    };
    groups.push({ start: item.start, end: item.end, text: m[0], items: [item] });
  }

  // "(WOC, 2022)" after "World Ocean Council [WOC]" or "World Ocean Council (WOC, 2021)" cites the council
  const abbreviations = new Map<string, string>();
  for (const m of body.matchAll(abbreviationDefinition)) abbreviations.set(m[2]!, m[1]!.replace(sentenceLead, ''));
  for (const g of groups) {
    for (const item of g.items) {
      const full = item.names.length === 1 ? abbreviations.get(item.names[0]!) : undefined;
      if (full) {
        item.names = [full];
        item.abbreviated = true;
      }
    }
  }

  groups.sort((a, b) => a.start - b.start);
  // Markers separated only by spaces cite together ("[2][3]", "(Lee, 2020) (Kim, 2021)").
  const merged: Omit<CitationGroup, 'id'>[] = [];
  for (const g of groups) {
    const last = merged[merged.length - 1];
    if (last && g.start >= last.end && /^\s*$/.test(body.slice(last.end, g.start)) && g.items[0]!.form === 'parenthetical' && last.items[0]!.form === 'parenthetical') {
      last.items.push(...g.items);
      last.end = g.end;
      last.text = body.slice(last.start, last.end);
    } else if (!last || g.start >= last.end) {
      merged.push({ ...g, items: [...g.items] });
    }
  }
  return merged.map((g, i) => ({ ...g, id: `cg-${i + 1}` }));
}
