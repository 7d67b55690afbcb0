import { describe, expect, it } from 'vitest';
import { alignLetters, defaultErrorModelOptions, groupEdits, learnErrorModel } from './errorModel.js';

describe('alignLetters', () => {
  it('pairs the letters of a slip with those of the word, matches included', () => {
    expect(alignLetters('gardan', 'garden').filter((s) => s.typed !== s.intended)).toEqual([{ typed: 'a', intended: 'e' }]);
    expect(alignLetters('wagn', 'wagon').filter((s) => s.typed !== s.intended)).toEqual([{ typed: '', intended: 'o' }]);
    expect(alignLetters('fomr', 'form').filter((s) => s.typed !== s.intended)).toEqual([{ typed: 'mr', intended: 'rm' }]);
    expect(alignLetters('lamp', 'lamp').map((s) => s.typed).join('')).toBe('lamp');
  });
});

describe('groupEdits', () => {
  it('widens a run of differing letters by the matching letters around it', () => {
    const groups = groupEdits('gardan', 'garden').map((g) => `${g.typed}>${g.intended}`);
    expect(groups).toEqual(expect.arrayContaining(['a>e', 'da>de', 'an>en', 'dan>den']));
  });
  it('gives a letter left out only with a neighbour, so both sides have letters', () => {
    const groups = groupEdits('wagn', 'wagon').map((g) => `${g.typed}>${g.intended}`);
    expect(groups).toEqual(expect.arrayContaining(['g>go', 'n>on', 'gn>gon']));
    expect(groups.every((g) => !g.startsWith('>') && !g.endsWith('>'))).toBe(true);
  });
  it('learns nothing from words too far apart to be slips', () => {
    expect(groupEdits('zebra', 'lamp')).toEqual([]);
  });
});

describe('learnErrorModel', () => {
  const pairs = [
    { typed: 'gardan', intended: 'garden' },
    { typed: 'hiddan', intended: 'hidden' },
    { typed: 'wagn', intended: 'wagon' },
    { typed: 'sadly', intended: 'sadly' },
  ];
  it('keeps the steps seen in at least two different words, with -ln P(typed | intended)', () => {
    const model = learnErrorModel(pairs, { ...defaultErrorModelOptions, priorCount: 0 });
    const an = model.find((e) => e.typed === 'an' && e.intended === 'en');
    // seen twice, discounted by a half, out of two occurrences of "en"
    expect(an?.nats).toBeCloseTo(-Math.log(1.5 / 2), 3);
    expect(model.some((e) => e.intended === 'gon')).toBe(false);
  });
  it('makes a step less likely when its intended letters are common in words typed right', () => {
    const more = [...pairs, { typed: 'ten', intended: 'ten' }, { typed: 'pen', intended: 'pen' }];
    const nats = (m: ReturnType<typeof learnErrorModel>) => m.find((e) => e.typed === 'an' && e.intended === 'en')!.nats;
    expect(nats(learnErrorModel(more))).toBeGreaterThan(nats(learnErrorModel(pairs)));
  });
});
