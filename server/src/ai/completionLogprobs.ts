// Asks an OpenAI-compatible completions endpoint how likely each token of a text is:
// the text goes in as the prompt, echoed back with per-token log-probabilities and
// the model's most likely alternatives at every position.

import { z } from 'zod';
import type { AiEndpointConfig } from './endpointConfig.js';

export interface PromptLogprobs {
  tokens: string[];
  /** Character offset of each token in the text. */
  offsets: number[];
  /** Log probability of each token given the ones before (null for the first). */
  logprobs: (number | null)[];
  /** The model's likeliest tokens at each position with their log probabilities. */
  top: (Record<string, number> | null)[];
}

const logprobNumber = z.number().finite().max(0);

const responseSchema = z.object({
  choices: z
    .array(
      z.object({
        logprobs: z.object({
          tokens: z.array(z.string()),
          token_logprobs: z.array(logprobNumber.nullable()),
          top_logprobs: z.array(z.record(z.string(), logprobNumber).nullable()),
          text_offset: z.array(z.number().int().min(0)),
        }),
      }),
    )
    .min(1),
});

/** Bodies past this size are refused: a text's token log-probabilities never need as much. */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

export class EndpointError extends Error {}

export async function promptLogprobs(cfg: AiEndpointConfig, model: string, text: string): Promise<PromptLogprobs> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cfg.apiKey) headers.authorization = `Bearer ${cfg.apiKey}`;
  let res: Response;
  try {
    res = await fetch(`${cfg.url}/completions`, {
      method: 'POST',
      headers,
      // One generated token: some servers refuse zero; it is dropped below by its offset.
      body: JSON.stringify({ model, prompt: text, max_tokens: 1, echo: true, logprobs: cfg.topLogprobs, temperature: 0 }),
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
  } catch (err) {
    throw new EndpointError(`the completions endpoint did not answer: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new EndpointError(`the completions endpoint answered ${res.status} for model ${model}`);
  }
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_RESPONSE_BYTES) {
    await res.body?.cancel();
    throw new EndpointError('the completions endpoint answered with too large a body');
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new EndpointError('the completions endpoint answered with something that is not JSON');
  }
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) throw new EndpointError('the completions endpoint answered without token log-probabilities');
  const lp = parsed.data.choices[0]!.logprobs;
  const n = lp.tokens.length;
  if (lp.token_logprobs.length !== n || lp.top_logprobs.length !== n || lp.text_offset.length !== n) {
    throw new EndpointError('the completions endpoint answered with token lists of different lengths');
  }
  // Only the echoed prompt counts, not what the model went on to write.
  let keep = 0;
  while (keep < n && lp.text_offset[keep]! < text.length) keep++;
  return {
    tokens: lp.tokens.slice(0, keep),
    offsets: lp.text_offset.slice(0, keep),
    logprobs: lp.token_logprobs.slice(0, keep),
    top: lp.top_logprobs.slice(0, keep),
  };
}
