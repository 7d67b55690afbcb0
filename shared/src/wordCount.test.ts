import { describe, expect, it } from 'vitest';
import { countWords, isMostlyUnspacedScript, wordOffsetAfter } from './wordCount.js';

// The reference: one plain Segmenter pass, fine for the short texts it is used on here.
const segmenter = new Intl.Segmenter('en', { granularity: 'word' });
function referenceWords(text: string): Array<{ start: number; end: number }> {
  const words: Array<{ start: number; end: number }> = [];
  for (const segment of segmenter.segment(text)) {
    if (segment.isWordLike) words.push({ start: segment.index, end: segment.index + segment.segment.length });
  }
  return words;
}

/** A small deterministic generator (mulberry32), so a failing case can be replayed. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TRICKY = [
  ...'abcxyzABCéüßøñçłæœ',
  'e\u0301', 'n\u0303', '\u0301',
  ...'αβγΩάΫ́жщЖЁї',
  ...'0123456789',
  ...".,;:'\u2019\u2018\"\u201c\u201d\u00ab\u00bb",
  ...'-\u2010\u2011\u2013\u2014/()[]{}!?\u2026&+*=<>|~^%#$@_`\\\u00b7',
  ' ', ' ', ' ', '  ', '\n', '\t', '\r\n', '\u00a0', '\u3000', '\u2009',
  '\ufeff', '\u200b', '\u200d', '\u00ad',
  '😀', '👍🏽', '👨\u200d👩\u200d👧', '🇫🇷', '🇫', '©', '™',
  ...'我们今天去公园散步，天气很好。', ...'ひらがなカタカナー', ...'สวัสดีครับ',
  ...'שלום"׳', ...'مرحبا', ...'한국어',
  'ｱ', 'ａ', 'Ⅻ', 'ª', '٣', '१',
];

function randomText(next: () => number, length: number): string {
  let text = '';
  while (text.length < length) text += TRICKY[Math.floor(next() * TRICKY.length)];
  return text;
}

describe('countWords', () => {
  it('counts the word-like segments of common English', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t ')).toBe(0);
    expect(countWords('Hello, world!')).toBe(2);
    expect(countWords('  The quick brown fox.  ')).toBe(4);
    expect(countWords('... -- !!! ???')).toBe(0);
  });

  it('counts contractions, abbreviations and numbers as one word each', () => {
    expect(countWords("isn't don\u2019t O'Neill")).toBe(3);
    expect(countWords('e.g. U.S.A.')).toBe(2);
    expect(countWords('3.5 1,000 -7 $5 50%')).toBe(5);
    expect(countWords('10:30')).toBe(2);
  });

  it('splits hyphenated and slashed compounds into their parts', () => {
    expect(countWords('state-of-the-art')).toBe(4);
    expect(countWords('and/or e-mail \u2014 well\u2013known')).toBe(6);
  });

  it('counts CJK words by dictionary and ignores emoji', () => {
    expect(countWords('你好世界')).toBe(2);
    expect(countWords('こんにちは世界')).toBe(2);
    expect(countWords('😀 hi 👍🏽')).toBe(1);
  });

  it('matches a single Segmenter pass on every Latin, Greek and Cyrillic letter and every punctuation or symbol', () => {
    const candidate = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{P}\p{S}\p{Nd}]/u;
    const characters: string[] = [];
    for (let codePoint = 0; codePoint <= 0x1ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const character = String.fromCodePoint(codePoint);
      if (candidate.test(character)) characters.push(character);
    }
    expect(characters.length).toBeGreaterThan(5_000);
    const contexts = [(c: string) => c, (c: string) => `a${c}b`, (c: string) => `1${c}2`, (c: string) => `${c}x.`, (c: string) => `\u00e9${c}${c}`];
    const mismatches: string[] = [];
    for (const context of contexts) {
      for (let i = 0; i < characters.length; i += 40) {
        const group = characters.slice(i, i + 40).map(context);
        const text = group.join(' ');
        if (countWords(text) === referenceWords(text).length) continue;
        for (const item of group) {
          if (countWords(item) !== referenceWords(item).length) mismatches.push(JSON.stringify(item));
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('matches a single Segmenter pass on random text of letters, marks, punctuation, spaces and scripts', () => {
    const next = randomSource(20261126);
    for (let round = 0; round < 1_500; round += 1) {
      const text = randomText(next, 1 + Math.floor(next() * 120));
      expect({ text, words: countWords(text) }).toEqual({ text, words: referenceWords(text).length });
    }
  });

  it('matches a single Segmenter pass on random text long enough to be batched', () => {
    const next = randomSource(7);
    for (let round = 0; round < 20; round += 1) {
      const text = randomText(next, 3_000);
      expect(countWords(text)).toBe(referenceWords(text).length);
    }
  });

  it('cuts long runs without spaces at word boundaries', () => {
    const chinese = '我们今天去公园散步，天气很好。他说：“明天见！”'.repeat(200);
    expect(chinese.length).toBeGreaterThan(4_000);
    expect(countWords(chinese)).toBe(referenceWords(chinese).length);
    const hyphens = 'ab-'.repeat(3_000);
    expect(countWords(hyphens)).toBe(3_000);
    expect(countWords('x'.repeat(300_000))).toBe(1);
    const mixed = 'word@example.net;'.repeat(400);
    expect(countWords(mixed)).toBe(referenceWords(mixed).length);
  });

  it('counts a word of millions of characters as one word, without overflowing the stack', () => {
    // Each shape went through the regular expression that recursed once per letter or joiner.
    const shapes = ['x', 'e\u0301', 'ab1', "a'", 'a.', '1,', 'ж'];
    for (const shape of shapes) {
      const word = shape.repeat(Math.ceil(3_000_000 / shape.length)) + (shape.endsWith(',') || shape.endsWith("'") || shape.endsWith('.') ? shape[0] : '');
      expect(countWords(`one ${word} two`), shape).toBe(3);
      expect(wordOffsetAfter(`${word} two`, 1), shape).toBe(word.length);
    }
  });

  it('counts a 400,000-character text well within the time a single Segmenter pass would take', () => {
    const next = randomSource(42);
    const vocabulary = [
      'the', 'writer', "isn't", 'state-of-the-art', '3.5', '(see', 'page', '12)', 'naïve', 'café,', '"quoted"',
      'e.g.', 'twenty-one', 'Ünïcödé', 'résumé.', 'and/or', 'x@y.z', 'C++', '#tag', 'émoji😀', '—', 'l\u2019été',
    ];
    let text = '';
    while (text.length < 400_000) {
      text += vocabulary[Math.floor(next() * vocabulary.length)];
      text += next() < 0.05 ? '\n\n' : ' ';
    }
    text = text.slice(0, 400_000);
    const started = performance.now();
    const words = countWords(text);
    const elapsed = performance.now() - started;
    expect(words).toBeGreaterThan(50_000);
    // A single pass over 80,000 characters alone takes about nine seconds on this kind of machine.
    expect(elapsed).toBeLessThan(3_000);
  });

  it('counts 400,000 characters that all need the Segmenter in bounded time', () => {
    const text = 'ab@cd e\u0301x 😀 '.repeat(30_000).slice(0, 400_000);
    const started = performance.now();
    expect(countWords(text)).toBeGreaterThan(60_000);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe('wordOffsetAfter', () => {
  it('returns the offset just after the n-th word', () => {
    const text = '  Hello, world! It\u2019s state-of-the-art.';
    expect(wordOffsetAfter(text, 1)).toBe(text.indexOf(','));
    expect(wordOffsetAfter(text, 2)).toBe(text.indexOf('!'));
    expect(wordOffsetAfter(text, 3)).toBe(text.indexOf(' state'));
    expect(wordOffsetAfter(text, 6)).toBe(text.indexOf('-art'));
    expect(text.slice(0, wordOffsetAfter(text, 7))).toBe('  Hello, world! It\u2019s state-of-the-art');
  });

  it('returns 0 below one word and the length when the text is shorter', () => {
    expect(wordOffsetAfter('one two', 0)).toBe(0);
    expect(wordOffsetAfter('one two', -3)).toBe(0);
    expect(wordOffsetAfter('one two', Number.NaN)).toBe(0);
    expect(wordOffsetAfter('one two', 3)).toBe(7);
    expect(wordOffsetAfter('one two. ', 2)).toBe(7);
    expect(wordOffsetAfter('', 1)).toBe(0);
  });

  it('agrees with a single Segmenter pass for every n on random text', () => {
    const next = randomSource(99);
    for (let round = 0; round < 160; round += 1) {
      const text = randomText(next, 1 + Math.floor(next() * (round < 150 ? 150 : 2_500)));
      const words = referenceWords(text);
      // Every n on short texts; on the long ones (which are segmented in batches) every 7th.
      const step = text.length > 150 ? 7 : 1;
      const ns = words.map((_, i) => i + 1).filter((n) => n % step === 0 || n === words.length);
      const offsets = ns.map((n) => wordOffsetAfter(text, n));
      expect({ text, offsets }).toEqual({ text, offsets: ns.map((n) => words[n - 1]!.end) });
    }
  });

  it('finds the 400th word of a long text quickly', () => {
    const text = 'A sentence with seven words, give or take. '.repeat(10_000);
    const started = performance.now();
    const offset = wordOffsetAfter(text, 400);
    expect(performance.now() - started).toBeLessThan(200);
    expect(countWords(text.slice(0, offset))).toBe(400);
    expect(wordOffsetAfter(text, 10_000_000)).toBe(text.length);
  });
});

describe('isMostlyUnspacedScript', () => {
  it('is true for Chinese, Japanese, Thai, Lao, Khmer and Myanmar text', () => {
    expect(isMostlyUnspacedScript('我们今天去公园散步，天气很好。')).toBe(true);
    expect(isMostlyUnspacedScript('今日はいい天気ですね。コーヒーを飲みましょう。')).toBe(true);
    expect(isMostlyUnspacedScript('สวัสดีครับ วันนี้อากาศดี')).toBe(true);
    expect(isMostlyUnspacedScript('ສະບາຍດີ')).toBe(true);
    expect(isMostlyUnspacedScript('សួស្តី')).toBe(true);
    expect(isMostlyUnspacedScript('မင်္ဂလာပါ')).toBe(true);
    expect(isMostlyUnspacedScript('我们用 Python 3 写代码，很有意思的一个项目。')).toBe(true);
  });

  it('is false for spaced scripts, for a few foreign words and for text without letters', () => {
    expect(isMostlyUnspacedScript('The quick brown fox jumps over the lazy dog.')).toBe(false);
    expect(isMostlyUnspacedScript('The word 你好 means hello in Chinese, and 世界 means world.')).toBe(false);
    expect(isMostlyUnspacedScript('한국어는 띄어쓰기를 합니다')).toBe(false);
    expect(isMostlyUnspacedScript('Привет, как дела?')).toBe(false);
    expect(isMostlyUnspacedScript('')).toBe(false);
    expect(isMostlyUnspacedScript('123 456 !!! 😀')).toBe(false);
  });
});
