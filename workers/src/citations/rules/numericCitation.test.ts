import { beforeAll, describe, expect, it } from 'vitest';
import { checkCitations } from '../checkCitations.js';
import { applyFix, issueKind } from '../finding.js';
import { bracketNumbered } from '../fixtures/sahelReferences.js';
import type { CitationStyle, Issue } from '../types.js';

const apaList = ['References', '', ...bracketNumbered(), ''].join('\n');

const apaDoc = [
  'Dry seasons and leaving home',
  '',
  'Dry years push herders toward the towns [1]. The pull weakens once income is held fixed [2], and some trace it through the harvest [3].',
  '',
  apaList,
].join('\n');

/** Every fix of one check applied at once, last first so that earlier offsets hold. */
function applyAll(text: string, issues: Issue[]): string {
  const sorted = [...issues].sort((a, b) => b.original.start - a.original.start || b.original.end - a.original.end);
  for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.original.end, 'fixes overlap').toBeLessThanOrEqual(sorted[i - 1]!.original.start);
  return sorted.reduce((t, issue) => applyFix(t, issue), text);
}

const kinds = (issues: Issue[]) => issues.map((i) => issueKind(i));
const check = (text: string, style: CitationStyle) => checkCitations(text, { style });

describe('numbered citations in an author-date style', { timeout: 120_000 }, () => {
  it('tells an APA writer to cite author and year, and to take the numbers off the list', () => {
    const { issues } = check(apaDoc, 'APA');
    for (const i of issues) expect(apaDoc.slice(i.original.start, i.original.end)).toBe(i.original.text);
    const cites = issues.filter((i) => issueKind(i) === 'numeric_citation');
    expect(cites.map((i) => [i.original.text, i.fix.replacement])).toEqual([
      ['[1]', '(Okafor, 2019)'],
      ['[2]', '(Haddad & Brenner, 2020)'],
      ['[3]', '(Baptiste, 2018)'],
    ]);
    expect(cites[0]!.message).toContain('APA cites a work by its author and year');
    expect(cites[0]!.fix.byStyle).toMatchObject({ MLA: '(Okafor)', Chicago: '(Okafor 2019)' });
    expect(cites.every((i) => i.category === 'citation' && i.rule === undefined && i.citationGroupId)).toBe(true);
    const labels = issues.filter((i) => issueKind(i) === 'numbered_entry');
    expect(labels.map((i) => [i.original.text, i.fix.replacement])).toEqual([
      ['[1] ', ''],
      ['[2] ', ''],
      ['[3] ', ''],
    ]);
    // Okafor, Haddad, Baptiste: not alphabetical, and no single fix can move entries whose numbers are being deleted
    const order = issues.filter((i) => issueKind(i) === 'entry_order');
    expect(order).toHaveLength(1);
    expect(order[0]!.original.text).toBe('References');
    expect(order[0]!.fix.replacement).toBe('References');
    expect(order[0]!.message).toContain('alphabetically');
    expect(issues).toHaveLength(7);
  });

  it('applying every fix gives the APA text, and the list is then sorted by the usual fix', () => {
    const { issues } = check(apaDoc, 'APA');
    const fixed = applyAll(apaDoc, issues);
    expect(fixed).toContain('toward the towns (Okafor, 2019). The pull weakens once income is held fixed (Haddad & Brenner, 2020), and some trace it through the harvest (Baptiste, 2018).');
    expect(fixed).toContain('\nOkafor, N. (2019). Drought and herding in the Sahel.');
    expect(fixed).not.toMatch(/\[\d\]/);
    const after = check(fixed, 'APA');
    expect(kinds(after.issues)).toEqual(['entry_order']);
    const sorted = check(applyFix(fixed, after.issues[0]!), 'APA');
    expect(sorted.issues).toEqual([]);
    expect(sorted.bibliography!.entries.map((e) => e.parsed.authors[0]!.family)).toEqual(['Baptiste', 'Haddad', 'Okafor']);
  });

  it('writes several numbers as one parenthesis, a page as the style does, and a narrative number as a name', () => {
    const text = [
      'Herders leave in dry years [1, 2]. Harvests matter most [1-3]. One survey counts the carts [3, p. 14].',
      'As [1] showed, the towns grow. [2] found the opposite, and a reply to [3] followed.',
      '',
      apaList,
    ].join('\n');
    for (const [style, expected] of [
      ['APA', ['(Haddad & Brenner, 2020; Okafor, 2019)', '(Baptiste, 2018; Haddad & Brenner, 2020; Okafor, 2019)', '(Baptiste, 2018, p. 14)', 'Okafor (2019)', 'Haddad and Brenner (2020)', 'Baptiste (2018)']],
      ['MLA', ['(Okafor; Haddad and Brenner)', '(Okafor; Haddad and Brenner; Baptiste)', '(Baptiste 14)', 'Okafor', 'Haddad and Brenner', 'Baptiste']],
      ['Chicago', ['(Okafor 2019; Haddad and Brenner 2020)', '(Okafor 2019; Haddad and Brenner 2020; Baptiste 2018)', '(Baptiste 2018, 14)', 'Okafor (2019)', 'Haddad and Brenner (2020)', 'Baptiste (2018)']],
    ] as const) {
      const { issues } = check(text, style);
      expect(issues.filter((i) => issueKind(i) === 'numeric_citation').map((i) => i.fix.replacement), style).toEqual(expected);
    }
  });

  it('gives MLA the author and page, or the name alone in the sentence, which then cites the work', () => {
    const text = [
      'Herders leave [1, p. 47], as [2] argued.',
      '',
      'Works Cited',
      '',
      '1. Okafor, Ngozi. “Drought and Herding.” Journal of Arid Lands, vol. 12, no. 3, 2019, pp. 45–67.',
      '2. Baptiste, Tomas. Millet and Movement. Sahel Press, 2018.',
      '',
    ].join('\n');
    const { issues } = check(text, 'MLA');
    expect(issues.filter((i) => issueKind(i) === 'numeric_citation').map((i) => i.fix.replacement)).toEqual(['(Okafor 47)', 'Baptiste']);
    const fixed = applyAll(text, issues);
    expect(fixed.split('\n')[0]).toBe('Herders leave (Okafor 47), as Baptiste argued.');
    // what is left is the order, now with its sorting fix
    expect(kinds(check(fixed, 'MLA').issues)).toEqual(['entry_order']);
  });

  it('tells a numbered list without a heading that it sorts by author where the list starts', () => {
    const text = `Herders leave [1], and towns grow [2].\n\n${apaList.slice(apaList.indexOf('[1]'))}`;
    const order = check(text, 'APA').issues.filter((i) => issueKind(i) === 'entry_order');
    expect(order.map((i) => [i.original.start, i.original.end, i.fix.replacement])).toEqual([[text.indexOf('[1] Okafor'), text.indexOf('[1] Okafor'), '']]);
  });

  it('joins numbers written apart or as a range, and shares the parentheses a number stands in', () => {
    const text = ['Herders leave [1]–[3]. Towns grow [1], [2]. Harvests fail (see [3]) and (e.g., [1, 2]).', '', apaList].join('\n');
    const cites = check(text, 'APA').issues.filter((i) => issueKind(i) === 'numeric_citation');
    expect(cites.map((i) => [i.original.text, i.fix.replacement])).toEqual([
      ['[1]–[3]', '(Baptiste, 2018; Haddad & Brenner, 2020; Okafor, 2019)'],
      ['[1], [2]', '(Haddad & Brenner, 2020; Okafor, 2019)'],
      ['[3]', 'Baptiste, 2018'],
      ['[1, 2]', 'Haddad & Brenner, 2020; Okafor, 2019'],
    ]);
  });

  it('rewrites a range whose last number has no entry without a stray dash, and tells of the missing one', () => {
    const expected = 'Herders leave in dry years (Baptiste, 2018; Haddad & Brenner, 2020; Okafor, 2019), and the towns grow.';
    for (const range of ['[1]–[4]', '[1]-[4]', '[1–4]']) {
      const text = `Herders leave in dry years ${range}, and the towns grow.\n\n${apaList}`;
      const { issues } = check(text, 'APA');
      expect(kinds(issues), range).toEqual(['numeric_citation', 'orphan_marker', 'entry_order', 'numbered_entry', 'numbered_entry', 'numbered_entry']);
      expect([issues[0]!.original.text, issues[0]!.fix.replacement]).toEqual([range, '(Baptiste, 2018; Haddad & Brenner, 2020; Okafor, 2019)']);
      // the missing source is told of where the citation ends, with no fix of its own to clash with the rewrite
      const orphan = issues[1]!;
      expect([orphan.original.start, orphan.original.end, orphan.fix.replacement]).toEqual([issues[0]!.original.end, issues[0]!.original.end, '']);
      expect(orphan.message).toContain('cites reference 4, which has no matching entry in the reference list');
      expect(orphan.severity).toBe('error');
      const fixed = applyAll(text, issues);
      expect(fixed.split('\n')[0], range).toBe(expected);
      expect(kinds(check(fixed, 'APA').issues)).toEqual(['entry_order']);
    }
  });

  it('removes a run of numbers the list lacks whole, and drops an unlisted number from a run with its comma', () => {
    const text = `Herders leave in dry years [5]–[6]. Towns grow [1], [2], [7], and harvests fail [3].\n\n${apaList}`;
    const { issues } = check(text, 'APA');
    expect(issues.filter((i) => i.original.text).map((i) => [issueKind(i), i.original.text, i.fix.replacement]).slice(0, 3)).toEqual([
      ['orphan_marker', ' [5]–[6]', ''],
      ['numeric_citation', '[1], [2], [7]', '(Haddad & Brenner, 2020; Okafor, 2019)'],
      ['numeric_citation', '[3]', '(Baptiste, 2018)'],
    ]);
    expect(issues.filter((i) => issueKind(i) === 'orphan_marker').map((i) => i.message)).toEqual([
      'The citation reference 5, 6 has no matching entry in the reference list. Add the APA reference for it, or remove the citation.',
      'The citation "[1], [2], [7]" cites reference 7, which has no matching entry in the reference list. Add the APA reference for it: the APA citation offered for "[1], [2], [7]" leaves it out.',
    ]);
    expect(applyAll(text, issues).split('\n')[0]).toBe('Herders leave in dry years. Towns grow (Haddad & Brenner, 2020; Okafor, 2019), and harvests fail (Baptiste, 2018).');
  });

  it('keeps a range of a Chicago numbered note list as numbers, less the one it lacks', () => {
    const text = [
      'Herders leave in dry years [1]–[3].',
      '',
      'References',
      '',
      '1. Ngozi Okafor, “Drought and Herding in the Sahel,” Journal of Arid Lands 12, no. 3 (2019): 50.',
      '2. Tomas Baptiste, Millet and Movement (Dakar: Sahel Press, 2018), 14.',
      '',
    ].join('\n');
    const { issues } = check(text, 'Chicago');
    expect(issues.map((i) => [issueKind(i), i.original.text, i.fix.replacement])).toEqual([['orphan_marker', '[1]–[3]', '[1, 2]']]);
  });

  it('tells of the number of an entry nothing cites, which its removal takes, and of keeping it', () => {
    const text = `Herders leave in dry years [1], and the towns grow [3].\n\n${apaList}`;
    const { issues } = check(text, 'APA');
    const uncited = issues.find((i) => issueKind(i) === 'uncited_entry')!;
    expect(uncited.original.text).toBe(`${apaList.split('\n')[3]}\n`);
    expect(uncited.fix.label).toBe('Remove the reference and its number');
    expect(uncited.message).toBe(
      'Nothing in the text cites "Haddad, L., & Brenner, K. (2020). Income, harvests and leaving home. World Devel…". APA lists only works cited in the text: cite it or remove it. The fix removes it with its number; if you cite it instead, remove "[2]" too: APA lists references without numbers.',
    );
    expect(issues.filter((i) => issueKind(i) === 'numbered_entry').map((i) => i.original.text)).toEqual(['[1] ', '[3] ']);
    // every fix: a list of the two works cited, with no number left
    const fixed = applyAll(text, issues);
    expect(fixed.slice(fixed.indexOf('References'))).toBe(
      'References\n\nOkafor, N. (2019). Drought and herding in the Sahel. Journal of Arid Lands, 12(3), 45–67.\nBaptiste, T. (2018). Millet and movement. Agricultural Economics, 49(2), 201–215.\n',
    );
    // the writer keeps the entry and cites it: its number is then reported like the others
    const kept = applyAll(text, issues.filter((i) => i !== uncited)).replace('the towns grow', 'the towns grow (Haddad & Brenner, 2020)');
    const after = check(kept, 'APA').issues;
    expect(after.filter((i) => issueKind(i) !== 'entry_order').map((i) => [issueKind(i), i.original.text])).toEqual([['numbered_entry', '[2] ']]);
  });

  it('says that a numbered list which keeps its numbers is not renumbered when an entry nothing cites goes', () => {
    const text = [
      'Herders leave in dry years [1], and the towns grow [3].',
      '',
      'References',
      '',
      '1. Ngozi Okafor, “Drought and Herding in the Sahel,” Journal of Arid Lands 12, no. 3 (2019): 50.',
      '2. Tomas Baptiste, Millet and Movement (Dakar: Sahel Press, 2018), 14.',
      '3. Lina Haddad, Income and Harvests (Beirut: Cedar Press, 2020), 22.',
      '',
    ].join('\n');
    const { issues } = check(text, 'Chicago');
    expect(issues.map((i) => [issueKind(i), i.original.text])).toEqual([['uncited_entry', '2. Tomas Baptiste, Millet and Movement (Dakar: Sahel Press, 2018), 14.\n']]);
    expect(issues[0]!.message).toContain('The fix removes it with its number, and the entries after it keep theirs, so that the numbers in the text still find them.');
    const fixed = applyAll(text, issues);
    expect(check(fixed, 'Chicago').issues).toEqual([]);
    expect(fixed).toContain('(2019): 50.\n3. Lina Haddad');
  });

  it('moves the full stop of a number written after it, and reads the list labels "1." and "1)"', () => {
    for (const label of ['1.', '1)']) {
      const text = `Herders leave in dry years.[1]\n\nReferences\n\n${label} Okafor, N. (2019). Drought and herding in the Sahel. Journal of Arid Lands, 12(3), 45–67.\n`;
      const { issues } = check(text, 'APA');
      expect(issues.map((i) => [issueKind(i), i.original.text, i.fix.replacement])).toEqual([
        ['numeric_citation', '.[1]', ' (Okafor, 2019).'],
        ['numbered_entry', `${label} `, ''],
      ]);
      expect(applyAll(text, issues)).toBe('Herders leave in dry years (Okafor, 2019).\n\nReferences\n\nOkafor, N. (2019). Drought and herding in the Sahel. Journal of Arid Lands, 12(3), 45–67.\n');
    }
  });

  it('sets the parenthesis off by a space after a closing quotation mark', () => {
    const text = `Herders call it “the long walk”[1] in the north.\n\nReferences\n\n[1] Okafor, N. (2019). Drought and herding in dry lands. Journal of Arid Lands, 12(3), 45–67.\n`;
    expect(applyAll(text, check(text, 'APA').issues).split('\n')[0]).toBe('Herders call it “the long walk” (Okafor, 2019) in the north.');
  });

  it('checks the format of a numbered entry without its number, at the right offsets', () => {
    const text = 'Herders leave in dry years [1].\n\nReferences\n\n[1] Okafor, N. (2019). Drought And Herding In Dry Lands. Journal of Arid Lands, 12(3), 45–67.\n';
    const { issues } = check(text, 'APA');
    const format = issues.find((i) => issueKind(i) === 'entry_format')!;
    expect(format.original.start).toBe(text.indexOf('Okafor, N.'));
    expect(format.fix.replacement).toBe('Okafor, N. (2019). Drought and herding in dry lands. Journal of Arid Lands, 12(3), 45–67.');
    expect(applyAll(text, issues)).toBe(
      'Herders leave in dry years (Okafor, 2019).\n\nReferences\n\nOkafor, N. (2019). Drought and herding in dry lands. Journal of Arid Lands, 12(3), 45–67.\n',
    );
  });

  it('reads "(1)" as a citation only where it stands as one', () => {
    const text = [
      'Herders leave in dry years (1). The model has two parts: (1) rainfall and (2) prices.',
      'Rainfall follows equation (1). Substituting (2) into (1).',
      '',
      'References',
      '',
      '1. Okafor, N. (2019). Drought and herding in the Sahel. Journal of Arid Lands, 12(3), 45–67.',
      '2. Haddad, L., & Brenner, K. (2020). Income, harvests and leaving home. World Development, 130, 104–120.',
      '',
    ].join('\n');
    const cites = check(text, 'APA').issues.filter((i) => issueKind(i) === 'numeric_citation');
    expect(cites.map((i) => [i.original.start, i.fix.replacement])).toEqual([[text.indexOf('(1)'), '(Okafor, 2019)']]);
  });

  it('leaves alone brackets and numbers that are not citations', () => {
    const text = [
      '1. Introduction',
      '',
      'The herders "was leaving [sic] early" and towns grew [citation needed]. The census [2019] and section 2.1 agree.',
      'In code, `carts [1]` and rows[2] index arrays, and x = [1, 2] is a list.',
      '',
      '```',
      'return [3]',
      '```',
      '',
    ].join('\n') + apaList;
    expect(check(text, 'APA').issues.filter((i) => issueKind(i) === 'numeric_citation')).toEqual([]);
  });

  it('stays quiet on Chicago notes, and tells a Chicago author-date writer', () => {
    const notes = [
      'Herders leave in dry years.¹ Harvests matter.²',
      '',
      'Notes',
      '',
      '1. Ngozi Okafor, “Drought and Herding in the Sahel,” Journal of Arid Lands 12, no. 3 (2019): 50.',
      '2. Tomas Baptiste, Millet and Movement (Dakar: Sahel Press, 2018), 14.',
      '',
      'Bibliography',
      '',
      'Baptiste, Tomas. Millet and Movement. Dakar: Sahel Press, 2018.',
      'Okafor, Ngozi. “Drought and Herding in the Sahel.” Journal of Arid Lands 12, no. 3 (2019): 45–67.',
      '',
    ].join('\n');
    expect(check(notes, 'Chicago').issues).toEqual([]);
    // a numbered list of notes under a list heading, cited by bracket: notes, not author-date
    const noteList = 'Herders leave in dry years [1].\n\nReferences\n\n1. Ngozi Okafor, “Drought and Herding in the Sahel,” Journal of Arid Lands 12, no. 3 (2019): 50.\n';
    expect(check(noteList, 'Chicago').issues).toEqual([]);
    const authorDate = 'Herders leave in dry years [1].\n\nReferences\n\n1. Okafor, Ngozi. 2019. “Drought and Herding in the Sahel.” Journal of Arid Lands 12 (3): 45–67.\n';
    const { issues } = check(authorDate, 'Chicago');
    expect(issues.map((i) => [issueKind(i), i.fix.replacement])).toEqual([
      ['numeric_citation', '(Okafor 2019)'],
      ['numbered_entry', ''],
    ]);
    expect(issues[0]!.message).toContain('Chicago author-date cites a work by its author and year');
  });
});

describe('numbered citations on hostile input', { timeout: 120_000 }, () => {
  // the first check in a process builds the style's CSL engine, which is not what is timed here
  beforeAll(() => check(apaDoc, 'APA'));
  const list = '\n\nReferences\n\n[1] Okafor, N. (2019). Drought and herding in the Sahel. Journal of Arid Lands, 12(3), 45–67.\n[2] Haddad, L., & Brenner, K. (2020). Income. World Development, 130, 104–120.\n';
  it.each([
    ['[1]', '[1]'.repeat(66_667)],
    ['[1, ', '[1, '.repeat(50_000)],
    ['[1] x ', '[1] x '.repeat(33_334)],
    ['[1], ', '[1], '.repeat(40_000)],
    ['[1]–[2]–', '[1]–[2]–'.repeat(25_000)],
    ['[1]–[99]–', '[1]–[99]–'.repeat(20_000)],
    ['word (1).', 'word (1). '.repeat(20_000)],
    ['[1, 2, p. ', '[1, 2, p. '.repeat(20_000)],
  ])('200,000 characters of "%s" stay linear', (_, body) => {
    const started = performance.now();
    const { issues } = check(body + list, 'APA');
    expect(issues.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
