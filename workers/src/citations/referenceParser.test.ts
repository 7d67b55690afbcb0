// Building a CSL style engine takes seconds on a busy machine; the first test of a run pays for it.
import { describe, expect, it } from 'vitest';
import { CslSession } from './cslFormat.js';
import { parseReference } from './referenceParser.js';
import type { ParsedReference } from './types.js';
import { citationStyleList } from './types.js';

const pool: ParsedReference[] = [
  {
    type: 'article-journal',
    authors: [{ family: 'Vance', given: 'Iris M.' }, { family: 'Osei', given: 'Kwame' }, { family: 'Laurent', given: 'Paul' }],
    etAl: false,
    year: '2017',
    title: 'Salt, light and the growth of seagrass',
    container: 'Marine Botany',
    volume: '31',
    issue: '4',
    pages: '302–318',
    doi: '10.4321/mb.2017.31',
  },
  { type: 'book', authors: [{ family: 'Hale', given: 'Martin' }], etAl: false, year: '2009', title: 'Maps of the inner sea', publisher: 'Cove Press', place: 'Halifax' },
  {
    type: 'webpage',
    authors: [{ family: 'Ibáñez', given: 'Lucía' }],
    etAl: false,
    year: '2023',
    month: 11,
    day: 2,
    title: 'Why harbours silt up',
    container: 'Coastal Notes',
    url: 'https://example.org/harbours',
  },
];

describe('parseReference', { timeout: 120_000 }, () => {
  it.each(citationStyleList)('reads back every field %s writes', (style) => {
    const csl = new CslSession(pool);
    for (const ref of pool) {
      const written = csl.reference(ref, style)!;
      const parsed = parseReference(written);
      expect(new CslSession([parsed]).reference(parsed, style), written).toBe(written);
      expect(parsed.authors[0]?.family).toBe(ref.authors[0]!.family);
      expect(parsed.year).toBe(ref.year);
      expect(parsed.type).toBe(ref.type);
    }
  });

  it('finds the fields of an entry that breaks its style', () => {
    const p = parseReference('Vance, Iris M., et al. (2017) "Salt, Light and the Growth of Seagrass," Marine Botany 31(4), pp. 302-318. doi: 10.4321/mb.2017.31.');
    expect(p.authors).toEqual([{ family: 'Vance', given: 'Iris M.' }]);
    expect(p.etAl).toBe(true);
    expect(p.year).toBe('2017');
    expect(p.title).toBe('Salt, Light and the Growth of Seagrass');
    expect(p.container).toBe('Marine Botany');
    expect([p.volume, p.issue, p.pages, p.doi]).toEqual(['31', '4', '302–318', '10.4321/mb.2017.31']);
  });

  it('reads an organisation as a single author and strips list numbers and italics markers', () => {
    const p = parseReference('3. World Ocean Council. (2020). *State of the harbours*. Council Press.');
    expect(p.authors).toEqual([{ family: 'World Ocean Council', given: '' }]);
    expect(p.title).toBe('State of the harbours');
    expect(p.publisher).toBe('Council Press');
  });

  it('reads a chapter in an edited book in each style: the book, its editors, the pages and the publisher', () => {
    const book = 'Tidal Margins: Essays on Estuaries';
    const editors = [
      { family: 'Marsh', given: 'Oren', suffix: 'Jr.' },
      { family: 'Lind', given: 'P. K.' },
    ];
    const apa = parseReference('Ruiz, T. (2016). Reed beds at dusk. In O. Marsh Jr. & P. K. Lind (Eds.), Tidal margins: Essays on estuaries (pp. 41–58). Harbour Press.');
    const mla = parseReference('Ruiz, Tomas. "Reed Beds at Dusk." Tidal Margins: Essays on Estuaries, edited by Oren Marsh Jr. and P. K. Lind, Harbour Press, 2016, pp. 41-58.');
    const chicago = parseReference('Ruiz, Tomas. 2016. "Reed Beds at Dusk." In Tidal Margins: Essays on Estuaries, edited by Oren Marsh, Jr., and P. K. Lind, 41–58. Bristol: Harbour Press.');
    expect(apa).toMatchObject({ type: 'chapter', title: 'Reed beds at dusk', container: 'Tidal margins: Essays on estuaries', pages: '41–58', publisher: 'Harbour Press' });
    expect(apa.editors).toEqual([{ family: 'Marsh', given: 'O.', suffix: 'Jr.' }, { family: 'Lind', given: 'P. K.' }]);
    expect(mla).toMatchObject({ type: 'chapter', title: 'Reed Beds at Dusk', container: book, pages: '41–58', publisher: 'Harbour Press', year: '2016' });
    expect(mla.editors).toEqual(editors);
    expect(chicago).toMatchObject({ type: 'chapter', container: book, pages: '41–58', place: 'Bristol', publisher: 'Harbour Press' });
    expect(chicago.editors).toEqual(editors);
  });

  it('reads an edited book, whose editors stand where the authors do, and a suffix after a comma', () => {
    const editors = [{ family: 'Marsh', given: 'Oren', suffix: 'Jr.' }, { family: 'Lind', given: 'P. K.' }];
    const apa = parseReference('Marsh, O., Jr., & Lind, P. K. (Eds.). (2016). Tidal margins: Essays on estuaries. Harbour Press.');
    expect(apa).toMatchObject({ edited: true, title: 'Tidal margins: Essays on estuaries', year: '2016', publisher: 'Harbour Press' });
    expect(apa.authors).toEqual([{ family: 'Marsh', given: 'O.', suffix: 'Jr.' }, { family: 'Lind', given: 'P. K.' }]);
    const mla = parseReference('Marsh, Oren, Jr., and P. K. Lind, editors. Tidal Margins: Essays on Estuaries. Harbour Press, 2016.');
    const chicago = parseReference('Marsh, Oren, Jr., and P. K. Lind, eds. 2016. Tidal Margins: Essays on Estuaries. Bristol: Harbour Press.');
    for (const p of [mla, chicago]) {
      expect(p.edited).toBe(true);
      expect(p.authors).toEqual(editors);
      expect(p.title).toBe('Tidal Margins: Essays on Estuaries');
    }
    // a man called Edward is no editor
    expect(parseReference('Marsh, Ed. (2001). Harbours. Cove Press.').edited).toBeUndefined();
  });

  it('never throws on junk', () => {
    for (const junk of ['', '.', '(((', 'doi:', 'http://', '10.1/', 'A, B, C, D, E, & F.', '“”', '2020. 2021. 2022.']) {
      expect(() => parseReference(junk)).not.toThrow();
    }
  });
});
