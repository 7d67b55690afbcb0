/// <reference path="./citationJs.d.ts" />
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
// The CSL styles for MLA 9 and Chicago author-date 17 ship inside rehype-citation as modules
// exporting the style XML. Its exports map uses a folder mapping Node no longer honours, so the
// files are reached by path; they are plain ES modules and work in Node and in the browser.
import chicagoXml from '../../node_modules/rehype-citation/dist/node/styles/chicago.js';
import mlaXml from '../../node_modules/rehype-citation/dist/node/styles/mla.js';
import type { CitationStyle, ParsedReference, PersonName } from './types.js';
import { decodeHTML } from 'entities';

const templateOf: Record<CitationStyle, string> = {
  APA: 'apa',
  MLA: 'writecheck-mla',
  Chicago: 'writecheck-chicago-author-date',
};

// Each reference is written out in full: a writer who repeats an author's name is not wrong,
// so the styles' "———" for a repeated author is switched off.
const withoutAuthorSubstitute = (xml: string): string => xml.replace(/ subsequent-author-substitute="[^"]*"/g, '');
const cslConfig = plugins.config.get('@csl');
if (!cslConfig.styles.has(templateOf.MLA)) cslConfig.styles.add(templateOf.MLA, withoutAuthorSubstitute(mlaXml));
if (!cslConfig.styles.has(templateOf.Chicago)) cslConfig.styles.add(templateOf.Chicago, withoutAuthorSubstitute(chicagoXml));

/** Stands for an author an entry hid behind "et al."; output that shows it cannot be used. */
const hiddenAuthor = 'Unnamed Coauthor';

/**
 * The style letters works of one author and year by title order ("2017a", "2017b"); a writer
 * who lettered them otherwise cites them by their own letters, so an entry keeps its letter.
 */
function withWritersSuffix(text: string, ref: ParsedReference, style: CitationStyle): string {
  if (!ref.yearSuffix || !ref.year || style === 'MLA') return text;
  return text.replace(new RegExp(`\\b${ref.year}[a-z]?\\b`), `${ref.year}${ref.yearSuffix}`);
}

/** CSL-JSON for one parsed reference. */
export function toCslItem(ref: ParsedReference, id: string): Record<string, unknown> {
  const item: Record<string, unknown> = { id, type: ref.type };
  const cslName = (a: PersonName): Record<string, string> =>
    a.given ? { family: a.family, given: a.given, ...(a.suffix ? { suffix: a.suffix } : {}) } : { literal: a.family };
  if (ref.authors.length > 0) {
    const names = ref.authors.map(cslName);
    // "et al." hides names; stand-ins keep the count at three so the style abbreviates too.
    while (ref.etAl && names.length < 3) names.push({ literal: hiddenAuthor });
    item[ref.edited ? 'editor' : 'author'] = names;
  }
  if (ref.year) {
    const parts: number[] = [Number(ref.year)];
    if (ref.month) parts.push(ref.month);
    if (ref.month && ref.day) parts.push(ref.day);
    // an event over several days: "2022, June 12–15"
    item.issued = { 'date-parts': ref.dayEnd && ref.month && ref.day ? [parts, [parts[0]!, ref.month, ref.dayEnd]] : [parts] };
  }
  if (ref.originalYear) item['original-date'] = { 'date-parts': [[Number(ref.originalYear)]] };
  if (ref.articleNumber) item.number = ref.articleNumber;
  if (ref.edition) item.edition = ref.edition;
  if (ref.event) {
    item.event = ref.event;
    if (ref.eventPlace) item['event-place'] = ref.eventPlace;
  }
  if (ref.genre) item.genre = ref.genre;
  if (ref.status && !ref.year) item.status = ref.status;
  if (ref.accessed) item.accessed = { 'date-parts': [ref.accessed] };
  if (ref.title) item.title = ref.title;
  if (ref.container) item['container-title'] = ref.container;
  if (ref.editors?.length) item.editor = ref.editors.map(cslName);
  if (ref.volume) item.volume = ref.volume;
  if (ref.issue) item.issue = ref.issue;
  if (ref.pages) item.page = ref.pages;
  if (ref.publisher) item.publisher = ref.publisher;
  if (ref.place) item['publisher-place'] = ref.place;
  if (ref.doi) item.DOI = ref.doi;
  else if (ref.url) item.URL = ref.url;
  return item;
}


