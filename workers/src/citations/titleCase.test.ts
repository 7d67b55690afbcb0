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
  });
  it('lowers every word but the names, and takes a capitalised "And The Of" for title case', () => {
    expect(toApaTitle('Beloved And The Legacy Of Toni Morrison', isName)).toBe('Beloved and the legacy of Toni Morrison');
    expect(toApaTitle('Beloved and the Legacy of Toni Morrison', isName)).toBe('Beloved and the legacy of Toni Morrison');
    expect(toApaTitle('What I Learned Teaching Grammar in Paris', isName)).toBe('What I learned teaching grammar in Paris');
  });
  it('keeps a capitalised word that follows a name as part of it, but not across punctuation', () => {
    expect(toApaTitle('Teaching The Harlem Renaissance To First Readers', isName)).toBe('Teaching the Harlem Renaissance to first readers');
    expect(toApaTitle('Reading Morrison, Teaching Grammar', isName)).toBe('Reading Morrison, teaching grammar');
    // the price: a proper adjective's noun is taken for the rest of a name
    expect(toApaTitle('Teaching English Grammar to Young Readers', isName)).toBe('Teaching English Grammar to young readers');
  });
  it('stays linear on a hostile title of 200,000 characters', () => {
    const title = 'Aa Bb '.repeat(33_000) + 'Toni '.repeat(5_000);
    const started = performance.now();
    toApaTitle(title, isName);
    isTitleCase(title, isName);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
