import { describe, expect, it } from 'vitest';
import { isTitleCase, toApaTitle } from './titleCase.js';

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
});
