// Settings of the optional endpoint detector: an OpenAI-compatible completions server
// that returns token log-probabilities (llama.cpp, vLLM and the like) and the two
// models it serves. Unset URL: the shipped detector scores every text.

import { z } from 'zod';

export interface AiEndpointConfig {
  /** Base URL of the API; completions are posted to `${url}/completions`. */
  url: string;
  observer: string;
  performer: string;
  apiKey: string | undefined;
  /** Binoculars score at which a text is as likely machine-written as not. */
  threshold: number;
  /** How fast the likelihood rises as the score falls below the threshold. */
  slope: number;
  /** Alternatives per token the server is asked for (OpenAI's legacy API allows 5). */
  topLogprobs: number;
  timeoutMs: number;
}

const envSchema = z.object({
  WRITECHECK_AI_ENDPOINT_URL: z.string().url().optional(),
  WRITECHECK_AI_ENDPOINT_MODEL_OBSERVER: z.string().min(1).optional(),
  WRITECHECK_AI_ENDPOINT_MODEL_PERFORMER: z.string().min(1).optional(),
  WRITECHECK_AI_ENDPOINT_API_KEY: z.string().min(1).optional(),
  // The Binoculars authors' low false-positive threshold for their Falcon-7B pair;
  // another pair of models needs its own, measured on human text.
  WRITECHECK_AI_ENDPOINT_THRESHOLD: z.coerce.number().positive().max(10).default(0.8536),
  WRITECHECK_AI_ENDPOINT_SLOPE: z.coerce.number().positive().max(1000).default(40),
  WRITECHECK_AI_ENDPOINT_TOP_LOGPROBS: z.coerce.number().int().min(1).max(100).default(5),
  WRITECHECK_AI_ENDPOINT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
});

/** The endpoint detector's settings, or undefined when no endpoint is configured. */
export function loadAiEndpointConfig(env: NodeJS.ProcessEnv = process.env): AiEndpointConfig | undefined {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid environment: ${problems}`);
  }
  const e = parsed.data;
  if (!e.WRITECHECK_AI_ENDPOINT_URL) return undefined;
  if (!e.WRITECHECK_AI_ENDPOINT_MODEL_OBSERVER || !e.WRITECHECK_AI_ENDPOINT_MODEL_PERFORMER) {
    throw new Error('invalid environment: WRITECHECK_AI_ENDPOINT_URL needs WRITECHECK_AI_ENDPOINT_MODEL_OBSERVER and WRITECHECK_AI_ENDPOINT_MODEL_PERFORMER');
  }
  return {
    url: e.WRITECHECK_AI_ENDPOINT_URL.replace(/\/+$/, ''),
    observer: e.WRITECHECK_AI_ENDPOINT_MODEL_OBSERVER,
    performer: e.WRITECHECK_AI_ENDPOINT_MODEL_PERFORMER,
    apiKey: e.WRITECHECK_AI_ENDPOINT_API_KEY,
    threshold: e.WRITECHECK_AI_ENDPOINT_THRESHOLD,
    slope: e.WRITECHECK_AI_ENDPOINT_SLOPE,
    topLogprobs: e.WRITECHECK_AI_ENDPOINT_TOP_LOGPROBS,
    timeoutMs: e.WRITECHECK_AI_ENDPOINT_TIMEOUT_MS,
  };
}
