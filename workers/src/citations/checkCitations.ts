import { findSections } from './bibliography.js';
import { referenceForStyle } from './citationText.js';
import { type IsName, namesInProse } from './titleCase.js';
import type { CitationContext } from './context.js';
import { CslSession } from './cslFormat.js';
import { detectStyle } from './detectStyle.js';
import { type CitationFinding, toIssue } from './finding.js';
import { findCitations } from './inTextCitations.js';
import { numberingBreaksStyle } from './numberedList.js';
import { numericRuns } from './numericRuns.js';
import { entryByNumber, resolveCitations } from './resolveCitations.js';
import { authorYearMismatch } from './rules/authorYearMismatch.js';
import { entryFormat } from './rules/entryFormat.js';
import { entryOrder } from './rules/entryOrder.js';
import { markerFormat } from './rules/markerFormat.js';
import { missingCitation } from './rules/missingCitation.js';
import { missingEntry } from './rules/missingEntry.js';
import { numberedEntry } from './rules/numberedEntry.js';
import { numericCitation } from './rules/numericCitation.js';
import { orphanMarker } from './rules/orphanMarker.js';
import { quoteWithoutPage } from './rules/quoteWithoutPage.js';
import { uncitedEntries, uncitedEntry } from './rules/uncitedEntry.js';
import { unquotedTitle } from './rules/unquotedTitle.js';
import { linkEntryToSource, referenceFromSource } from './sourceLinks.js';
import type { CheckCitationsOptions, CheckCitationsResult, CitationStyle, Issue, ParsedReference } from './types.js';

const rules: ((ctx: CitationContext) => CitationFinding[])[] = [
  orphanMarker,
  authorYearMismatch,
  markerFormat,
  numericCitation,
  unquotedTitle,
  quoteWithoutPage,
  uncitedEntry,
  entryFormat,
  numberedEntry,
  entryOrder,
  missingCitation,
  missingEntry,
];

/**
 * Formatting every entry through CSL costs tens of milliseconds each; past this many, the rest
 * of a reference list is parsed and matched but not re-formatted.
 */
export const maxFormattedEntries = 400;

const severityWeight: Record<Issue['severity'], number> = { error: 1, warning: 0.5, suggestion: 0.2 };

/**
 * 100 less the weighted share of citations and references that have a problem: an error
 * weighs 1, a warning 0.5, a suggestion 0.2. A document that cites nothing and owes nothing
 * scores 100.
 */
export function citationScore(issues: Pick<Issue, 'severity'>[], citations: number, entries: number): number {
  const weight = issues.reduce((sum, i) => sum + severityWeight[i.severity], 0);
  const base = Math.max(citations + entries, issues.length, 1);
  return Math.round(Math.max(0, 100 * (1 - weight / base)) * 10) / 10;
}

/**
 * The citation pass over one document: finds the reference list and the citations, detects the
 * style they follow, and reports what breaks the chosen style, each finding with a fix in all
 * three styles. `opts.sources` and `opts.matches` come from the plagiarism pass (see
 * `MatchedPassage`); without them the `missing_citation` check has nothing to work on.
 * `isProperNoun` tells the proper nouns a title lowered to APA sentence case keeps, besides the
 * names the document itself capitalises (see `checkCitationsWithDictionary`).
 */
