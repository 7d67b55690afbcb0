import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkOptionsSchema } from '@writecheck/shared';
import { countWords } from '@writecheck/shared/wordCount';
import { scoreAiContent } from '@writecheck/workers/ai/detector';
import { createNodeWorkerHost } from '@writecheck/workers/host/nodeHost';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { aiContentPass } from '../runner/passes/aiContentPass.js';
import type { PassInput } from '../runner/passes/types.js';
import type { Services } from '../services.js';
import { binocularsScore, binocularsTerms } from './binoculars.js';
import { EndpointError, type PromptLogprobs } from './completionLogprobs.js';
import { loadAiEndpointConfig, type AiEndpointConfig } from './endpointConfig.js';
import { ENDPOINT_DETECTOR, ENDPOINT_MIN_WORDS, scoreWithEndpoint } from './endpointDetector.js';

// A loopback stand-in for a completions server with two small deterministic "models":
// both find a handful of common words likely and every other word unlikely, and both
// list the same five alternatives at every position. Text of common words is then
// unsurprising relative to what the models expect (a low Binoculars score).
const COMMON = new Set(['the', 'of', 'and', 'to', 'a', 'in', 'is', 'it', 'that', 'was', 'end', 'road', 'way', 'world', 'so']);
const TOP = {
  observer: { ' the': -1, ' of': -1.5, ' and': -2, ' to': -2.5, ' a': -3 },
  performer: { ' the': -0.8, ' of': -1.6, ' and': -2.2, ' to': -2.6, ' a': -3.2 },
};

function completion(model: 'observer' | 'performer', prompt: string, splitDifferently: boolean) {
  const tokens: string[] = [];
  const offsets: number[] = [];
  const pattern = splitDifferently && model === 'performer' ? /\s*\S{1,3}/g : /\s*\S+/g;
  for (const m of prompt.matchAll(pattern)) {
    tokens.push(m[0]);
    offsets.push(m.index);
  }
  // The one generated token, past the end of the prompt.
  tokens.push(' end');
  offsets.push(prompt.length);
  const likely = model === 'observer' ? -1 : -1.2;
  const unlikely = model === 'observer' ? -5 : -4.5;
  return {
    id: 'cmpl-fixture',
    object: 'text_completion',
    choices: [
      {
        index: 0,
        text: `${prompt} end`,
        logprobs: {
          tokens,
          text_offset: offsets,
          token_logprobs: tokens.map((t, i) => (i === 0 ? null : COMMON.has(t.trim().toLowerCase().replace(/[.,]$/, '')) ? likely : unlikely)),
          top_logprobs: tokens.map((_, i) => (i === 0 ? null : TOP[model])),
        },
      },
    ],
  };
}

let server: Server;
let base = '';
const requests: { path: string; body: Record<string, unknown> }[] = [];

function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw) as { model: 'observer' | 'performer'; prompt: string };
    const path = req.url ?? '';
    requests.push({ path, body });
    const mode = path.split('/')[1];
    if (mode === 'error') return res.writeHead(500).end('overloaded');
    if (mode === 'garbage') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [{"text": "no logprobs"');
    if (mode === 'nologprobs') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ text: 'x' }] }));
    if (mode === 'slow') return; // never answers: the client's timeout must end the wait
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(body.model, body.prompt, mode === 'mismatch')));
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function config(mode: string, extra: NodeJS.ProcessEnv = {}): AiEndpointConfig {
  return loadAiEndpointConfig({
    WRITECHECK_AI_ENDPOINT_URL: `${base}/${mode}/v1`,
    WRITECHECK_AI_ENDPOINT_MODEL_OBSERVER: 'observer',
    WRITECHECK_AI_ENDPOINT_MODEL_PERFORMER: 'performer',
    WRITECHECK_AI_ENDPOINT_TIMEOUT_MS: '500',
    ...extra,
  })!;
}

const commonSentence = 'It was the end of the road and it is the way of the world that it was so. ';
const rareSentence = 'Grandmother quietly repainted seventeen crooked lighthouse shutters during thunderstorms yesterday. ';
const machineLike = commonSentence.repeat(12);
const humanLike = rareSentence.repeat(16);

