import { surnameKey } from './authorNames.js';
import type { BibliographyEntry, CitationSource, ParsedReference, PersonName } from './types.js';

function words(s: string): Set<string> {
  return new Set(
    s
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2),
  );
}

/** Share of the two titles' words they have in common (Jaccard), 0 to 1. */
export function titleSimilarity(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  if (wa.size === 0 || wb.size === 0) return 0;
  let common = 0;
  for (const w of wa) if (wb.has(w)) common++;
  return common / (wa.size + wb.size - common);
}

function sourceYear(source: CitationSource): string | undefined {
  return /\b(1[5-9]\d\d|20\d\d)\b/.exec(source.published ?? '')?.[1];
}

function sourceSurname(author: string): string {
  const trimmed = author.trim();
  if (trimmed.includes(',')) return trimmed.split(',')[0]!.trim();
  const parts = trimmed.split(/\s+/);
  return parts[parts.length - 1] ?? trimmed;
}

/** The report source an entry describes: same DOI, a near-identical title, or same first author and year. */
export function linkEntryToSource(entry: BibliographyEntry, sources: CitationSource[]): CitationSource | undefined {
  const p = entry.parsed;
  const doi = p.doi?.toLowerCase();
  if (doi) {
    const byDoi = sources.find((s) => s.doi && s.doi.toLowerCase().replace(/^https?:\/\/(dx\.)?doi\.org\//, '') === doi);
    if (byDoi) return byDoi;
  }
  if (p.title) {
    const byTitle = sources.find((s) => titleSimilarity(s.title, p.title!) >= 0.7);
    if (byTitle) return byTitle;
  }
  const first = p.authors[0];
  if (first && p.year) {
    const key = surnameKey(first.family);
    return sources.find((s) => sourceYear(s) === p.year && s.authors?.some((a) => surnameKey(sourceSurname(a)) === key));
  }
  return undefined;
}

function nameFromSource(author: string): PersonName {
  const trimmed = author.trim();
  if (trimmed.includes(',')) {
    const [family, given] = trimmed.split(',', 2);
    return { family: family!.trim(), given: (given ?? '').trim() };
  }
  const parts = trimmed.split(/\s+/);
  if (parts.length === 1) return { family: trimmed, given: '' };
  return { family: parts[parts.length - 1]!, given: parts.slice(0, -1).join(' ') };
}

/** A reference built from what the plagiarism pass knows about a source. */
export function referenceFromSource(source: CitationSource): ParsedReference {
  const ref: ParsedReference = {
    type: source.journal ? 'article-journal' : 'webpage',
    authors: source.authors?.length ? source.authors.map(nameFromSource) : source.orgAuthor ? [{ family: source.orgAuthor, given: '' }] : [],
    etAl: false,
    title: source.title,
  };
  const date = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(source.published ?? '');
  if (date) {
    ref.year = date[1];
    if (date[2]) ref.month = Number(date[2]);
    if (date[3]) ref.day = Number(date[3]);
  }
  const container = source.journal ?? source.siteName;
  if (container) ref.container = container;
  if (source.volume) ref.volume = source.volume;
  if (source.issue) ref.issue = source.issue;
  if (source.pages) ref.pages = source.pages;
  if (source.doi) ref.doi = source.doi.replace(/^https?:\/\/(dx\.)?doi\.org\//, '');
  else ref.url = source.url;
  return ref;
}
