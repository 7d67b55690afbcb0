import type { CitationStyle, ReportSource } from '@writecheck/shared';
import type { ParsedReference } from '@writecheck/workers/citations/types';

/** A report source as the reference the citation formatter reads. */
export function referenceOf(source: ReportSource): ParsedReference {
  const authors = (source.authors ?? []).map((name) => {
    const parts = name.trim().split(/\s+/);
    const family = parts.pop() ?? name;
    return { family, given: parts.join(' ') };
  });
  const date = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(source.published ?? '');
  return {
    type: source.doi ? 'article-journal' : 'webpage',
    authors,
    etAl: false,
    ...(date ? { year: date[1]! } : {}),
    ...(date?.[2] ? { month: Number(date[2]) } : {}),
    ...(date?.[2] && date[3] ? { day: Number(date[3]) } : {}),
    title: source.title,
    ...(source.siteName ? { container: source.siteName } : {}),
    ...(source.doi ? { doi: source.doi } : {}),
    ...(!source.url.startsWith('corpus:') ? { url: source.url } : {}),
  };
}

/** A plain parenthetical citation when the formatter gives none (no author, no date). */
export function fallbackCitation(source: ReportSource, style: CitationStyle): string {
  const year = /^\d{4}/.exec(source.published ?? '')?.[0];
  const title = source.title.length > 40 ? `${source.title.slice(0, 40)}…` : source.title;
  if (style === 'MLA') return `(“${title}”)`;
  return `(“${title},” ${year ?? 'n.d.'})`;
}
