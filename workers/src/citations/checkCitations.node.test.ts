import { describe, expect, it } from 'vitest';
import { checkCitationsWithDictionary, hasTitleCaseTitle } from './checkCitations.node.js';
import { issueKind } from './finding.js';

const apaList = (entries: string[]) =>
  ['Readers return to the novel (Hale, 2019), and to its critics (Ortiz, 2021).', '', 'References', '', ...entries.flatMap((e) => [e, '']), ''].join('\n');

describe('APA sentence case with the dictionary', () => {
  it('keeps the proper nouns of a title-case title the body never names', async () => {
    const text = apaList([
      'Hale, J. (2019). Beloved And The Legacy Of Toni Morrison. Harbour Press.',
      'Ortiz, M. (2021). Teaching Grammar to Refugee Children in Paris: A Study From January to June. Journal of Language Education, 12(3), 44–60.',
    ]);
    const issues = (await checkCitationsWithDictionary(text, { style: 'APA' })).issues;
    expect(issues.map((i) => [issueKind(i), i.fix?.byStyle?.APA])).toEqual([
      ['entry_format', 'Hale, J. (2019). Beloved and the legacy of Toni Morrison. Harbour Press.'],
      ['entry_format', 'Ortiz, M. (2021). Teaching grammar to refugee children in Paris: A study from January to June. Journal of Language Education, 12(3), 44–60.'],
    ]);
  });

  it('leaves alone a sentence-case title whose capitals are all names', async () => {
    const text = apaList([
      'Hale, J. (2019). Beloved in the classroom. Harbour Press.',
      'Ortiz, M. (2021). Toni Morrison and the Harlem Renaissance. Journal of American Fiction, 12(3), 44–60.',
    ]);
    expect((await checkCitationsWithDictionary(text, { style: 'APA' })).issues.map((i) => i.message)).toEqual([]);
  });

  it('checks the document without proper nouns when the dictionary fails to load', async () => {
    const text = apaList(['Hale, J. (2019). Beloved And The Legacy Of Toni Morrison. Harbour Press.']);
    const broken = () => Promise.reject(new Error('dictionary missing'));
    const issues = (await checkCitationsWithDictionary(text, { style: 'APA' }, broken)).issues;
    const entry = issues.filter((i) => issueKind(i) === 'entry_format');
    expect(entry.map((i) => i.fix?.byStyle?.APA)).toEqual(['Hale, J. (2019). Beloved and the legacy of toni morrison. Harbour Press.']);
  });

  it('loads the dictionary only when a title is in title case', () => {
    expect(hasTitleCaseTitle(apaList(['Hale, J. (2019). Beloved in the classroom. Harbour Press.']), { style: 'APA' })).toBe(false);
    expect(hasTitleCaseTitle(apaList(['Hale, J. (2019). Beloved in the Modern Classroom. Harbour Press.']), { style: 'APA' })).toBe(true);
  });
});
