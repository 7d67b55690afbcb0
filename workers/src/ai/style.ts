// Document-level style measurements: sentence rhythm (burstiness), vocabulary spread
// and punctuation habits. Each is a rate or a ratio, so that length alone says nothing.

import type { SentenceSpan, Token } from './tokens.js';

export const STYLE_FEATURES = [
  'sentenceLengthLog',
  'sentenceLengthVariation',
  'sentenceLengthRangeLog',
  'wordLength',
  'wordLengthSpread',
  'vocabularyVariety',
  'commaRate',
  'colonSemicolonRate',
  'dashRate',
  'bracketRate',
  'quoteRate',
  'questionExclamationRate',
  'midSentenceCapitalRate',
  'numberRate',
  'contractionRate',
  'firstPersonRate',
  'lowercaseSentenceStartRate',
  'repeatedWordRate',
  'repeatedBigramShare',
  'repeatedTrigramShare',
  'sentenceOpeningVariety',
  'openingTopicReturn',
  'halvesTopicOverlap',
  'lateNewNameRate',
] as const;

export type StyleFeature = (typeof STYLE_FEATURES)[number];

const FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'myself', "i'm", "i've", "i'd", "i'll"]);

export function styleFeatures(text: string, tokens: Token[], sentences: SentenceSpan[]): Float64Array {
  const words = tokens.filter((t) => t.word);
  const n = Math.max(1, words.length);
  const marks = new Map<string, number>();
  for (const t of tokens) if (!t.word) marks.set(t.norm, (marks.get(t.norm) ?? 0) + 1);
  const mark = (...ms: string[]) => ms.reduce((sum, m) => sum + (marks.get(m) ?? 0), 0);

  const lengths = sentences.map((s) => {
    let c = 0;
    for (let i = s.tokenStart; i < s.tokenEnd; i++) if (tokens[i]!.word) c++;
    return c;
  });
  const meanLen = mean(lengths);
  const sdLen = sd(lengths, meanLen);
  const wordLens = words.map((t) => t.end - t.start);
  const meanWordLen = mean(wordLens);

  let midCapitals = 0;
  let lowerStarts = 0;
  let repeated = 0;
  let contractions = 0;
  let firstPerson = 0;
  let numbers = 0;
  const sentenceStarts = new Set(sentences.map((s) => s.tokenStart));
  let prevWord = '';
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!t.word) continue;
    const first = text.charAt(t.start);
    const startsSentence = sentenceStarts.has(i) || (i > 0 && sentenceStarts.has(i - 1) && !tokens[i - 1]!.word);
    if (startsSentence) {
      if (/\p{Ll}/u.test(first)) lowerStarts++;
    } else if (/\p{Lu}/u.test(first)) {
      midCapitals++;
    }
    if (t.norm === prevWord) repeated++;
    prevWord = t.norm;
    if (t.norm.includes("'")) contractions++;
    if (FIRST_PERSON.has(t.norm)) firstPerson++;
    if (t.norm === '<num>') numbers++;
  }
  const sentenceCount = Math.max(1, sentences.length);
  const openings = new Set(sentences.map((s) => firstWord(tokens, s)));

  const values: Record<StyleFeature, number> = {
    sentenceLengthLog: Math.log1p(meanLen),
    sentenceLengthVariation: meanLen > 0 ? sdLen / meanLen : 0,
    sentenceLengthRangeLog: Math.log1p(lengths.length ? Math.max(...lengths) - Math.min(...lengths) : 0),
    wordLength: meanWordLen,
    wordLengthSpread: sd(wordLens, meanWordLen),
    vocabularyVariety: movingTypeTokenRatio(words, 50),
    commaRate: mark(',') / n,
    colonSemicolonRate: mark(':', ';') / n,
    dashRate: mark('-') / n,
    bracketRate: mark('(', ')', '[', ']') / n,
    quoteRate: mark('"', "'") / n,
    questionExclamationRate: mark('?', '!') / sentenceCount,
    midSentenceCapitalRate: midCapitals / n,
    numberRate: numbers / n,
    contractionRate: contractions / n,
    firstPersonRate: firstPerson / n,
    lowercaseSentenceStartRate: lowerStarts / sentenceCount,
    repeatedWordRate: repeated / n,
    repeatedBigramShare: repeatedNgramShare(words, 2),
    repeatedTrigramShare: repeatedNgramShare(words, 3),
    sentenceOpeningVariety: openings.size / sentenceCount,
    ...topicContinuity(text, words),
  };
  return Float64Array.from(STYLE_FEATURES, (k) => values[k]);
}

