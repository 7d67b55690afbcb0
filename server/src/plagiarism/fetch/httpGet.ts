import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { request, type Dispatcher } from 'undici';
import type { FetchRefusal } from '../sources/types.js';
import { BlockedAddressError } from './addressGuard.js';

export type Refusal = Omit<FetchRefusal, 'url'>;

export type HopResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'body'; status: number; contentType: string; bytes: Uint8Array }
  | { kind: 'refused'; refusal: Refusal };

export interface HopOptions {
  dispatcher: Dispatcher;
  userAgent: string;
  maxBytes: number;
  signal: AbortSignal;
  /** Set when the whole fetch ran out of time, to tell a timeout from the caller cancelling. */
  timedOut: () => boolean;
  /** Decides from the headers alone whether the body is worth reading. */
  acceptType: (contentType: string) => boolean;
  /** Past the cap, keep the first maxBytes (robots.txt) rather than refuse the body. */
  truncate?: boolean;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e && chain.length < 8; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

/** Sorts a failed request into the refusal reasons the pass understands. */
export function refusalFor(error: unknown, timedOut: boolean): Refusal {
  const chain = causeChain(error);
  const blocked = chain.find((e): e is BlockedAddressError => e instanceof BlockedAddressError);
  if (blocked) return { reason: 'blocked_address', message: blocked.message };
  const codes = chain.map((e) => (e as { code?: unknown }).code);
  if (timedOut || codes.some((c) => c === 'UND_ERR_CONNECT_TIMEOUT' || c === 'UND_ERR_HEADERS_TIMEOUT' || c === 'UND_ERR_BODY_TIMEOUT')) {
    return { reason: 'timeout', message: 'The page did not answer in time.' };
  }
  const message = chain.map((e) => (e instanceof Error ? e.message : String(e))).find((m) => m !== '') ?? 'unknown error';
  if (chain.some((e) => (e as Error)?.name === 'AbortError')) return { reason: 'network', message: 'The fetch was cancelled.' };
  return { reason: 'network', message: `The page could not be read: ${message}` };
}

function decoded(body: Readable, encoding: string): Readable {
  switch (encoding.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return body.pipe(createGunzip());
    case 'deflate':
      return body.pipe(createInflate());
    case 'br':
      return body.pipe(createBrotliDecompress());
    default:
      return body;
  }
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * One GET without following redirects: the connection goes through the guarded dispatcher,
 * the body is refused by its declared type or length before it is read and cut off as soon
 * as it (decompressed) passes the cap.
 */
export async function getOnce(url: URL, options: HopOptions): Promise<HopResult> {
  let response: Dispatcher.ResponseData;
  try {
    response = await request(url, {
      dispatcher: options.dispatcher,
      method: 'GET',
      signal: options.signal,
      headers: {
        'user-agent': options.userAgent,
        accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,application/pdf;q=0.8,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
      },
    });
  } catch (error) {
    return { kind: 'refused', refusal: refusalFor(error, options.timedOut()) };
  }
  const { statusCode, headers, body } = response;
  // Destroying an unread body makes it emit an abort error that nobody else is listening for.
  const discard = () => {
    body.on('error', () => {});
    body.destroy();
  };
  if (REDIRECTS.has(statusCode) && headers.location) {
    discard();
    return { kind: 'redirect', location: headerText(headers.location) };
  }
  if (statusCode < 200 || statusCode > 299) {
    discard();
    return { kind: 'refused', refusal: { reason: 'bad_status', status: statusCode, message: `The page answered HTTP ${statusCode}.` } };
  }
  const contentType = headerText(headers['content-type']);
  if (!options.acceptType(contentType)) {
    discard();
    return { kind: 'refused', refusal: { reason: 'bad_type', message: `The page is ${contentType || 'of no declared type'}, not HTML, text or PDF.` } };
  }
  const tooLarge: Refusal = { reason: 'too_large', message: `The page is larger than ${options.maxBytes} bytes.` };
  const declared = Number(headerText(headers['content-length']));
  if (Number.isFinite(declared) && declared > options.maxBytes && !options.truncate) {
    discard();
    return { kind: 'refused', refusal: tooLarge };
  }
  const stream = decoded(body, headerText(headers['content-encoding']));
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > options.maxBytes) {
        discard();
        stream.destroy();
        if (!options.truncate) return { kind: 'refused', refusal: tooLarge };
        chunks.push((chunk as Buffer).subarray(0, (chunk as Buffer).length - (total - options.maxBytes)));
        break;
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    discard();
    return { kind: 'refused', refusal: refusalFor(error, options.timedOut()) };
  }
  return { kind: 'body', status: statusCode, contentType, bytes: new Uint8Array(Buffer.concat(chunks)) };
}