/** CSL HTML to plain text; italics become `italicMarker` around the words, or vanish. */
function htmlToText(html: string, italicMarker: string): string {
  return html
    .replace(/<\/?i>/g, italicMarker)
    .replace(/<[^>]+>/g, '')
    // every entity citeproc writes ("&#60;" for "<" too), decoded once
    .replace(/&#?\w+;/g, (e) => decodeHTML(e))
    .replace(/\s+/g, ' ')
    .trim();
}

interface CiteprocEngine {
  updateItems(ids: string[]): void;
  makeBibliography(): [{ entry_ids: string[][] }, string[]];
  makeCitationCluster(items: { id: string; locator?: string; label?: string }[]): string;
}

export interface CitedItem {
  ref: ParsedReference;
  locator?: string;
}

/**
 * Formats the references of one document. Building a CSL engine's state costs far more than
 * asking it for a citation, so every reference the document may need is registered once per
 * style and each bibliography is made in one pass. `prepare` maps a reference to the form a
 * style wants (APA's sentence-case titles).
 */
export class CslSession {
  private readonly ids = new Map<ParsedReference, string>();
  private readonly engines = new Map<CitationStyle, CiteprocEngine>();
  private readonly bibliographies = new Map<CitationStyle, Map<string, string>>();
  private readonly citations = new Map<string, string | undefined>();

  constructor(
    private readonly refs: ParsedReference[],
    private readonly prepare: (ref: ParsedReference, style: CitationStyle) => ParsedReference = (r) => r,
  ) {
    refs.forEach((r, i) => this.ids.set(r, `r${i}`));
  }

  private engine(style: CitationStyle): CiteprocEngine {
    let engine = this.engines.get(style);
    if (!engine) {
      const items = this.refs.map((r) => toCslItem(this.prepare(r, style), this.ids.get(r)!));
      engine = cslConfig.engine(items, templateOf[style], 'en-US', 'html') as CiteprocEngine;
      engine.updateItems([...this.ids.values()]);
      this.engines.set(style, engine);
    }
    return engine;
  }

  /** Whether the session can format this reference (it was registered when the session began). */
  has(ref: ParsedReference): boolean {
    return this.ids.has(ref);
  }

  /**
   * The bibliography entry for a registered reference; undefined for one not registered, or
   * when it would show names hidden by "et al.".
   */
  reference(ref: ParsedReference, style: CitationStyle, italicMarker = ''): string | undefined {
    let bib = this.bibliographies.get(style);
    if (!bib) {
      const [meta, html] = this.engine(style).makeBibliography();
      bib = new Map(meta.entry_ids.map((ids, i) => [ids[0]!, html[i]!]));
      this.bibliographies.set(style, bib);
    }
    const id = this.ids.get(ref);
    const html = id === undefined ? undefined : bib.get(id);
    if (html === undefined) return undefined;
    const text = withWritersSuffix(htmlToText(html, italicMarker), ref, style);
    return text.includes(hiddenAuthor) ? undefined : text;
  }

  /** A parenthetical citation of registered references, with page locators. */
  citation(items: CitedItem[], style: CitationStyle): string | undefined {
    if (items.length === 0 || !items.every((it) => this.ids.has(it.ref))) return undefined;
    const cluster = items.map((it) => {
      const id = this.ids.get(it.ref)!;
      return it.locator ? { id, locator: it.locator, label: 'page' } : { id };
    });
    const key = `${style}\u0000${JSON.stringify(cluster)}`;
    if (this.citations.has(key)) return this.citations.get(key);
    let text = htmlToText(this.engine(style).makeCitationCluster(cluster), '');
    if (items.length === 1) text = withWritersSuffix(text, items[0]!.ref, style);
    const result = text.includes(hiddenAuthor) ? undefined : text;
    this.citations.set(key, result);
    return result;
  }

  /**
   * The author part of an in-text citation ("Smith et al.", "Smith & Lee"), taken from the CSL
   * citation so that each style's "et al." threshold applies.
   */
  citationNames(ref: ParsedReference, style: CitationStyle): string | undefined {
    const inner = this.citation([{ ref }], style)?.replace(/^\(|\)$/g, '');
    if (inner === undefined) return undefined;
    const year = this.prepare(ref, style).year;
    const withoutYear = year ? inner.replace(new RegExp(`,?\\s*${year}[a-z]?$`), '') : inner;
    return withoutYear.trim();
  }
}

/** One reference in one style, for callers outside a document check. */
export function formatReference(ref: ParsedReference, style: CitationStyle, italicMarker = ''): string | undefined {
  return new CslSession([ref]).reference(ref, style, italicMarker);
}

/** One parenthetical citation, for callers outside a document check. */
export function formatCitation(items: CitedItem[], style: CitationStyle): string | undefined {
  return new CslSession(items.map((i) => i.ref)).citation(items, style);
}
