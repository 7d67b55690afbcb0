import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { normaliseDoi, readPageMeta, type MetaDocument } from './pageMeta.js';

const read = (head: string, url = 'https://example.org/a/b') => {
  const document: unknown = parseHTML(`<html><head>${head}</head><body><p>x</p></body></html>`).document;
  return readPageMeta(document as MetaDocument, url);
};

describe('page meta', () => {
  it('reads Highwire citation tags as journals publish them', () => {
    expect(read(`
      <title>Some article | Journal site</title>
      <meta name="citation_title" content="Mass loss of Alpine glaciers">
      <meta name="citation_author" content="Muster, Erika">
      <meta name="citation_author" content="Smith, John">
      <meta name="citation_publication_date" content="2023/08/22">
      <meta name="citation_journal_title" content="The Cryosphere">
      <meta name="citation_doi" content="https://doi.org/10.5194/tc-17-1234-2023">
      <link rel="canonical" href="/articles/1">`)).toEqual({
      title: 'Mass loss of Alpine glaciers',
      authors: ['Muster, Erika', 'Smith, John'],
      published: '2023/08/22',
      siteName: 'The Cryosphere',
      doi: '10.5194/tc-17-1234-2023',
      canonicalUrl: 'https://example.org/articles/1',
    });
  });

  it('reads JSON-LD graphs, author objects and DOIs in identifiers', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Site' },
        {
          '@type': 'ScholarlyArticle',
          headline: 'Ice and time',
          author: [{ '@type': 'Person', name: 'Ana Lima' }, { '@type': 'Person', name: 'Bo Chen' }],
          datePublished: '2021-03-04',
          publisher: { '@type': 'Organization', name: 'Ice Press' },
          sameAs: 'https://doi.org/10.1000/xyz.123',
        },
      ],
    };
    expect(read(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`)).toEqual({
      title: 'Ice and time',
      authors: ['Ana Lima', 'Bo Chen'],
      published: '2021-03-04',
      siteName: 'Ice Press',
      doi: '10.1000/xyz.123',
    });
  });

  it('ignores what cannot be meta: author URLs, non-web canonicals, broken JSON-LD, duplicates', () => {
    expect(read(`
      <meta property="article:author" content="https://facebook.com/someone">
      <meta name="author" content="Erika  Muster"><meta name="dc.creator" content="erika muster">
      <link rel="canonical" href="javascript:alert(1)">
      <script type="application/ld+json">{"@type": </script>`)).toEqual({ authors: ['Erika Muster'] });
  });

  it('normalises DOIs', () => {
    expect(normaliseDoi('doi:10.1234/ABC-5.')).toBe('10.1234/ABC-5');
    expect(normaliseDoi('https://doi.org/10.1234%2Fabc')).toBe('10.1234/abc');
    expect(normaliseDoi('ISBN 978-3-16')).toBeUndefined();
  });
});
