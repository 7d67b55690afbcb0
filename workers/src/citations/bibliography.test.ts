import { describe, expect, it } from 'vitest';
import { findSections } from './bibliography.js';

const entry = 'Hale, M. (2009). Maps of the inner sea. Cove Press.';

describe('findSections', () => {
  it.each(['References', 'Works Cited', 'Bibliography', 'Referencias', 'Bibliographie', 'Literaturverzeichnis', 'Referências', 'Riferimenti bibliografici', 'Literatuurlijst', '## References:'])(
    'takes "%s" for the heading of the reference list',
    (heading) => {
      const text = `Body text (Hale, 2009).\n\n${heading}\n\n${entry}\n`;
      const s = findSections(text);
      expect(s.bibliography?.ownsHeading).toBe(true);
      expect(s.bibliography?.start).toBe(text.indexOf(heading));
      expect(s.bibliography?.entries.map((e) => e.text)).toEqual([entry]);
      expect(s.bodyEnd).toBe(text.indexOf(heading));
    },
  );

  it('finds a reference list without a heading at the end of the text', () => {
    const second = 'Osei, K. (2012). Tides. Harbor Books.';
    const text = `Body (Hale, 2009; Osei, 2012).\n\n${entry}\n${second}`;
    const s = findSections(text);
    expect(s.bibliography?.ownsHeading).toBe(false);
    expect(s.bibliography?.start).toBe(text.indexOf(entry));
    expect(s.bibliography?.entries.map((e) => [e.start, e.end])).toEqual([
      [text.indexOf(entry), text.indexOf(entry) + entry.length],
      [text.indexOf(second), text.length],
    ]);
  });

  it('joins an entry wrapped over several lines', () => {
    const text = 'Body (Hale, 2009; van der Berg, 2016).\n\nReferences\n\nHale, M. (2009). Maps of the inner\nsea. Cove Press.\nvan der Berg, J. (2016). Dykes and rivers. Water Studies, 3,\n5–9. https://doi.org/10.1/x\n';
    const s = findSections(text);
    expect(s.bibliography?.entries.map((e) => e.text)).toEqual([
      'Hale, M. (2009). Maps of the inner\nsea. Cove Press.',
      'van der Berg, J. (2016). Dykes and rivers. Water Studies, 3,\n5–9. https://doi.org/10.1/x',
    ]);
    expect(s.bibliography?.entries[0]?.parsed.title).toBe('Maps of the inner sea');
  });

  it('reads Markdown footnote definitions as notes', () => {
    const s = findSections('A claim.[^2]\n\n[^2]: Martin Hale, Maps of the Inner Sea, 4.\n');
    expect([...s.notes.keys()]).toEqual([2]);
  });

  it('does not take a single reference-like line for a list', () => {
    expect(findSections(`Body text.\n\n${entry}`).bibliography).toBeUndefined();
  });

  it('reads a list numbered "1)" entry by entry, each with its label', () => {
    const text = 'Body [1] [2].\n\nReferences\n\n1) Hale, M. (2009). Maps. Cove Press.\n2) Osei, K. (2010). Tides. Harbor Books.\n';
    const entries = findSections(text).bibliography!.entries;
    expect(entries.map((e) => [e.number, e.label, e.parsed.authors[0]?.family])).toEqual([
      [1, '1) ', 'Hale'],
      [2, '2) ', 'Osei'],
    ]);
  });

  it('reads numbered endnotes and a numbered list', () => {
    const text = 'A claim.¹\n\nNotes\n\n1. Martin Hale, Maps of the Inner Sea (Halifax: Cove Press, 2009), 4.\n\nReferences\n\n[1] Hale, M. (2009). Maps. Cove Press.\n';
    const s = findSections(text);
    expect([...s.notes.keys()]).toEqual([1]);
    expect(s.bibliography?.entries[0]?.number).toBe(1);
    expect(s.bodyEnd).toBe(text.indexOf('Notes'));
  });
});
