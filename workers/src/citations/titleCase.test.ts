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
    expect(toApaTitle('Memory and Place in Toni Morrison’s Beloved', names)).toBe('Memory and place in Toni Morrison’s Beloved');
  });
});
