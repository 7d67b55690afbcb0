// What moved a score, in words a person understands. Each measurement's share of the
// raw score becomes a signal; surprisal measurements are grouped as one, and word
// choice is explained by the text's own phrases that weighed most.

import { DENSE_FEATURES, type DenseFeature } from './model.js';
import { SURPRISAL_FEATURES } from './surprisal.js';

export interface AiSignal {
  /** Stable identifier, e.g. `sentence_rhythm` or `word_choice`. */
  id: string;
  /** Which way the signal pushes: toward machine-written or toward human-written. */
  direction: 'machine' | 'human';
  /** Its share of the score on the log-odds scale (positive: toward machine-written). */
  weight: number;
  /** A short sentence for people. */
  description: string;
  /** Phrases of the text behind a word-choice signal. */
  examples?: string[];
}

interface SignalWording {
  id: string;
  machine: string;
  human: string;
}

// Style measurements that describe one habit share a signal.
const STYLE_WORDING: Partial<Record<DenseFeature, SignalWording>> = {
  sentenceLengthLog: { id: 'sentence_length', machine: 'Sentence lengths sit where machine text usually has them.', human: 'Sentence lengths are typical of human writing.' },
  sentenceLengthVariation: { id: 'sentence_rhythm', machine: 'Sentences are evenly sized, with little change in rhythm.', human: 'Sentence lengths vary the way people tend to write.' },
  sentenceLengthRangeLog: { id: 'sentence_rhythm', machine: 'Sentences are evenly sized, with little change in rhythm.', human: 'Sentence lengths vary the way people tend to write.' },
  wordLength: { id: 'word_length', machine: 'Word lengths match those of machine text.', human: 'Word lengths match those of human writing.' },
  wordLengthSpread: { id: 'word_length', machine: 'Word lengths match those of machine text.', human: 'Word lengths match those of human writing.' },
  vocabularyVariety: { id: 'vocabulary_variety', machine: 'Vocabulary variety is in the range typical of machine text.', human: 'Vocabulary variety is in the range typical of human writing.' },
  commaRate: { id: 'punctuation', machine: 'Punctuation is used in a regular, machine-like way.', human: 'Punctuation habits look like a person’s.' },
  colonSemicolonRate: { id: 'punctuation', machine: 'Punctuation is used in a regular, machine-like way.', human: 'Punctuation habits look like a person’s.' },
  dashRate: { id: 'punctuation', machine: 'Punctuation is used in a regular, machine-like way.', human: 'Punctuation habits look like a person’s.' },
  bracketRate: { id: 'punctuation', machine: 'Punctuation is used in a regular, machine-like way.', human: 'Punctuation habits look like a person’s.' },
  quoteRate: { id: 'punctuation', machine: 'Punctuation is used in a regular, machine-like way.', human: 'Punctuation habits look like a person’s.' },
  questionExclamationRate: { id: 'punctuation', machine: 'Punctuation is used in a regular, machine-like way.', human: 'Punctuation habits look like a person’s.' },
  midSentenceCapitalRate: { id: 'names_and_numbers', machine: 'Names and numbers appear at a rate typical of machine text.', human: 'Names and numbers appear at a rate typical of human writing.' },
  numberRate: { id: 'names_and_numbers', machine: 'Names and numbers appear at a rate typical of machine text.', human: 'Names and numbers appear at a rate typical of human writing.' },
  contractionRate: { id: 'personal_voice', machine: 'Few contractions or first-person asides, as in machine text.', human: 'Contractions and first-person voice, as people often write.' },
  firstPersonRate: { id: 'personal_voice', machine: 'Few contractions or first-person asides, as in machine text.', human: 'Contractions and first-person voice, as people often write.' },
  lowercaseSentenceStartRate: { id: 'typing_slips', machine: 'Hardly any typing slips, as in machine text.', human: 'Small typing slips that people make and machines rarely do.' },
  repeatedBigramShare: { id: 'repetition', machine: 'Phrases come back again and again, as when a machine writes freely.', human: 'Little repetition of phrases.' },
  repeatedTrigramShare: { id: 'repetition', machine: 'Phrases come back again and again, as when a machine writes freely.', human: 'Little repetition of phrases.' },
  sentenceOpeningVariety: { id: 'sentence_openings', machine: 'Sentences open in the same few ways.', human: 'Sentences open in varied ways.' },
  openingTopicReturn: { id: 'topic_continuity', machine: 'How closely the text keeps to the topic it opens with is typical of machine text.', human: 'How closely the text keeps to the topic it opens with is typical of human writing.' },
  halvesTopicOverlap: { id: 'topic_continuity', machine: 'How closely the text keeps to the topic it opens with is typical of machine text.', human: 'How closely the text keeps to the topic it opens with is typical of human writing.' },
  lateNewNameRate: { id: 'topic_continuity', machine: 'How closely the text keeps to the topic it opens with is typical of machine text.', human: 'How closely the text keeps to the topic it opens with is typical of human writing.' },
  repeatedWordRate: { id: 'typing_slips', machine: 'Hardly any typing slips, as in machine text.', human: 'Small typing slips that people make and machines rarely do.' },
};

const SURPRISAL_WORDING: SignalWording = {
  id: 'predictability',
  machine: 'Word after word, the text is predictable the way machine-written text is.',
  human: 'Word choices are less predictable, as in human writing.',
};

const WORD_CHOICE: SignalWording = {
  id: 'word_choice',
  machine: 'Words and phrases that are more common in machine-written text.',
  human: 'Words and phrases that are more common in human writing.',
};

const PATTERNS: SignalWording = {
  id: 'sentence_patterns',
  machine: 'Sentence patterns that machine-written text favours.',
  human: 'Sentence patterns that are more common in human writing.',
};

export interface SignalInputs {
  dense: Float64Array;
  wordChoice: number;
  patterns: number;
  machinePhrases: string[];
  humanPhrases: string[];
}

/** Signals sorted by strength, strongest first; tiny ones are left out. */
export function describeSignals(x: SignalInputs, limit = 6): AiSignal[] {
  const totals = new Map<string, { wording: SignalWording; weight: number }>();
  const add = (wording: SignalWording, weight: number) => {
    const t = totals.get(wording.id) ?? { wording, weight: 0 };
    t.weight += weight;
    totals.set(wording.id, t);
  };
  const surprisal = new Set<string>(SURPRISAL_FEATURES);
  DENSE_FEATURES.forEach((name, k) => {
    const w = surprisal.has(name) ? SURPRISAL_WORDING : STYLE_WORDING[name];
    if (w) add(w, x.dense[k]!);
  });
  add(WORD_CHOICE, x.wordChoice);
  add(PATTERNS, x.patterns);
  return [...totals.values()]
    .filter((t) => Math.abs(t.weight) >= 0.05)
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
    .slice(0, limit)
    .map(({ wording, weight }) => {
      const direction = weight > 0 ? 'machine' : 'human';
      const signal: AiSignal = { id: wording.id, direction, weight: Number(weight.toFixed(3)), description: direction === 'machine' ? wording.machine : wording.human };
      if (wording.id === 'word_choice') {
        const examples = direction === 'machine' ? x.machinePhrases : x.humanPhrases;
        if (examples.length) signal.examples = examples;
      }
      return signal;
    });
}
