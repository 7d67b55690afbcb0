import { describe, expect, it } from 'vitest';
import { checkCitations } from '../checkCitations.js';
import { applyFix, issueKind } from '../finding.js';
import { bracketNumbered, sahelEntries } from '../fixtures/sahelReferences.js';
import type { CitationSource, Issue, MatchedPassage } from '../types.js';

const copied = 'Gardens also cool the blocks around them by a degree or two on summer nights';

const text = [
  `Vacant lots drag down the value of the homes around them, and a garden on one reverses part of that loss (Voicu & Been, 2008). Most gardeners in one survey grew food for their own table (Armstrong, 2000). ${copied}, which matters most where few homes have air conditioning.`,
  '',
  'References',
  '',
  'Armstrong, D. (2000). A survey of community gardens in upstate New York. Health and Place, 6(4), 319–327.',
  '',
  'Voicu, I., & Been, V. (2008). The effect of community gardens on neighboring property values. Real Estate Economics, 36(2), 241–283.',
  '',
].join('\n');

const passageIn = (t: string): MatchedPassage[] => [{ start: t.indexOf(copied), end: t.indexOf(copied) + copied.length, sourceId: 1, verdict: 'near' }];
const matches = passageIn(text);

/** The web page the passage was copied from, by an author whose name sorts where each case wants. */
const pageBy = (author: string): CitationSource => ({
  id: 1,
  url: 'https://example.org/climate/gardens-cool-blocks',
  title: 'How gardens cool a city block',
  authors: [author],
  published: '2019-07-02',
  siteName: 'Urban Climate Notes',
});

