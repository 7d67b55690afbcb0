import type { paths } from './apiTypes.generated.js';
import { apiErrorFrom } from './apiError.js';

// Typing derived from the generated `paths`: a call names a path and a method, and
// its path parameters, query, JSON body and success body follow from the contract.

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type PathsWith<M extends HttpMethod> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

export type Operation<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

type ParamsOf<Op> = Op extends { parameters: infer Params } ? Params : never;
type PathParamsOf<Op> = ParamsOf<Op> extends { path: infer T } ? T : undefined;
type QueryOf<Op> = ParamsOf<Op> extends { query?: infer T } ? T : undefined;
type HeadersOf<Op> = ParamsOf<Op> extends { header?: infer T } ? T : undefined;

export type JsonBodyOf<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : undefined;
type JsonContent<R> = R extends { content: { 'application/json': infer T } } ? T : never;
export type SuccessOf<Op> = Op extends { responses: infer R } ? JsonContent<R[Extract<keyof R, 200 | 201 | 202>]> : never;

export type RequestOptions<Op> = ([PathParamsOf<Op>] extends [undefined] ? { path?: undefined } : { path: PathParamsOf<Op> }) & {
  query?: QueryOf<Op> | undefined;
  headers?: (HeadersOf<Op> & Record<string, string>) | undefined;
  body?: JsonBodyOf<Op> | undefined;
  /** A body sent as is instead of JSON (a file upload), with its media type. */
  raw?: { body: Uint8Array | Blob; contentType: string } | undefined;
  signal?: AbortSignal | undefined;
};

export interface Transport {
  baseUrl: string;
  apiKey?: string | undefined;
  fetch: typeof fetch;
}

export interface TypedResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

function fillPath(template: string, values: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = values?.[name];
    if (value === undefined || value === null) throw new TypeError(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One call of the /v1 API; a non-2xx answer throws WritecheckApiError. */
export async function typedRequest<M extends HttpMethod, P extends PathsWith<M>>(
  transport: Transport,
  method: M,
  path: P,
  options: RequestOptions<Operation<P, M>>,
): Promise<TypedResponse<SuccessOf<Operation<P, M>>>> {
  const opts = options as {
    path?: Record<string, unknown>;
    query?: Record<string, unknown>;
    headers?: Record<string, string>;
    body?: unknown;
    raw?: { body: Uint8Array | Blob; contentType: string };
    signal?: AbortSignal;
  };
  const url = transport.baseUrl.replace(/\/+$/, '') + fillPath(path, opts.path) + queryString(opts.query);
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (transport.apiKey) headers.authorization = `Bearer ${transport.apiKey}`;
  let body: Uint8Array | Blob | string | undefined;
  if (opts.raw) {
    headers['content-type'] = opts.raw.contentType;
    body = opts.raw.body;
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await transport.fetch(url, {
    method: method.toUpperCase(),
    headers,
    // Every fetch takes a Uint8Array body; the DOM typings admit only ArrayBuffer-backed ones.
    body: body as RequestInit['body'],
    signal: opts.signal ?? null,
  });
  if (!res.ok) throw await apiErrorFrom(res);
  return { status: res.status, headers: res.headers, body: (await res.json()) as SuccessOf<Operation<P, M>> };
}
