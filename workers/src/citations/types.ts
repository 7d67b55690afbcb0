import type { CitationStyle, Issue, ReportSource, Verdict } from '@writecheck/shared';

export type { CitationStyle, Issue, ReportSource, Verdict };

export const citationStyleList: readonly CitationStyle[] = ['APA', 'MLA', 'Chicago'];

/** One personal name as a reference gives it; `given` may be initials or empty. */
export interface PersonName {
  family: string;
  given: string;
  /** "Jr.", "Sr.", "III": after the name, not part of the surname. */
  suffix?: string;
}

/** What a bibliography entry says, field by field; every field is optional but the text. */
export interface ParsedReference {
  type: 'article-journal' | 'article-newspaper' | 'book' | 'webpage' | 'chapter' | 'paper-conference' | 'thesis';
  authors: PersonName[];
  /** The entry wrote "et al." after its names instead of listing every author. */
  etAl: boolean;
  /** The names are the editors of the work ("(Eds.)", ", editors"), not its authors. */
  edited?: boolean;
  year?: string;
  /** "in press" or "forthcoming": a work not yet published, which has no year. */
  status?: string;
  /** The writer's letter after the year ("2017a"), which their in-text citations use. */
  yearSuffix?: string;
  /** Month and day when the entry gives them, as 1-based numbers. */
  month?: number;
  day?: number;
  /** The last day of an event that ran over several ("June 12–15"). */
  dayEnd?: number;
  /** When a reissued or translated work first came out: "(Original work published 1900)". */
  originalYear?: string;
  /** The edition of a book, as a number ("2") or a word ("Rev."). */
  edition?: string;
  /** An article's number where a journal gives no pages ("Article e0248123"). */
  articleNumber?: string;
  /** A talk at a conference: what it was ("Paper presentation"), the event and where it was held. */
  genre?: string;
  event?: string;
  eventPlace?: string;
  title?: string;
  container?: string;
  /** The editors of the book a chapter is in. */
  editors?: PersonName[];
  volume?: string;
  issue?: string;
  pages?: string;
  publisher?: string;
  place?: string;
  doi?: string;
  url?: string;
  /** When a web page was read ("Retrieved March 5, 2024, from …"), as year, month, day. */
  accessed?: [number, number, number];
}

export interface BibliographyEntry {
  sourceId?: number;
  text: string;
  start: number;
  end: number;
  /** The entry's number when the list is numbered ("[1]", "1." or "1)"). */
  number?: number;
  /** That number as written, with the space after it ("[1] "): `text` starts with it. */
  label?: string;
  parsed: ParsedReference;
}

export interface Bibliography {
  ownsHeading: boolean;
  /** Offset of the heading, or of the first entry when there is no heading. */
  start: number;
  entries: BibliographyEntry[];
}

/**
 * A passage the plagiarism pass matched or found quoted, in the offsets of the checked text.
 * `sourceId` is the id of a report source; `verdict` is the span's verdict. Passages whose
 * verdict is `original`, `unchecked` or `presumed` are ignored.
 */
export interface MatchedPassage {
  start: number;
  end: number;
  sourceId: number;
  verdict: Verdict;
}

/** The subset of a report source the citation pass reads. */
export type CitationSource = Pick<ReportSource, 'id' | 'url' | 'title'> &
  Partial<
    Pick<
      ReportSource,
      'authors' | 'orgAuthor' | 'published' | 'siteName' | 'doi' | 'journal' | 'volume' | 'issue' | 'pages'
    >
  >;

export interface CheckCitationsOptions {
  style: CitationStyle;
  /** The document's language (an ISO code, default English): "Hale y Guan (2015)" in Spanish. */
  language?: string;
  /** Report sources; bibliography entries and citations are linked to them by id. */
  sources?: CitationSource[];
  /** Matched and quoted passages from the plagiarism pass, for `missing_citation`. */
  matches?: MatchedPassage[];
}

export interface CheckCitationsResult {
  /** The style the document's own citations follow, or null when it cites nothing. */
  detectedStyle: CitationStyle | null;
  bibliographyStart?: number;
  bibliography?: {
    ownsHeading: boolean;
    entries: { sourceId?: number; text: string; start: number; end: number; parsed: ParsedReference }[];
  };
  issues: Issue[];
  /** How many works the text cites (each work in a parenthesis counts once). */
  citationCount: number;
  /** 0 to 100, 100 flawless, one decimal: the report's `scores.citation`. */
  score: number;
}

/** What each citation finding is about; the issue id starts with `cite-<kind>-`. */
export type CitationFindingKind =
  | 'orphan_marker'
  | 'uncited_entry'
  | 'year_mismatch'
  | 'author_mismatch'
  | 'marker_format'
  | 'entry_format'
  | 'entry_order'
  | 'quote_without_page'
  | 'missing_citation'
  | 'missing_entry'
  | 'unverified_reference'
  | 'numeric_citation'
  | 'numbered_entry';