describe('missingEntry', { timeout: 120_000 }, () => {
  it.each([
    ['Lena Zeller', 'at the end of the list, after Voicu and Been (2008)', ['Armstrong', 'Voicu', 'Zeller']],
    ['Paul Kessler', 'between Armstrong (2000) and Voicu and Been (2008)', ['Armstrong', 'Kessler', 'Voicu']],
    ['Ana Abara', 'at the head of the list, before Armstrong (2000)', ['Abara', 'Armstrong', 'Voicu']],
  ])('a page by %s: an insertion point that marks no entry of the writer, %s', (author, where, order) => {
    const sources = [pageBy(author)];
    const { issues } = checkCitations(text, { style: 'APA', sources, matches });
    const missing = issues.find((i) => issueKind(i) === 'missing_entry')!;
    expect(missing.original.text).toBe('');
    expect(missing.original.start).toBe(missing.original.end);
    expect(missing.message).toContain(`Add it ${where}.`);

    // The entry is added together with the citation the copied passage lacks, as a writer would.
    const cite = issues.find((i) => issueKind(i) === 'missing_citation')!;
    const fixed = [missing, cite].sort((a, b) => b.original.start - a.original.start).reduce((t, i) => applyFix(t, i), text);
    const after = checkCitations(fixed, { style: 'APA', sources, matches: passageIn(fixed) });
    // One entry a paragraph as the writer set them, the list still sorted, nothing left to fix.
    expect(after.bibliography!.entries.map((e) => e.parsed.authors[0]?.family)).toEqual(order);
    const paragraphs = fixed.slice(fixed.indexOf('References')).trimEnd().split('\n\n');
    expect(paragraphs.map((p) => p.split(' ')[0])).toEqual(['References', ...order.map((name) => `${name},`)]);
    expect(after.issues).toEqual([]);
  });

  it('says where a list with its heading goes when the document has none', () => {
    const body = text.slice(0, text.indexOf('\n\nReferences'));
    const { issues } = checkCitations(body, { style: 'MLA', sources: [pageBy('Lena Zeller')], matches });
    const missing = issues.find((i) => issueKind(i) === 'missing_entry')!;
    expect([missing.original.start, missing.original.end]).toEqual([body.length, body.length]);
    expect(missing.message).toContain('Add it in a list headed "Works Cited" at the end of the document.');
  });

  describe('in a numbered list', () => {
    const wells = 'Wells dug by the herders themselves last twice as long as those dug by contractors';
    const body = `Herders leave in dry years [1], the towns grow [2], and harvests fail [3]. ${wells}.`;
    const page: CitationSource = { id: 1, url: 'https://example.org/sahel/who-digs-the-wells', title: 'Who digs the wells', authors: ['Mariam Keita'], published: '2021-03-04', siteName: 'Sahel Water Notes' };
    const matchesIn = (t: string): MatchedPassage[] => [{ start: t.indexOf(wells), end: t.indexOf(wells) + wells.length, sourceId: 1, verdict: 'near' }];
    const run = (t: string, style: 'APA' | 'Chicago') => checkCitations(t, { style, sources: [page], matches: matchesIn(t) });
    const applyAll = (t: string, issues: Issue[]) =>
      [...issues].sort((a, b) => b.original.start - a.original.start || b.original.end - a.original.end).reduce((out, i) => applyFix(out, i), t);

    it('where the style lists by author: at the end of a list in citation order, without a number, then sorted', () => {
      const t = [
        body,
        '',
        'References',
        '',
        ...bracketNumbered(),
        '',
      ].join('\n');
      const { issues } = run(t, 'APA');
      const missing = issues.find((i) => issueKind(i) === 'missing_entry')!;
      expect(missing.original.start).toBe(t.indexOf('201–215.') + '201–215.'.length);
      expect(missing.fix.replacement).toBe('\nKeita, M. (2021, March 4). Who digs the wells. Sahel Water Notes. https://example.org/sahel/who-digs-the-wells');
      expect(missing.message).toContain('Add it at the end of the list, after Baptiste (2018), without a number: APA numbers no reference, and the list is sorted by author once the numbers are gone.');
      const fixed = applyAll(t, issues);
      expect(fixed).not.toMatch(/\[\d\]/);
      const after = run(fixed, 'APA');
      expect(after.issues.map((i) => issueKind(i))).toEqual(['entry_order']);
      const sorted = run(applyFix(fixed, after.issues[0]!), 'APA');
      expect(sorted.issues).toEqual([]);
      expect(sorted.bibliography!.entries.map((e) => e.parsed.authors[0]!.family)).toEqual(['Baptiste', 'Haddad', 'Keita', 'Okafor']);
    });

    it('where the style lists by author and the list is already sorted: in alphabetical place, without a number', () => {
      const t = [
        body.replace('[3]', '[1]').replace('[1],', '[3],'),
        '',
        'References',
        '',
        ...[sahelEntries[2], sahelEntries[1], sahelEntries[0]].map((entry, i) => `${i + 1}. ${entry}`),
        '',
      ].join('\n');
      const { issues } = run(t, 'APA');
      const missing = issues.find((i) => issueKind(i) === 'missing_entry')!;
      expect(missing.original.start).toBe(t.indexOf('3. Okafor'));
      expect(missing.message).toContain('Add it between Haddad and Brenner (2020) and Okafor (2019), without a number (APA numbers no reference).');
      const fixed = applyAll(t, issues);
      expect(run(fixed, 'APA').issues).toEqual([]);
      expect(fixed.slice(fixed.indexOf('References')).split('\n').slice(2, 6).map((l) => l.split(',')[0])).toEqual(['Baptiste', 'Haddad', 'Keita', 'Okafor']);
    });

    it('where the list keeps its numbers: at the end, with the next number written as the others are', () => {
      const t = [
        body.replace(', and harvests fail [3]', ''),
        '',
        'Notes',
        '',
        '1. Ngozi Okafor, “Drought and Herding in the Sahel,” Journal of Arid Lands 12, no. 3 (2019): 50.',
        '',
        'References',
        '',
        '1. Ngozi Okafor, “Drought and Herding in the Sahel,” Journal of Arid Lands 12, no. 3 (2019): 45–67.',
        '2. Tomas Baptiste, Millet and Movement (Dakar: Sahel Press, 2018).',
        '',
      ].join('\n');
      const { issues } = run(t, 'Chicago');
      const missing = issues.find((i) => issueKind(i) === 'missing_entry')!;
      expect(missing.original.start).toBe(t.indexOf('Press, 2018).') + 'Press, 2018).'.length);
      expect(missing.fix.replacement).toMatch(/^\n3\. Keita, Mariam\. 2021\. “Who Digs the Wells\.”/);
      expect(missing.message).toContain('as "3.": the list is numbered, and the text cites its entries by those numbers.');
      const fixed = applyAll(t, issues);
      expect(run(fixed, 'Chicago').bibliography!.entries.map((e) => e.text.slice(0, 9))).toEqual(['1. Ngozi ', '2. Tomas ', '3. Keita,']);
    });
  });
});
