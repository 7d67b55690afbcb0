import { describe, expect, it } from 'vitest';
import { checkCitations } from '../checkCitations.js';
import { applyFix, issueKind } from '../finding.js';
import type { CitationSource, MatchedPassage } from '../types.js';

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
});
