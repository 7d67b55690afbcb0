import { describe, expect, it } from 'vitest';
import { isTitleCase, namesInProse, toApaTitle } from './titleCase.js';

describe('APA title case', () => {
  it('lowers a title-case title to sentence case, keeping acronyms and the word after a colon', () => {
    expect(toApaTitle('The Growth of Seagrass in NATO Harbours: A Field Study of Light')).toBe(
      'The growth of seagrass in NATO harbours: A field study of light',
    );
  });
  it('leaves sentence case with a proper noun alone', () => {
    expect(isTitleCase('Learning to read in Canada and beyond')).toBe(false);
    expect(toApaTitle('Learning to read in Canada and beyond')).toBe('Learning to read in Canada and beyond');
  });
  it("keeps the capitals of the names the writer's own text capitalises", () => {
    const names = namesInProse("Critics of Toni Morrison's work read Beloved as a ghost story. Memory matters.");
    expect([...names].sort()).toEqual(['Beloved', 'Morrison', 'Toni']);
    expect(toApaTitle('Memory and Place in Toni Morrison’s Beloved', (w) => names.has(w))).toBe('Memory and place in Toni Morrison’s Beloved');
  });

  const names = new Set(['Toni', 'Morrison', 'Harlem', 'English', 'Paris', 'I']);
  const isName = (w: string) => names.has(w);
  it('does not count names as signs of title case: a sentence-case title full of them stays', () => {
    expect(isTitleCase('Toni Morrison and the Harlem Renaissance', isName)).toBe(false);
    expect(toApaTitle('Toni Morrison and the Harlem Renaissance', isName)).toBe('Toni Morrison and the Harlem Renaissance');
    expect(isTitleCase('Effects of Vitamin A', isName)).toBe(false);
    // an acronym or a word with inner capitals is no sign either way
    expect(toApaTitle('The iPhone and Teenage Sleep')).toBe('The iPhone and teenage sleep');
  });
  it('lowers every word but the names, and takes a capitalised "And The Of" for title case', () => {
    expect(toApaTitle('Beloved And The Legacy Of Toni Morrison', isName)).toBe('Beloved and the legacy of Toni Morrison');
    expect(toApaTitle('Beloved and the Legacy of Toni Morrison', isName)).toBe('Beloved and the legacy of Toni Morrison');
    expect(toApaTitle('What I Learned Teaching Grammar in Paris', isName)).toBe('What I learned teaching grammar in Paris');
  });
  it('lowers the word after a name, which may or may not continue it, and does not count it for title case', () => {
    expect(toApaTitle('Teaching English Grammar to Young Readers', isName)).toBe('Teaching English grammar to young readers');
    expect(toApaTitle('Reading Morrison, Teaching Grammar', isName)).toBe('Reading Morrison, teaching grammar');
    expect(isTitleCase('Paris and the Harlem Renaissance', isName)).toBe(false);
  });
  it('lowers the parts of a compound that are not names', () => {
    expect(toApaTitle('Long-Term Effects of Anglo-Saxon Law on Self-Esteem', (w) => w === 'Anglo' || w === 'Saxon')).toBe(
      'Long-Term effects of Anglo-Saxon law on self-esteem',
    );
    expect(toApaTitle('Reading Toni Morrison With First-Year Students', isName)).toBe('Reading Toni Morrison with first-year students');
  });
  it('stays linear on a hostile title of 200,000 characters', () => {
    const title = 'Aa Bb '.repeat(33_000) + 'Toni '.repeat(5_000);
    const started = performance.now();
    toApaTitle(title, isName);
    isTitleCase(title, isName);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