describe('binocularsTerms', () => {
  it('divides the observer’s surprise by the cross-entropy of the performer’s expectation', () => {
    const observer: PromptLogprobs = { tokens: ['A', ' b', ' c'], offsets: [0, 1, 3], logprobs: [null, -2, -1], top: [null, { ' b': -2, ' x': -0.5 }, { ' c': -1 }] };
    const performer: PromptLogprobs = { tokens: ['A', ' b', ' c'], offsets: [0, 1, 3], logprobs: [null, -1, -1], top: [null, { ' x': Math.log(0.75), ' y': Math.log(0.25) }, { ' c': 0 }] };
    const terms = binocularsTerms(observer, performer);
    // Position 1: the performer expects x (3/4) and y (1/4); the observer gives x -0.5 and
    // y, not listed, its lowest listed value -2. Position 2: c alone, observer -1.
    expect(terms.map((t) => t.offset)).toEqual([1, 3]);
    expect(terms[0]!.crossEntropy).toBeCloseTo(0.75 * 0.5 + 0.25 * 2, 10);
    expect(terms[1]!.crossEntropy).toBeCloseTo(1, 10);
    expect(binocularsScore(terms)).toBeCloseTo((2 + 1) / (0.875 + 1), 10);
  });

  it('refuses two models that tokenise differently', () => {
    const a: PromptLogprobs = { tokens: ['A', ' b'], offsets: [0, 1], logprobs: [null, -1], top: [null, {}] };
    expect(() => binocularsTerms(a, { ...a, tokens: ['A', ' c'] })).toThrow(EndpointError);
  });
});

describe('scoreWithEndpoint against a loopback completions server', () => {
  it('scores predictable text as likely machine-written and varied text as human, and names its detector', async () => {
    const machine = await scoreWithEndpoint(config('ok'), machineLike);
    const human = await scoreWithEndpoint(config('ok'), humanLike);
    expect(machine.detector).toEqual(ENDPOINT_DETECTOR);
    expect(machine.band).toBe('likely_ai');
    expect(machine.score).toBeGreaterThan(0.9);
    expect(human.band).toBe('likely_human');
    expect(human.score).toBeLessThan(0.1);
    expect(machine.sentences.length).toBe(12);
    const sent = requests.find((r) => r.path === '/ok/v1/completions')!.body;
    expect(sent).toMatchObject({ echo: true, logprobs: 5, max_tokens: 1 });
  });

  it('gives each sentence its own likelihood', async () => {
    const mixed = await scoreWithEndpoint(config('ok'), rareSentence.repeat(8) + commonSentence.repeat(8));
    const first = mixed.sentences[0]!;
    const last = mixed.sentences.at(-1)!;
    expect(first.score).toBeLessThan(0.1);
    expect(last.score).toBeGreaterThan(0.9);
  });

  it('moves the verdict with the configured threshold', async () => {
    const strict = await scoreWithEndpoint(config('ok', { WRITECHECK_AI_ENDPOINT_THRESHOLD: '0.3' }), machineLike);
    expect(strict.band).toBe('likely_human');
  });

  it.each(['error', 'garbage', 'nologprobs', 'slow', 'mismatch'])('fails with an EndpointError when the server is %s', async (mode) => {
    await expect(scoreWithEndpoint(config(mode), machineLike)).rejects.toThrow(EndpointError);
  });

  it('fails when nothing listens there', async () => {
    const closed = { ...config('ok'), url: 'http://127.0.0.1:9/v1' };
    await expect(scoreWithEndpoint(closed, machineLike)).rejects.toThrow(EndpointError);
  });
});

// Prose around a long program, and the same prose as the models should read it.
const program = [
  '```rust',
  'use std::io::{self, BufRead};',
  ...Array.from({ length: 40 }, (_, i) => `let column_${i} = parse_field(&line, ${i}).unwrap_or_default();`),
  'println!("{:?}", columns);',
  '```',
].join('\n');
const introduction = `${commonSentence.repeat(6)}The program below reads every line it is given`;
const conclusion = `Run \`cargo run\` and ${commonSentence.repeat(6).trim()}`;
const withProgram = `${introduction}\n\n${program}\n\n${conclusion}`;
const proseRead = `${introduction}\n\nRun and ${commonSentence.repeat(6).trim()}`;
const programAt: [number, number] = [withProgram.indexOf('```'), withProgram.lastIndexOf('```') + 3];
const outsideProgram = (start: number, end: number) => end <= programAt[0] || start >= programAt[1];

