import { authorJoiners } from './authorJoiners.js';
import { parseAuthorList, parseNaturalNames } from './authorNames.js';
import { entryLabel } from './entryLabel.js';
import type { ParsedReference } from './types.js';

const monthNames = [
  'january', 'february', 'march', 'april', 'may', 'june',
  'july', 'august', 'september', 'october', 'november', 'december',
];

function monthNumber(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const i = monthNames.findIndex((m) => m.startsWith(w.slice(0, 3)) && m.startsWith(w.slice(0, Math.min(w.length, m.length))));
  return i >= 0 ? i + 1 : undefined;
}

const trailingPunct = /[.,;:]+$/;
const doiPattern = /(?:https?:\/\/(?:dx\.)?doi\.org\/|\bdoi:\s*)?(10\.\d{4,9}\/[^\s"“”<>]+)/i;
const urlPattern = /(?:Retrieved from |Available at:? )?https?:\/\/[^\s"“”<>]+/i;
// MLA 9 leaves "https://" off: "coastalreview.org/rising-water" or "www.example.org" ends the entry.
const bareUrlPattern = /(?<![\w@/.-])(?:www\.[a-z0-9-]+(?:\.[a-z0-9-]+)+|[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,24}\/)[^\s"“”<>]*$/i;
const yearToken = '(?:1[5-9]\\d\\d|20\\d\\d)';

/** Removes paired `*` or `_` italic markers, keeping the words. */
export function stripItalicMarkers(s: string): string {
  return s.replace(/(^|[\s(“"])[*_]([^*_\n]+?)[*_](?=[\s.,;:)”"?!]|$)/g, '$1$2');
}

// A work accepted but not yet out stands where its year would: "(in press)", "forthcoming".
const notYetOut = '[Ii]n press|[Ff]orthcoming';
const notYetOutAlone = new RegExp(`^(?:${notYetOut})$`);

/** Where the author part of a reference ends, judged from the punctuation that closes it. */
function authorsEnd(s: string, limit: number): number {
  const re = /\.\s+(?=["“\p{Lu}\d])/gu;
  for (let m = re.exec(s); m && m.index < limit; m = re.exec(s)) {
    const before = s.slice(0, m.index);
    const lastWord = /(\S+)$/.exec(before)?.[1] ?? '';
    const after = s.slice(m.index + m[0].length);
    const isInitial = /^(?:\p{Lu}|\p{Lu}\.-?\p{Lu})$/u.test(lastWord.replace(/^[(]/, ''));
    if (isInitial && /^(?:\p{Lu}\.|\p{Lu}[\p{Ll}'-]+,|&|and\b)/u.test(after)) continue;
    return m.index + 1;
  }
  return limit;
}

interface DateParts {
  year?: string;
  month?: number;
  day?: number;
}

/** "March 4, 2021", "4 Mar. 2021", "2019": the date a container part states, if any. */
function findDate(s: string): (DateParts & { index: number; length: number }) | undefined {
  const mdy = new RegExp(`\\b([A-Z][a-z]+\\.?) (\\d{1,2}), (${yearToken})\\b`).exec(s);
  if (mdy && monthNumber(mdy[1]!)) {
    return { year: mdy[3], month: monthNumber(mdy[1]!), day: Number(mdy[2]), index: mdy.index, length: mdy[0].length };
  }
  const dmy = new RegExp(`\\b(\\d{1,2}) ([A-Z][a-z]+\\.?) (${yearToken})\\b`).exec(s);
  if (dmy && monthNumber(dmy[2]!)) {
    return { year: dmy[3], month: monthNumber(dmy[2]!), day: Number(dmy[1]), index: dmy.index, length: dmy[0].length };
  }
  const my = new RegExp(`\\b([A-Z][a-z]+\\.?) (${yearToken})\\b`).exec(s);
  if (my && monthNumber(my[1]!)) return { year: my[2], month: monthNumber(my[1]!), index: my.index, length: my[0].length };
  const y = new RegExp(`(?<![\\d(:–-])\\b(${yearToken})\\b(?![\\d–-])`).exec(s);
  if (y) return { year: y[1], index: y.index, length: y[0].length };
  return undefined;
}

const FUNCTION_WORDS = new Set(['of', 'for', 'and', 'the', 'on', 'in', 'to', 'at', 'de', 'du', 'des', 'la', 'le', 'y', 'und', 'für']);

/** Words in lower case that are more than joints ("Rising water"), which an organisation's name has not. */
function readsAsTitle(text: string): boolean {
  const words = text.trim().replace(/\.$/, '').split(/\s+/);
  return words.length >= 2 && !text.includes(',') && words.slice(1).some((w) => /^\p{Ll}{3,}/u.test(w) && !FUNCTION_WORDS.has(w));
}

/**
 * Splits one bibliography entry (APA, MLA or Chicago author-date, or something near them) into
 * its fields. The parse is deliberately tolerant: an entry with the wrong punctuation or order
 * still yields its authors, year, title and container so that it can be re-formatted.
 */
export function parseReference(raw: string, language = 'en'): ParsedReference {
  let s = stripItalicMarkers(raw).replace(/\s+/g, ' ').trim();
  s = s.slice(entryLabel(s)?.text.length ?? 0);
  const ref: ParsedReference = { type: 'book', authors: [], etAl: false };
  // APA closes a reissued or translated work with "(Original work published 1900)"
  const original = /\s*\(Original work published (\d{4})\)\.?$/.exec(s);
  if (original) {
    ref.originalYear = original[1];
    s = s.slice(0, original.index);
  }

  const doi = doiPattern.exec(s);
  if (doi) {
    ref.doi = doi[1]!.replace(trailingPunct, '');
    s = (s.slice(0, doi.index) + s.slice(doi.index + doi[0].length)).trim();
  }
  const retrieved = new RegExp(`Retrieved ([A-Z][a-z]+\\.?) (\\d{1,2}), (${yearToken}),? from (?=https?:)`).exec(s);
  if (retrieved && monthNumber(retrieved[1]!)) {
    ref.accessed = [Number(retrieved[3]), monthNumber(retrieved[1]!)!, Number(retrieved[2])];
    s = s.slice(0, retrieved.index) + s.slice(retrieved.index + retrieved[0].length);
  }
  const url = urlPattern.exec(s) ?? bareUrlPattern.exec(s.replace(/\.$/, ''));
  if (url) {
    ref.url = url[0].replace(/^(?:Retrieved from |Available at:? )/i, '').replace(trailingPunct, '');
    s = (s.slice(0, url.index) + s.slice(url.index + url[0].length)).trim();
  }
  s = s.replace(/[\s,]+$/, '');

  // The author part ends at the first of: "(2019)", ". 2019.", a quoted title, or a full stop.
  const parenYear = new RegExp(`\\((?:${yearToken}|n\\.d\\.|${notYetOut})[a-z]?(?:, ([A-Z][a-z]+\\.?)(?: (\\d{1,2})(?:[–-](\\d{1,2}))?)?)?\\)\\.?`).exec(s);
  const bareYear = new RegExp(`\\.\\s(${yearToken}|n\\.d)[a-z]?\\.(?:\\s|$)`).exec(s);
  const quote = /["“]/.exec(s);
  const cut = Math.min(parenYear?.index ?? s.length, bareYear ? bareYear.index + 1 : s.length, quote?.index ?? s.length);
  const end = authorsEnd(s, cut);
  let authorText = s.slice(0, end);
  // an edited book names its editors where the authors stand: "(Eds.)" in APA, ", editors" in
  // MLA, ", eds." in Chicago (in lower case: "Smith, Ed." is a man called Edward)
  const editorMark = /(?:\s*\((?:Eds?|eds?)\.\)|,\s*(?:editors?|eds?\.))\.?\s*$/.exec(authorText.trim());
  if (editorMark) {
    authorText = authorText.trim().slice(0, editorMark.index);
    ref.edited = true;
  }
  let rest = s.slice(end).trim();
  const joiners = authorJoiners(language);
  // A work without an author opens with its title ("Rising water. (2019, May 2). Coastal Review."):
  // a phrase with a word in lower case that no organisation's name would have.
  const leadingTitle = parenYear && parenYear.index <= end + 1 && readsAsTitle(authorText) ? authorText.trim().replace(/\.$/, '') : undefined;
  if (!leadingTitle) {
    const parsedAuthors = parseAuthorList(authorText, joiners);
    ref.authors = parsedAuthors.authors;
    ref.etAl = parsedAuthors.etAl;
  }

  let date: DateParts | undefined;
  const leadYear = new RegExp(
    `^(?:\\((${yearToken}|n\\.d\\.|${notYetOut})[a-z]?(?:, ([A-Z][a-z]+\\.?)(?: (\\d{1,2})(?:[–-](\\d{1,2}))?)?)?\\)|(${yearToken}|n\\.d\\.|${notYetOut})[a-z]?)\\.?\\s*`,
  ).exec(rest);
  if (leadYear) {
    const y = leadYear[1] ?? leadYear[5] ?? '';
    // "n.d." (no date): the entry states there is no year, so none is looked for later.
    const pending = notYetOutAlone.test(y);
    date = y === 'n.d.' || pending ? {} : { year: y };
    if (pending) ref.status = y.toLowerCase();
    const suffix = /^\(?(?:\d{4}|n\.d\.)([a-z])/.exec(leadYear[0])?.[1];
    if (suffix) ref.yearSuffix = suffix;
    if (leadYear[2]) date.month = monthNumber(leadYear[2]);
    if (leadYear[3]) date.day = Number(leadYear[3]);
    if (leadYear[4]) ref.dayEnd = Number(leadYear[4]);
    rest = rest.slice(leadYear[0].length);
  }

  let container = '';
  const quoted = /^["“]([^"”]+?)[.,]?["”]\s*[.,]?\s*/.exec(rest);
  if (leadingTitle) {
    ref.title = leadingTitle;
    container = rest;
  } else if (quoted) {
    ref.title = quoted[1]!.trim();
    container = rest.slice(quoted[0].length);
  } else {
    const stop = /[.?!](?:\s|$)/.exec(rest);
    const titleEnd = stop ? stop.index + (stop[0].startsWith('.') ? 0 : 1) : rest.length;
    ref.title = rest.slice(0, titleEnd).trim();
    container = rest.slice(stop ? stop.index + stop[0].length : rest.length).trim();
  }
  container = container.replace(/[\s.,]+$/, '');

  // Chicago dates a page it could not date otherwise by when it was read: "Accessed March 3, 2024."
  const accessedAt = /(?:^|[.,]\s*)Accessed\s+/.exec(container);
  if (accessedAt && !ref.accessed) {
    const read = findDate(container.slice(accessedAt.index + accessedAt[0].length));
    if (read?.year && read.month && read.day && read.index === 0) {
      ref.accessed = [Number(read.year), read.month, read.day];
      container = (container.slice(0, accessedAt.index) + container.slice(accessedAt.index + accessedAt[0].length + read.length)).replace(/^[\s.,]+|[\s.,]+$/g, '');
    }
  }
  if (!date) {
    const found = findDate(container);
    if (found) {
      date = { year: found.year, month: found.month, day: found.day };
      container = (container.slice(0, found.index) + container.slice(found.index + found.length))
        .replace(/\s*,\s*,/g, ',')
        .replace(/^[\s.,]+|[\s.,]+$/g, '')
        .replace(/\.\s+,/g, ',');
    }
  } else {
    // A webpage repeats its full date after the site name in Chicago; it adds nothing.
    const again = findDate(container);
    if (again && again.year === date.year && again.month) {
      date.month ??= again.month;
      date.day ??= again.day;
      container = (container.slice(0, again.index) + container.slice(again.index + again.length)).replace(/[\s.,]+$/, '');
    }
  }
  // the label of a date taken out above ("Last modified March 1, 2022") goes with it
  container = container.replace(/(?:^|[.,]\s*)(?:Last modified|Updated|Published)$/i, '').replace(/[\s.,]+$/, '');
  if (date?.year) ref.year = date.year;
  if (date?.month) ref.month = date.month;
  if (date?.day) ref.day = date.day;

  // APA: "Title [Paper presentation]. International Sleep Conference, Lisbon, Portugal."
  const talk = ref.title ? /\s*\[((?:Paper|Poster|Conference) (?:presentation|session)|Keynote address)\]$/i.exec(ref.title) : null;
  if (talk && ref.title) {
    ref.type = 'paper-conference';
    ref.genre = talk[1];
    ref.title = ref.title.slice(0, talk.index);
    const comma = container.indexOf(', ');
    ref.event = comma < 0 ? container : container.slice(0, comma);
    if (comma >= 0) ref.eventPlace = container.slice(comma + 2);
  } else if (!readChapter(ref, container, joiners)) readContainer(ref, container);
  return ref;
}

const pageRange = String.raw`\d+\s*[–-]\s*\d+`;
// APA: "In H. L. Gates Jr. & K. A. Appiah (Eds.), Book title (pp. 342–355). Publisher"
const apaChapter = new RegExp(String.raw`^In\s+(.+?)\s+\((?:Eds?|Hrsg|Coords?|Dirs?|Orgs?|A cura di)\.?\),\s*(.+?)\s*\(pp?\.\s*(${pageRange}|\d+)\)\.?\s*(.*)$`);
// Chicago: "In Book Title, edited by Henry Louis Gates Jr. and K. A. Appiah, 342–55. New York: Publisher"
const chicagoChapter = new RegExp(String.raw`^In\s+(.+?),\s+edited by\s+(.+?),\s+(?:pp?\.\s*)?(${pageRange})\.\s*(.*)$`);
// MLA: "Book Title, edited by Henry Louis Gates Jr. and K. A. Appiah, Publisher, pp. 342-55"
const mlaChapter = new RegExp(String.raw`^(.+?),\s+edited by\s+(.+?),\s+([^,]+?)(?:,\s*pp?\.\s*(${pageRange}))?$`);

/** A chapter in an edited book, in any of the three styles: its book, editors, pages and publisher. */
function readChapter(ref: ParsedReference, text: string, joiners: readonly string[]): boolean {
  const s = text.trim();
  // the patterns backtrack over each "(Eds.)" or "edited by" they meet: a real book, its
  // editors and imprint are far shorter than this
  if (s.length > 1000) return false;
  let container: string;
  let editors: string;
  let pages: string | undefined;
  let imprint: string;
  const apa = apaChapter.exec(s);
  const chicago = apa ? null : chicagoChapter.exec(s);
  const mla = apa || chicago ? null : mlaChapter.exec(s);
  if (apa) [, editors, container, pages, imprint] = apa as unknown as [string, string, string, string, string];
  else if (chicago) [, container, editors, pages, imprint] = chicago as unknown as [string, string, string, string, string];
  else if (mla) [, container, editors, imprint, pages] = mla as unknown as [string, string, string, string, string | undefined];
  else return false;
  ref.type = 'chapter';
  ref.container = container.replace(/[\s.,]+$/, '');
  ref.editors = parseNaturalNames(editors, joiners);
  if (pages) ref.pages = pages.replace(/\s*[–-]\s*/, '–');
  const placePublisher = PLACE_PUBLISHER.exec(imprint.replace(/[\s.,]+$/, ''));
  if (placePublisher) {
    ref.place = placePublisher[1]!.trim();
    ref.publisher = placePublisher[2]!.trim();
  } else if (imprint.trim()) ref.publisher = imprint.replace(/[\s.,]+$/, '').trim();
  return true;
}

// "New York: Academic Press", "Thousand Oaks, CA: Sage", "Oxford, England: Clarendon"
const PLACE_PUBLISHER = /^([^:,]+(?:,\s*\p{Lu}[\p{L}. ]{1,20})?):\s*(.+)$/u;

/** Fills container, volume, issue and pages (articles) or place and publisher (books). */
function readContainer(ref: ParsedReference, text: string): void {
  let s = text.trim();
  // "PLOS ONE, 16(3), Article e0248123": the article's number stands where pages would
  const articleNumber = /,\s*Article\s+([A-Za-z]?\d[\w.-]*)$/.exec(s);
  if (articleNumber) {
    ref.articleNumber = articleNumber[1];
    s = s.slice(0, articleNumber.index);
  }
  const pages = /(?:,\s*pp?\.\s*|:\s*|,\s*)(\d+(?:\s*[–-]\s*\d+)?)\s*$/.exec(s);
  const volIssue =
    /,?\s*vol\.\s*(\w+)(?:,\s*no\.\s*(\w+))?/i.exec(s) ?? /(?:,\s*|\s+)(\d+)\s*(?:\((\w+)\))?(?=\s*[:,]|\s*$)/.exec(s);
  if (volIssue || (pages && /pp?\.|:/.test(pages[0]))) {
    ref.type = 'article-journal';
    if (pages) {
      ref.pages = pages[1]!.replace(/\s*[–-]\s*/, '–');
      s = s.slice(0, pages.index);
    }
    const vi =
      /,?\s*vol\.\s*(\w+)(?:,\s*no\.\s*(\w+))?/i.exec(s) ?? /(?:,\s*|\s+)(\d+)\s*(?:\((\w+)\))?\s*$/.exec(s);
    if (vi) {
      ref.volume = vi[1];
      if (vi[2]) ref.issue = vi[2];
      s = s.slice(0, vi.index);
    }
    ref.container = s.replace(/^[\s.,]+|[\s.,:]+$/g, '') || undefined;
    return;
  }
  if (ref.url && !ref.doi) {
    ref.type = 'webpage';
    if (s) ref.container = s.replace(/[\s.,]+$/, '');
    return;
  }
  if (!s) return;
  // Chicago: "PhD diss., University of Bristol"
  const thesis = /^((?:PhD|Ph\.D\.|Doctoral|MA|MSc|MPhil|Master['’]s) (?:diss\.|dissertation|thesis)),\s*(.+)$/i.exec(s);
  if (thesis) {
    ref.type = 'thesis';
    ref.genre = thesis[1];
    ref.publisher = thesis[2]!.replace(/[\s.,]+$/, '');
    return;
  }
  // MLA names the edition after the title: "2nd ed., Harbour Press"
  const edition = /^(?:(\d+)(?:st|nd|rd|th)|(Rev|Expanded|Revised))\.? ed\.,\s*/i.exec(s);
  if (edition) {
    ref.edition = edition[1] ?? edition[2]!;
    s = s.slice(edition[0].length);
  }
  const placePublisher = PLACE_PUBLISHER.exec(s);
  if (placePublisher) {
    ref.place = placePublisher[1]!.trim();
    ref.publisher = placePublisher[2]!.trim();
  } else {
    ref.publisher = s;
  }
}
