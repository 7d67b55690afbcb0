import { z } from 'zod';
import type { ProviderHttp, ProviderLog } from '../web/providerHttp.js';

export interface RephraseOptions {
  /** ISO 639-1 code of the passage's language. */
  language: string;
  register: 'academic' | 'general';
  signal?: AbortSignal;
}

export interface Rephraser {
  /** A rewording that keeps meaning and citations, or null when the endpoint gave nothing usable. */
  rephrase(passage: string, options: RephraseOptions): Promise<string | null>;
}

export interface RephraserOptions {
  /** The chat completions address, or the API base it hangs off (…/v1). */
  url: string;
  model: string;
  apiKey?: string;
  http: ProviderHttp;
  log: ProviderLog;
}

const answer = z.object({
  choices: z.array(z.object({
    message: z.object({ content: z.string().nullable() }).loose(),
    finish_reason: z.string().nullable().optional(),
  }).loose()).min(1),
}).loose();

/** Passages are sentences to a paragraph or two; anything longer is not sent. */
export const MAX_PASSAGE_CHARS = 4_000;

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return 'the same language as the passage';
  }
}

export function rephrasePrompt(options: Pick<RephraseOptions, 'language' | 'register'>): string {
  const register = options.register === 'academic' ? 'a formal academic' : 'a clear, plain';
  return [
    'You rewrite passages that follow a source too closely so that they are in the writer\'s own words.',
    'Keep the meaning and every fact, number and name. Keep every citation exactly as written: parenthetical',
    'references such as (Smith, 2020), numbered references such as [3], footnote markers, and direct quotations',
    'inside quotation marks. Change the wording and the sentence structure; do not add or drop information.',
    `Write in ${languageName(options.language)}, in ${register} register.`,
    'Answer with the rewritten passage only: no introduction, no notes, no quotation marks around it.',
  ].join(' ');
}

/** Takes off what models wrap answers in: code fences and quotation marks around the whole text. */
function unwrap(text: string): string {
  let out = text.trim().replace(/^```[\w-]*\n([\s\S]*?)\n```$/, '$1').trim();
  if (/^["“«].*["”»]$/s.test(out) && !/["“”«»]/.test(out.slice(1, -1))) out = out.slice(1, -1).trim();
  return out;
}

function chatAddress(url: string): URL {
  const address = new URL(url);
  if (!/\/chat\/completions\/?$/.test(address.pathname)) address.pathname = `${address.pathname.replace(/\/$/, '')}/chat/completions`;
  return address;
}

/**
 * An OpenAI-compatible chat completions client that asks for a rewording of one passage. Whether
 * the rewording still matches its source is for the caller to verify; this only refuses
 * answers that cannot be one (empty, cut off, the passage unchanged, wildly longer or shorter).
 */
export function createRephraser(options: RephraserOptions): Rephraser {
  const address = chatAddress(options.url);
  const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
  return {
    async rephrase(passage, rephraseOptions) {
      const text = passage.trim();
      if (text === '' || text.length > MAX_PASSAGE_CHARS) return null;
      const body = {
        model: options.model,
        temperature: 0.3,
        max_tokens: Math.min(4_096, Math.ceil(text.length / 2) + 200),
        messages: [
          { role: 'system', content: rephrasePrompt(rephraseOptions) },
          { role: 'user', content: text },
        ],
      };
      const raw = await options.http.postJson('rewrite', address, headers, body, rephraseOptions.signal ?? new AbortController().signal);
      if (raw === undefined) return null;
      const parsed = answer.safeParse(raw);
      if (!parsed.success) {
        options.log.warn({ provider: 'rewrite', issues: parsed.error.issues.slice(0, 3) }, 'rewrite answer has an unexpected shape; ignored');
        return null;
      }
      const choice = parsed.data.choices[0]!;
      if (choice.finish_reason === 'length') {
        options.log.warn({ provider: 'rewrite' }, 'rewrite answer was cut off at the token limit; ignored');
        return null;
      }
      const rewritten = unwrap(choice.message.content ?? '');
      const ratio = rewritten.length / text.length;
      if (rewritten === '' || rewritten === text || ratio < 0.4 || ratio > 2.5) return null;
      return rewritten;
    },
  };
}
