import { CslSession } from './cslFormat.js';
import type { CitationItem } from './inTextCitations.js';
import { type IsName, toApaTitle } from './titleCase.js';
import type { CitationStyle, ParsedReference } from './types.js';
import { citationStyleList } from './types.js';

/** "p. 12", "pp. 12-14" or "pg. 12" as CSL wants a locator: the number or range alone. */
export function bareLocator(locator: string | undefined): string | undefined {
  if (!locator) return undefined;
  return locator.replace(/^(?:pp?\.|pgs?\.?|pages?)\s*/, '').replace(/\s*[‐-]\s*/, '–');
}

// A name's particle between its other parts ("Guillermo del Toro", "Mies van der Rohe") stays in
// lower case in a title-case title; the CSL title case would capitalise most of them. Not "do"
// or "ten", which are English words before a name ("Why do Americans", "ten Britons").
const nameParticles = /(?<![\p{L}\p{N}'’.-])(\p{Lu}[\p{L}'’.-]* )((?:(?:da|de|del|della|der|den|di|dos|das|du|la|le|el|bin|ibn|ter|van|von|al) )+)(?=\p{Lu})/gu;

/** A title has a few names at most; CSL takes time quadratic in the marks it is given. */
const maxMarkedParticles = 8;

/** A title with its names' particles marked for CSL to leave in lower case. */
export function keepNameParticles(title: string): string {
  let marked = 0;
  return title.replace(nameParticles, (match: string, before: string, particles: string) =>
    marked++ >= maxMarkedParticles ? match : before + particles.replace(/\S+/g, (p) => `<span class="nocase">${p}</span>`));
}

/**
 * The reference as a style wants it before CSL formats it: APA keeps titles in sentence case,
 * which CSL leaves as given, so they are lowered first, keeping the names `isName` knows; MLA
 * and Chicago title-case titles, which must leave the particles of names alone.
 */
export function referenceForStyle(ref: ParsedReference, style: CitationStyle, isName?: IsName): ParsedReference {
  if (!ref.title) return ref;
  if (style !== 'APA') {
    const container = ref.container ? { container: keepNameParticles(ref.container) } : {};
    return { ...ref, title: keepNameParticles(ref.title), ...container };
  }
  // the book a chapter is in is a title of a work too; a journal's name keeps its capitals
  const book = ref.type === 'chapter' && ref.container ? { container: toApaTitle(ref.container, isName) } : {};
  return { ...ref, title: toApaTitle(ref.title, isName), ...book };
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
