import { CslSession } from './cslFormat.js';
import type { CitationItem } from './inTextCitations.js';
import { toApaTitle } from './titleCase.js';
import type { CitationStyle, ParsedReference } from './types.js';
import { citationStyleList } from './types.js';

/** "p. 12", "pp. 12-14" or "pg. 12" as CSL wants a locator: the number or range alone. */
export function bareLocator(locator: string | undefined): string | undefined {
  if (!locator) return undefined;
  return locator.replace(/^(?:pp?\.|pgs?\.?|pages?)\s*/, '').replace(/\s*[‐-]\s*/, '–');
}

/** APA keeps titles in sentence case; CSL leaves case as given, so the reference is adjusted first. */
export function referenceForStyle(ref: ParsedReference, style: CitationStyle, names?: ReadonlySet<string>): ParsedReference {
  if (style !== 'APA' || !ref.title) return ref;
  // the book a chapter is in is a title of a work too; a journal's name keeps its capitals
  const book = ref.type === 'chapter' && ref.container ? { container: toApaTitle(ref.container, names) } : {};
  return { ...ref, title: toApaTitle(ref.title, names), ...book };
}

/** One work inside a parenthetical citation, without the parentheses ("Smith et al., 2019, p. 4"). */
export function parentheticalItem(
  csl: CslSession,
  ref: ParsedReference,
  locator: string | undefined,
  style: CitationStyle,
): string | undefined {
  const loc = bareLocator(locator);
  const full = csl.citation([loc ? { ref, locator: loc } : { ref }], style);
  return full?.replace(/^\(/, '').replace(/\)$/, '');
}

/** A narrative citation ("Smith et al. (2019, p. 4)"), its parts taken from the style's CSL citation. */
export function narrativeCitation(
  csl: CslSession,
  ref: ParsedReference,
  locator: string | undefined,
  style: CitationStyle,
): string | undefined {
  const names = csl.citationNames(ref, style);
  const inner = parentheticalItem(csl, ref, locator, style);
  if (names === undefined || inner === undefined || !inner.startsWith(names)) return undefined;
  const tail = inner.slice(names.length).replace(/^,?\s*/, '');
  const spoken = names.replace(/ & /g, ' and ');
  return tail ? `${spoken} (${tail})` : spoken;
}

/** The corrected text of a citation item in one style (the item alone, as written in place). */
export function itemInStyle(
  csl: CslSession,
  ref: ParsedReference,
  item: Pick<CitationItem, 'form' | 'locator'>,
  style: CitationStyle,
): string | undefined {
  return item.form === 'narrative' ? narrativeCitation(csl, ref, item.locator, style) : parentheticalItem(csl, ref, item.locator, style);
}

/** The corrected text of a citation item in every style. */
export function itemInEveryStyle(
  csl: CslSession,
  ref: ParsedReference,
  item: Pick<CitationItem, 'form' | 'locator'>,
): Partial<Record<CitationStyle, string>> {
  const out: Partial<Record<CitationStyle, string>> = {};
  for (const s of citationStyleList) {
    const text = itemInStyle(csl, ref, item, s);
    if (text !== undefined) out[s] = text;
  }
  return out;
}

/** The reference in every style the entry has enough detail for. */
export function referenceInEveryStyle(
  csl: CslSession,
  ref: ParsedReference,
  italicMarker = '',
): Partial<Record<CitationStyle, string>> {
  const out: Partial<Record<CitationStyle, string>> = {};
  for (const s of citationStyleList) {
    const text = csl.reference(ref, s, italicMarker);
    if (text !== undefined) out[s] = text;
  }
  return out;
}

/** Spacing, quotation marks and dashes normalised: differences a reader cannot see. */
export function comparable(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/[“”„]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/(\d)\s*[‐‑-]\s*(\d)/g, '$1–$2')
    .trim();
}