export function checkCitations(text: string, opts: CheckCitationsOptions, isProperNoun?: IsName): CheckCitationsResult {
  const sources = opts.sources ?? [];
  const language = opts.language ?? 'en';
  const sections = findSections(text, language);
  const entries = sections.bibliography?.entries ?? [];
  for (const e of entries) {
    const source = linkEntryToSource(e, sources);
    if (source) e.sourceId = source.id;
  }
  // A source the reference list already holds is formatted from its entry; registering it twice
  // would make CSL tell the two apart with "2021a".
  const linked = new Set(entries.map((e) => e.sourceId));
  const sourceRefs = new Map(sources.filter((s) => !linked.has(s.id)).map((s) => [s.id, referenceFromSource(s)]));
  const listNumbers = new Set(entries.flatMap((e) => (e.number === undefined ? [] : [e.number])));
  const groups = findCitations(text, sections.bodyEnd, sections.notes.size > 0, language, listNumbers);
  const resolved = resolveCitations(text, groups, entries, sections.notes, sourceRefs);
  // Only sources the text draws on can need an entry; the rest are not formatted.
  const drawnOn = new Set([...(opts.matches ?? []).map((m) => m.sourceId), ...resolved.map((r) => r.sourceId)]);
  for (const id of [...sourceRefs.keys()]) if (!drawnOn.has(id)) sourceRefs.delete(id);
  // names the writer capitalises in the body, and the people the entries name, keep their
  // capitals when a title is lowered to sentence case
  const names = namesInProse(text.slice(0, sections.bodyEnd));
  for (const e of entries) for (const p of [...e.parsed.authors, ...(e.parsed.editors ?? [])]) names.add(p.family);
  const isName: IsName = isProperNoun ? (w) => names.has(w) || isProperNoun(w) : (w) => names.has(w);
  const prepare = (ref: ParsedReference, style: CitationStyle) => referenceForStyle(ref, style, isName);
  const csl = new CslSession(
    [...entries.slice(0, maxFormattedEntries).map((e) => e.parsed), ...[...sourceRefs.values()].slice(0, maxFormattedEntries)],
    prepare,
  );
  // built only when a web page entry needs it; its own session, so that the copies do not
  // share author and year with their originals (which would letter them "2019a", "2019b")
  let news: { csl: CslSession; copies: Map<ParsedReference, ParsedReference> } | undefined;
  const asNewsArticle = (ref: ParsedReference, style: CitationStyle, italicMarker: string): string | undefined => {
    if (!news) {
      const pages = entries.slice(0, maxFormattedEntries).filter((e) => e.parsed.type === 'webpage');
      const copies = new Map(pages.map((e) => [e.parsed, { ...e.parsed, type: 'article-newspaper' as const }]));
      news = { csl: new CslSession([...copies.values()], prepare), copies };
    }
    const copy = news.copies.get(ref);
    return copy && news.csl.reference(copy, style, italicMarker);
  };
  const runs = numericRuns(text, sections.bodyEnd, resolved, entryByNumber(entries));
  const ctx: CitationContext = {
    text,
    style: opts.style,
    language,
    bodyEnd: sections.bodyEnd,
    entries,
    groups,
    resolved,
    numericRuns: runs,
    numbersOff: numberingBreaksStyle(opts.style, entries, sections.notes),
    uncited: uncitedEntries({ text, style: opts.style, bodyEnd: sections.bodyEnd, entries, resolved, numericRuns: runs, notes: sections.notes }),
    notes: sections.notes,
    sources,
    matches: opts.matches ?? [],
    sourceRefs,
    csl,
    isName,
    asNewsArticle,
  };
  if (sections.bibliography) ctx.bibliography = sections.bibliography;
  const findings = rules.flatMap((rule) => rule(ctx)).sort((a, b) => a.start - b.start || a.end - b.end);
  const issues = findings.map((f, i) => toIssue(f, text, opts.style, i));
  const result: CheckCitationsResult = {
    detectedStyle: detectStyle(groups, entries, sections.notes.size > 0),
    issues,
    citationCount: resolved.length,
    score: citationScore(issues, resolved.length, entries.length),
  };
  if (sections.bibliography) {
    result.bibliographyStart = sections.bibliography.start;
    result.bibliography = {
      ownsHeading: sections.bibliography.ownsHeading,
      entries: entries.map((e) => {
        const out: NonNullable<CheckCitationsResult['bibliography']>['entries'][number] = {
          text: e.text,
          start: e.start,
          end: e.end,
          parsed: e.parsed,
        };
        if (e.sourceId !== undefined) out.sourceId = e.sourceId;
        return out;
      }),
    };
  }
  return result;
}
