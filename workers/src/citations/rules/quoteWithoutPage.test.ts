import { describe, expect, it } from 'vitest';
import { checkCitations } from '../checkCitations.js';
import { issueKind } from '../finding.js';
import type { CitationStyle } from '../types.js';

interface Cites {
  firth: string;
  jacobs: string;
  oldenburg: string;
  /** The last citation of Firth with the page of the quotation it closes. */
  firthPaged: string;
}

/**
 * Terms in quotation marks cited to their works, then a quoted sentence without its page. "the
 * plot" is short enough that a closing mark once opened a "quotation" running to "interim use".
 */
const body = (c: Cites) =>
  [
    `Residents call it "the plot", and planners call it "interim use" (${c.firth}).`,
    '',
    `A busy plot puts "eyes on the street" (${c.jacobs}), and neighbours call such places "third places" (${c.oldenburg}).`,
    '',
    `One gardener said that "the block belongs to us again, and we keep it that way" (${c.firth}).`,
  ].join('\n');

const essays: Record<CitationStyle, { cites: Cites; list: string[] }> = {
  APA: {
    cites: { firth: 'Firth et al., 2011', jacobs: 'Jacobs, 1961', oldenburg: 'Oldenburg, 1989', firthPaged: 'Firth et al., 2011, p. 560' },
    list: [
      'References',
      'Firth, C., Maye, D., & Pearson, D. (2011). Developing community in community gardens. Local Environment, 16(6), 555–568.',
      'Jacobs, J. (1961). The death and life of great American cities. Random House.',
      'Oldenburg, R. (1989). The great good place. Paragon House.',
    ],
  },
  MLA: {
    cites: { firth: 'Firth et al.', jacobs: 'Jacobs', oldenburg: 'Oldenburg', firthPaged: 'Firth et al. 560' },
    list: [
      'Works Cited',
      'Firth, Chris, et al. "Developing Community in Community Gardens." Local Environment, vol. 16, no. 6, 2011, pp. 555–68.',
      'Jacobs, Jane. The Death and Life of Great American Cities. Random House, 1961.',
      'Oldenburg, Ray. The Great Good Place. Paragon House, 1989.',
    ],
  },
  Chicago: {
    cites: { firth: 'Firth, Maye, and Pearson 2011', jacobs: 'Jacobs 1961', oldenburg: 'Oldenburg 1989', firthPaged: 'Firth, Maye, and Pearson 2011, 560' },
    list: [
      'References',
      'Firth, Chris, Damian Maye, and David Pearson. 2011. "Developing Community in Community Gardens." Local Environment 16 (6): 555–68.',
      'Jacobs, Jane. 1961. The Death and Life of Great American Cities. New York: Random House.',
      'Oldenburg, Ray. 1989. The Great Good Place. New York: Paragon House.',
    ],
  },
};

const essay = (style: CitationStyle, cites: Cites) => `${body(cites)}\n\n${essays[style].list.join('\n\n')}\n`;

describe('quoteWithoutPage', { timeout: 120_000 }, () => {
  it.each(Object.keys(essays))('%s: a term in quotation marks needs no page; a quoted sentence does', (name) => {
    const style = name as CitationStyle;
    const { cites } = essays[style];
    const text = essay(style, cites);
    const { issues } = checkCitations(text, { style });
    // Only the citation that closes the quoted sentence, the second one of Firth.
    expect(issues.map((i) => [issueKind(i), i.original.text, i.original.start])).toEqual([
      ['quote_without_page', cites.firth, text.lastIndexOf(`(${cites.firth})`) + 1],
    ]);
  });

  it.each(Object.keys(essays))('%s: the quoted sentence with its page has no finding', (name) => {
    const style = name as CitationStyle;
    const { cites } = essays[style];
    const text = essay(style, cites);
    const at = text.lastIndexOf(`(${cites.firth})`) + 1;
    const paged = text.slice(0, at) + cites.firthPaged + text.slice(at + cites.firth.length);
    expect(checkCitations(paged, { style }).issues).toEqual([]);
  });
});
