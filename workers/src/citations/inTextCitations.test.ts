import { describe, expect, it } from 'vitest';
import { findCitations } from './inTextCitations.js';

const items = (text: string) => findCitations(text, text.length).flatMap((g) => g.items.map((i) => ({ ...i, group: g.id })));

describe('findCitations', () => {
  it('reads APA, Chicago and MLA parenthetical citations with their shape', () => {
    const found = items('A (Hale, 2009, p. 4). B (Hale 2009, 4). C (Hale 4). D (Vance et al., 2017). E (Osei & Hale, 2012).');
    expect(found.map((i) => [i.shape, i.names, i.year, i.locator, i.etAl])).toEqual([
      ['APA', ['Hale'], '2009', 'p. 4', false],
      ['Chicago', ['Hale'], '2009', '4', false],
      ['MLA', ['Hale'], undefined, '4', false],
      ['APA', ['Vance'], '2017', undefined, true],
      ['APA', ['Osei', 'Hale'], '2012', undefined, false],
    ]);
  });

  it('reads narrative citations and a page that follows a quotation', () => {
    const text = 'Vance et al. (2017) wrote that "salt changes everything in the bay" (p. 306).';
    const found = items(text);
    expect(found[0]).toMatchObject({ form: 'narrative', names: ['Vance'], etAl: true, year: '2017', text: 'Vance et al. (2017)' });
    expect(found[1]).toMatchObject({ kind: 'author-page', names: [], locator: 'p. 306' });
  });

  it('groups works cited together and adjacent markers', () => {
    const found = items('Claim (Hale, 2009; Osei, 2012). Numbers [1][2-3]. Notes here.¹²');
    expect(new Set(found.slice(0, 2).map((i) => i.group)).size).toBe(1);
    expect(found.filter((i) => i.kind === 'numeric').map((i) => i.number)).toEqual([1, 2, 3]);
    expect(new Set(found.filter((i) => i.kind === 'numeric').map((i) => i.group)).size).toBe(1);
    expect(found.filter((i) => i.kind === 'note').map((i) => i.number)).toEqual([12]);
  });

  it('reads secondary citations and several years for one author', () => {
    const text = 'Old claim (as cited in Hale, 2009). Hale wrote twice (Hale, 2009, 2011).';
    const found = items(text);
    expect(found[0]!.text).toBe('Hale, 2009');
    expect(text.slice(found[0]!.start, found[0]!.end)).toBe('Hale, 2009');
    expect(found.map((i) => [i.names[0], i.year, i.sharedAuthor ?? false])).toEqual([
      ['Hale', '2009', false],
      ['Hale', '2009', true],
      ['Hale', '2011', true],
    ]);
  });

  it('leaves ordinary parentheses alone', () => {
    expect(items('The river (which floods) rose 3 m (about 10 ft) in May (see map).')).toEqual([]);
    expect(items('As shown (Figure 2; Table 3), the flood (March 2019) came early (In 2019).')).toEqual([]);
  });

  it('offsets point at the citation text', () => {
    const text = 'Lead-in text (Hale, 2009, p. 4) and more.';
    for (const i of items(text)) expect(text.slice(i.start, i.end)).toBe(i.text);
  });
});

describe('note markers', () => {
  it('takes a superscript after a letter for a unit unless the document has notes', () => {
    const text = 'The plot covers 40 m² of marsh.¹';
    expect(findCitations(text, text.length).flatMap((g) => g.items.map((i) => i.text))).toEqual(['¹']);
    expect(findCitations(text, text.length, true).flatMap((g) => g.items.map((i) => i.text))).toEqual(['²', '¹']);
  });
  it('reads Markdown footnote references but not their definitions', () => {
    const text = 'A claim.[^1]\n\n[^1]: Hale, Maps, 4.';
    expect(findCitations(text, text.length).flatMap((g) => g.items.map((i) => i.number))).toEqual([1]);
  });
});
