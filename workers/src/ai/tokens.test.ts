import { describe, expect, it } from 'vitest';
import { splitSentences, tokenize } from './tokens.js';
import { proseOf } from './vector.js';

const sentencesOf = (text: string) => splitSentences(text, tokenize(text)).map((s) => text.slice(s.start, s.end));

describe('tokenize', () => {
  it('keeps offsets into the text and lowercases words', () => {
    const text = 'Dr. Smith’s car, 3.5 tons!';
    const tokens = tokenize(text);
    for (const t of tokens) expect(text.slice(t.start, t.end).length).toBe(t.end - t.start);
    expect(tokens.map((t) => t.norm)).toEqual(['dr', '.', "smith's", 'car', ',', '<num>', '.', '<num>', 'tons', '!']);
    expect(tokens.filter((t) => t.word).length).toBe(6);
  });

  it('folds curly quotes and dashes into one mark each', () => {
    expect(tokenize('“a” — b – c').map((t) => t.norm)).toEqual(['"', 'a', '"', '-', 'b', '-', 'c']);
  });

  it('returns nothing for empty or blank text', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' \n\t ')).toEqual([]);
  });
});

describe('splitSentences', () => {
  it('splits at sentence ends, not at abbreviations, initials or decimals', () => {
    expect(sentencesOf('Mr. Brown paid 3.5 dollars. J. R. Smith left. Did he? Yes!')).toEqual([
      'Mr. Brown paid 3.5 dollars.',
      'J. R. Smith left.',
      'Did he?',
      'Yes!',
    ]);
  });

  it('keeps closing quotes with their sentence', () => {
    expect(sentencesOf('He said "stop." Then he left.')).toEqual(['He said "stop."', 'Then he left.']);
  });

  it('treats text without a final stop as one sentence', () => {
    expect(sentencesOf('no stop at all here')).toEqual(['no stop at all here']);
  });

  it('ends a sentence where a blanked block of code begins, stop or not, but not at inline code', () => {
    const source = [
      'Before you start, install the command line tool',
      '```sh',
      'npm install --global harbour-cli',
      'harbour init ./site',
      '```',
      'Then run `harbour serve` and open the page in a browser.',
    ].join('\n');
    const prose = proseOf(source);
    const sentences = splitSentences(prose, tokenize(prose), source).map((s) => source.slice(s.start, s.end));
    expect(sentences).toEqual(['Before you start, install the command line tool', 'Then run `harbour serve` and open the page in a browser.']);
  });
});
