// Scores a text with the configured completions endpoint: the Binoculars score of the
// document and of every sentence (read with its neighbours), mapped to a likelihood
// around the configured threshold, in the same shape as the shipped detector's result.

import { countWords } from '@writecheck/shared/wordCount';
import type { AiContentResult, AiSentenceScore } from '@writecheck/workers/ai/score';
import { splitSentences, tokenize } from '@writecheck/workers/ai/tokens';
import { binocularsScore, binocularsTerms, type TokenTerms } from './binoculars.js';
import { EndpointError, promptLogprobs } from './completionLogprobs.js';
import type { AiEndpointConfig } from './endpointConfig.js';

export const ENDPOINT_DETECTOR = { name: 'writecheck-binoculars-endpoint', version: '1.0.0' } as const;

/** Likelihoods at which the band turns `mixed` and `likely_ai`: the threshold itself is 0.5. */
const THRESHOLDS = { mixed: 0.2, likelyAi: 0.5 };
/** Texts shorter than this get no verdict, as with the shipped detector. */
export const ENDPOINT_MIN_WORDS = 150;

const round = (x: number) => Math.round(x * 10000) / 10000;

function likelihood(cfg: AiEndpointConfig, score: number): number {
  const x = cfg.slope * (cfg.threshold - score);
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
}

/** The first index of `terms` at or after character `offset` (terms are in text order). */
function firstAt(terms: TokenTerms[], offset: number): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid]!.offset < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export async function scoreWithEndpoint(cfg: AiEndpointConfig, text: string): Promise<AiContentResult> {
  const [observer, performer] = await Promise.all([promptLogprobs(cfg, cfg.observer, text), promptLogprobs(cfg, cfg.performer, text)]);
  const terms = binocularsTerms(observer, performer);
  const documentScore = binocularsScore(terms);
  if (documentScore === null) throw new EndpointError('the completions endpoint gave no token log-probabilities for the text');
  const score = likelihood(cfg, documentScore);
  const words = countWords(text);
  const spans = splitSentences(text, tokenize(text));
  const sentences: AiSentenceScore[] = spans.map((s, i) => {
    const from = firstAt(terms, spans[Math.max(0, i - 1)]!.start);
    const to = firstAt(terms, spans[Math.min(spans.length - 1, i + 1)]!.end);
    const local = binocularsScore(terms, from, to);
    return { start: s.start, end: s.end, score: round(local === null ? score : likelihood(cfg, local)) };
  });
  const partial = words < ENDPOINT_MIN_WORDS;
  const machine = score >= THRESHOLDS.likelyAi;
  const logit = cfg.slope * (cfg.threshold - documentScore);
  return {
    score: round(score),
    band: partial ? 'insufficient_text' : score >= THRESHOLDS.likelyAi ? 'likely_ai' : score >= THRESHOLDS.mixed ? 'mixed' : 'likely_human',
    sentences,
    signals: [
      {
        id: 'model_predictability',
        direction: machine ? 'machine' : 'human',
        weight: Number(logit.toFixed(3)),
        description: machine
          ? 'Two language models find the text about as predictable as the text they write themselves.'
          : 'Two language models find the text less predictable than the text they write themselves.',
      },
    ],
    detector: { ...ENDPOINT_DETECTOR },
    partial,
    words,
    thresholds: THRESHOLDS,
  };
}