describe('scoreWithEndpoint reads the prose only', () => {
  it('sends no code to the models and scores the text as its prose alone', async () => {
    const from = requests.length;
    const read = await scoreWithEndpoint(config('ok'), withProgram);
    expect(requests.slice(from).map((r) => r.body.prompt)).toEqual([proseRead, proseRead]);
    const alone = await scoreWithEndpoint(config('ok'), proseRead);
    expect(read.score).toBe(alone.score);
    expect(read.band).toBe('likely_ai');
  });

  it('reports sentence offsets into the original text, none of them across the code', async () => {
    const read = await scoreWithEndpoint(config('ok'), withProgram);
    const sentences = read.sentences.map((s) => withProgram.slice(s.start, s.end));
    expect(sentences).toContain('The program below reads every line it is given');
    expect(sentences).toContain('Run `cargo run` and It was the end of the road and it is the way of the world that it was so.');
    expect(sentences.filter((s) => s === commonSentence.trim())).toHaveLength(11);
    for (const s of read.sentences) expect(outsideProgram(s.start, s.end)).toBe(true);
  });

  it('gives a text that is mostly code no verdict, without asking the models', async () => {
    const mostlyCode = `Read the lines of a file and print each column.\n\n${program}\n\nThat is all it does.`;
    expect(countWords(mostlyCode)).toBeGreaterThanOrEqual(ENDPOINT_MIN_WORDS);
    const from = requests.length;
    const read = await scoreWithEndpoint(config('ok'), mostlyCode);
    expect(read).toMatchObject({ band: 'insufficient_text', partial: true, words: 15, sentences: [] });
    expect(scoreAiContent(mostlyCode)).toMatchObject({ band: 'insufficient_text', partial: true, words: 15 });
    expect(requests.length).toBe(from);
  });
});

describe('endpoint settings', () => {
  it('are off without a URL and need both models with one', () => {
    expect(loadAiEndpointConfig({})).toBeUndefined();
    expect(() => loadAiEndpointConfig({ WRITECHECK_AI_ENDPOINT_URL: 'http://127.0.0.1:1/v1' })).toThrow(/OBSERVER/);
    expect(() => loadAiEndpointConfig({ WRITECHECK_AI_ENDPOINT_URL: 'not a url' })).toThrow(/invalid environment/);
    expect(() => config('ok', { WRITECHECK_AI_ENDPOINT_THRESHOLD: '-1' })).toThrow(/THRESHOLD/);
  });
});

describe('the AI-content pass with an endpoint', () => {
  const host = createNodeWorkerHost({ size: 1 });
  afterAll(() => host.close());
  const svcWith = (aiEndpoint: AiEndpointConfig) => ({ config: { ...loadConfig({}), aiEndpoint }, log: pino({ level: 'silent' }), host }) as unknown as Services;
  const input = (text: string): PassInput => ({
    text,
    language: 'en',
    locale: 'en-US',
    options: checkOptionsSchema.parse({ plagiarism: false, grammarSpelling: false, citations: false, aiContent: true, style: false }),
    citationStyle: 'APA',
    checkId: 'check-endpoint',
    accountId: 'account-endpoint',
    title: null,
    contentType: 'prose',
    sourceRules: [],
  });

  it('reports the endpoint detector when the endpoint answers', async () => {
    const result = await aiContentPass.run(svcWith(config('ok')), input(machineLike));
    expect(result.report?.aiDetector).toEqual(ENDPOINT_DETECTOR);
    expect(result.scores?.aiContent).toBeGreaterThan(90);
    expect(result.issues.every((i) => i.category === 'ai_content')).toBe(true);
    expect(result.issues.length).toBeGreaterThan(0);
  });

  it('highlights prose only, at offsets into the original text', async () => {
    const result = await aiContentPass.run(svcWith(config('ok')), input(withProgram));
    expect(result.issues.length).toBeGreaterThan(0);
    for (const issue of result.issues) {
      expect(withProgram.slice(issue.original.start, issue.original.end)).toBe(issue.original.text);
      expect(outsideProgram(issue.original.start, issue.original.end)).toBe(true);
    }
  });

  it('gives a text that is mostly code no score, as the shipped detector does', async () => {
    const from = requests.length;
    const result = await aiContentPass.run(svcWith(config('ok')), input(`Print each column of a file.\n\n${program}`));
    expect(result.state).toBe('partial');
    expect(result.scores?.aiContent).toBeNull();
    expect(result.issues).toEqual([]);
    expect(requests.length).toBe(from);
  });

  it('falls back to the shipped detector, and says so, when the endpoint fails', async () => {
    const result = await aiContentPass.run(svcWith(config('error')), input(humanLike));
    expect(result.report?.aiDetector?.name).not.toBe(ENDPOINT_DETECTOR.name);
    expect(result.state).toBe('ok');
    expect(typeof result.scores?.aiContent).toBe('number');
  });
});