// How a text keeps to the topic it opens with: the share of the opening's content
// words that come back later, the overlap of content words between the halves, and
// how often names first appear in the second half. Language models continuing a
// prompt tend to wander off it and bring in new names.
const OPENING_WORDS = 40;
function topicContinuity(text: string, words: Token[]): { openingTopicReturn: number; halvesTopicOverlap: number; lateNewNameRate: number } {
  const content = (t: Token) => t.norm.length >= 5 && t.norm !== '<num>';
  const opening = new Set(words.slice(0, OPENING_WORDS).filter(content).map((t) => t.norm));
  const later = new Set(words.slice(OPENING_WORDS).filter(content).map((t) => t.norm));
  let returned = 0;
  for (const w of opening) if (later.has(w)) returned++;
  const half = Math.floor(words.length / 2);
  const first = new Set(words.slice(0, half).filter(content).map((t) => t.norm));
  const second = new Set(words.slice(half).filter(content).map((t) => t.norm));
  let shared = 0;
  for (const w of second) if (first.has(w)) shared++;
  const union = first.size + second.size - shared;
  const seen = new Set(words.slice(0, half).map((t) => t.norm));
  let newNames = 0;
  for (const t of words.slice(half)) {
    if (/\p{Lu}/u.test(text.charAt(t.start)) && !seen.has(t.norm)) newNames++;
    seen.add(t.norm);
  }
  return {
    openingTopicReturn: opening.size ? returned / opening.size : 0,
    halvesTopicOverlap: union ? shared / union : 0,
    lateNewNameRate: words.length - half > 0 ? newNames / (words.length - half) : 0,
  };
}

function firstWord(tokens: Token[], s: SentenceSpan): string {
  for (let i = s.tokenStart; i < s.tokenEnd; i++) if (tokens[i]!.word) return tokens[i]!.norm;
  return '';
}

// The share of word n-grams that already occurred earlier in the text: language
// models sampling freely tend to circle back to their own phrases.
function repeatedNgramShare(words: Token[], size: number): number {
  const seen = new Set<string>();
  let repeats = 0;
  let total = 0;
  for (let i = size - 1; i < words.length; i++) {
    let key = words[i]!.norm;
    for (let k = 1; k < size; k++) key = `${words[i - k]!.norm} ${key}`;
    if (seen.has(key)) repeats++;
    else seen.add(key);
    total++;
  }
  return total ? repeats / total : 0;
}

function mean(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

function sd(xs: number[], m: number): number {
  return xs.length > 1 ? Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1)) : 0;
}

// The mean share of distinct words over sliding windows: unlike a plain type-token
// ratio it does not fall as the text grows.
function movingTypeTokenRatio(words: Token[], window: number): number {
  if (words.length === 0) return 0;
  if (words.length <= window) return new Set(words.map((w) => w.norm)).size / words.length;
  const counts = new Map<string, number>();
  let distinct = 0;
  let total = 0;
  let windows = 0;
  for (let i = 0; i < words.length; i++) {
    const add = words[i]!.norm;
    const c = counts.get(add) ?? 0;
    if (c === 0) distinct++;
    counts.set(add, c + 1);
    if (i >= window) {
      const drop = words[i - window]!.norm;
      const d = counts.get(drop)! - 1;
      counts.set(drop, d);
      if (d === 0) distinct--;
    }
    if (i >= window - 1) {
      total += distinct / window;
      windows++;
    }
  }
  return total / windows;
}
