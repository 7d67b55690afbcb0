import type { PageMeta } from '../sources/types.js';

/** The slice of a DOM document the meta reader uses (linkedom's document satisfies it). */
export interface MetaDocument {
  querySelectorAll(selector: string): Iterable<{ getAttribute(name: string): string | null; textContent: string | null }>;
}

export interface ReadMeta extends PageMeta {
  title?: string;
}

const DOI = /\b(10\.\d{4,9}\/[^\s"<>]+)/;

/** "doi:10.1/x", "https://doi.org/10.1/x" → "10.1/x". */
export function normaliseDoi(value: string): string | undefined {
  const match = DOI.exec(decodeURIComponentSafe(value));
  return match ? match[1]!.replace(/[.,;]+$/, '') : undefined;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

type MetaTags = Map<string, string[]>;

/** Every <meta> by its lower-cased name, property or itemprop, read in one pass over the document. */
function metaTags(doc: MetaDocument): MetaTags {
  const tags: MetaTags = new Map();
  for (const el of doc.querySelectorAll('meta')) {
    const content = el.getAttribute('content')?.trim();
    if (!content) continue;
    for (const attr of ['name', 'property', 'itemprop']) {
      const key = el.getAttribute(attr)?.trim().toLowerCase();
      if (key) tags.set(key, [...(tags.get(key) ?? []), content]);
    }
  }
  return tags;
}

const metaValues = (tags: MetaTags, ...keys: string[]): string[] => keys.flatMap((key) => tags.get(key.toLowerCase()) ?? []);

type LdNode = Record<string, unknown>;

function ldNodes(doc: MetaDocument): LdNode[] {
  const nodes: LdNode[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      nodes.push(value as LdNode);
      if ('@graph' in value) visit((value as LdNode)['@graph']);
    }
  };
  for (const script of doc.querySelectorAll('script[type="application/ld+json" i]')) {
    try {
      visit(JSON.parse(script.textContent ?? ''));
    } catch {
      // A page's broken JSON-LD is the page's problem; its other meta still counts.
    }
  }
  return nodes;
}

const ARTICLE_TYPES = /article|posting|report|scholarly|creativework|webpage|book|chapter/i;

function names(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(names);
  if (value && typeof value === 'object' && typeof (value as LdNode).name === 'string') return [(value as LdNode).name as string];
  return [];
}

const firstString = (...values: unknown[]): string | undefined =>
  values.find((v): v is string => typeof v === 'string' && v.trim() !== '')?.trim();

/**
 * What a page says about itself: canonical address, site, authors, publication date, DOI and
 * title, from meta tags (Open Graph, Highwire citation_*, Dublin Core) and JSON-LD.
 */
export function readPageMeta(doc: MetaDocument, pageUrl: string): ReadMeta {
  const meta: ReadMeta = {};
  for (const link of doc.querySelectorAll('link[rel~="canonical" i]')) {
    const href = link.getAttribute('href');
    if (!href) continue;
    try {
      const url = new URL(href, pageUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') {
        meta.canonicalUrl = url.toString();
        break;
      }
    } catch {
      // An unparseable canonical link is ignored.
    }
  }
  const tags = metaTags(doc);
  const ld = ldNodes(doc);
  const article = ld.find((n) => typeof n['@type'] === 'string' && ARTICLE_TYPES.test(n['@type'])) ?? ld[0];
  const publisher = article?.publisher as LdNode | undefined;

  const siteName = firstString(...metaValues(tags, 'og:site_name', 'application-name', 'citation_journal_title'), publisher?.name);
  if (siteName) meta.siteName = siteName;

  const authors = [
    ...metaValues(tags, 'citation_author', 'author', 'dc.creator', 'article:author').filter((a) => !/^https?:\/\//.test(a)),
    ...names(article?.author),
  ];
  // The first spelling of a name wins; later ones differing only in case or spacing are dropped.
  const byKey = new Map<string, string>();
  for (const author of authors.map((a) => a.replace(/\s+/g, ' ').trim())) {
    if (author && !byKey.has(author.toLowerCase())) byKey.set(author.toLowerCase(), author);
  }
  const unique = [...byKey.values()];
  if (unique.length > 0) meta.authors = unique;

  const published = firstString(
    ...metaValues(tags, 'article:published_time', 'citation_publication_date', 'citation_date', 'dc.date', 'dcterms.created', 'datePublished'),
    article?.datePublished,
  );
  if (published) meta.published = published;

  for (const candidate of [...metaValues(tags, 'citation_doi', 'prism.doi', 'dc.identifier', 'bepress_citation_doi'), ...names(article?.identifier), ...names(article?.sameAs)]) {
    const doi = normaliseDoi(candidate);
    if (doi) {
      meta.doi = doi;
      break;
    }
  }

  const titleTag = [...doc.querySelectorAll('title')][0]?.textContent?.replace(/\s+/g, ' ').trim();
  const title = firstString(...metaValues(tags, 'citation_title', 'og:title'), article?.headline, titleTag);
  if (title) meta.title = title;
  return meta;
}
