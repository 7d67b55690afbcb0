import type { Line } from './bibliography.js';
import type { CslSession } from './cslFormat.js';
import type { CitationGroup } from './inTextCitations.js';
import type { NumericRun } from './numericRuns.js';
import type { ResolvedItem } from './resolveCitations.js';
import type { IsName } from './titleCase.js';
import type { BibliographyEntry, CitationSource, CitationStyle, MatchedPassage, ParsedReference } from './types.js';

/** Everything the citation rules read; built once per document by `checkCitations`. */
export interface CitationContext {
  text: string;
  style: CitationStyle;
  /** The document's language (an ISO code): its word for "and" joins authors. */
  language: string;
  /** Where the citing body ends (the reference list or the notes start). */
  bodyEnd: number;
  bibliography?: { start: number; ownsHeading: boolean; entries: BibliographyEntry[] };
  entries: BibliographyEntry[];
  groups: CitationGroup[];
  resolved: ResolvedItem[];
  /** The numbered citations, bracket by bracket or as runs ("[1], [2]", "[1]–[4]"). */
  numericRuns: NumericRun[];
  /** The reference list is numbered where the style lists by author (`numberingBreaksStyle`). */
  numbersOff: boolean;
  /** The entries nothing in the text cites (`uncitedEntries`). */
  uncited: BibliographyEntry[];
  notes: Map<number, Line>;
  sources: CitationSource[];
  matches: MatchedPassage[];
  /** References built from the report sources, by source id. */
  sourceRefs: Map<number, ParsedReference>;
  /** Formats every entry and source reference above. */
  csl: CslSession;
  /** The proper nouns a title keeps in APA sentence case. */
  isName: IsName;
  /**
   * A web page entry formatted as a newspaper or magazine article, which the styles write
   * otherwise ("Coastal Review, May 2, 2019."): the parse cannot tell the two apart.
   */
  asNewsArticle(ref: ParsedReference, style: CitationStyle, italicMarker: string): string | undefined;
}

/** The line break after a span, so that removing a whole line leaves no empty one behind. */
export function spanWithLineBreak(text: string, start: number, end: number): { start: number; end: number } {
  if (text[end] === '\n') return { start, end: end + 1 };
  if (start > 0 && text[start - 1] === '\n') return { start: start - 1, end };
  return { start, end };
}
