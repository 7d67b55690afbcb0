// Scores a text with the configured completions endpoint: the Binoculars score of the
// document and of every sentence (read with its neighbours), mapped to a likelihood
// around the configured threshold, in the same shape as the shipped detector's result.

import type { AiBand, AiContentResult, AiSentenceScore } from '@writecheck/workers/ai/score';
import type { AiSignal } from '@writecheck/workers/ai/signals';
import { splitSentences, tokenize } from '@writecheck/workers/ai/tokens';
import { binocularsScore, binocularsTerms, type TokenTerms } from './binoculars.js';
import { EndpointError, promptLogprobs } from './completionLogprobs.js';
import type { AiEndpointConfig } from './endpointConfig.js';
import { prosePrompt } from './prosePrompt.js';

// 1.1.0 reads prose only: code and markup are left out of the prompt, so a text with
// code scores differently from 1.0.0 and its older reports show `aiDetectorUpdated`.
export const ENDPOINT_DETECTOR = { name: 'writecheck-binoculars-endpoint', version: '1.1.0' } as const;

/** Likelihoods at which the band turns `mixed` and `likely_ai`: the threshold itself is 0.5. */
const THRESHOLDS = { mixed: 0.2, likelyAi: 0.5 };
/** Texts with fewer words of prose get no verdict, as with the shipped detector. */
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
  // The models read the prose only, like the shipped detector: code and markup are not writing.
  const p = prosePrompt(text);
  const tokens = tokenize(p.prose);
  const words = tokens.reduce((c, t) => c + (t.word ? 1 : 0), 0);
  // Too little prose for a verdict: the models are not asked.
  if (words < ENDPOINT_MIN_WORDS) return result(0, 'insufficient_text', [], [], words);

  const [observer, performer] = await Promise.all([promptLogprobs(cfg, cfg.observer, p.prompt), promptLogprobs(cfg, cfg.performer, p.prompt)]);
  // A token that stands only for collapsed code or markup weighs nothing; the rest are placed in the text.
  const terms = binocularsTerms(observer, performer)
    .filter((t) => p.holdsText(t.offset, t.offset + t.length))
    .map((t) => ({ ...t, offset: p.toText(t.offset) }));
  const documentScore = binocularsScore(terms);
  if (documentScore === null) throw new EndpointError('the completions endpoint gave no token log-probabilities for the text');
  const score = likelihood(cfg, documentScore);
  const spans = splitSentences(p.prose, tokens, text);
  const sentences: AiSentenceScore[] = spans.map((s, i) => {
    const from = firstAt(terms, spans[Math.max(0, i - 1)]!.start);
    const to = firstAt(terms, spans[Math.min(spans.length - 1, i + 1)]!.end);
    const local = binocularsScore(terms, from, to);
    return { start: s.start, end: s.end, score: round(local === null ? score : likelihood(cfg, local)) };
  });
  const machine = score >= THRESHOLDS.likelyAi;
  const logit = cfg.slope * (cfg.threshold - documentScore);
  const signal: AiSignal = {
    id: 'model_predictability',
    direction: machine ? 'machine' : 'human',
    weight: Number(logit.toFixed(3)),
    description: machine
      ? 'Two language models find the text about as predictable as the text they write themselves.'
      : 'Two language models find the text less predictable than the text they write themselves.',
  };
  const band = machine ? 'likely_ai' : score >= THRESHOLDS.mixed ? 'mixed' : 'likely_human';
  return result(score, band, sentences, [signal], words);
}

function result(score: number, band: AiBand, sentences: AiSentenceScore[], signals: AiSignal[], words: number): AiContentResult {
  return {
    score: round(score),
    band,
    sentences,
    signals,
    detector: { ...ENDPOINT_DETECTOR },
    partial: band === 'insufficient_text',
    words,
    thresholds: THRESHOLDS,
  };
}
