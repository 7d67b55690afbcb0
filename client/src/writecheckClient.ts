import type { operations } from './apiTypes.generated.js';
import type {
  Capabilities,
  CheckDetail,
  CheckList,
  CreateCheckRequest,
  GetCheckQuery,
  ListChecksQuery,
  SourceRule,
  SourceRuleInput,
  SourceRuleList,
  Usage,
} from './models.js';
import { typedRequest, type HttpMethod, type Operation, type PathsWith, type RequestOptions, type Transport, type TypedResponse, type SuccessOf } from './typedRequest.js';
import { waitForCheck, type WaitOptions } from './waitForCheck.js';

export interface ClientOptions {
  /** The service's address, e.g. http://127.0.0.1:8080 (without /v1). */
  baseUrl: string;
  /** An API key (`wc_live_...`); only GET /v1/capabilities works without one. */
  apiKey?: string | undefined;
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch | undefined;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

export interface CreatedCheck {
  id: string;
  /** True when the idempotency key had already started a check: that check's id came back. */
  replayed: boolean;
}

/** The fields of a check other than its document, for an upload. */
export type UploadFields = Omit<CreateCheckRequest, 'text' | 'file' | 'mimeType'>;

export type RulePatch = Partial<SourceRuleInput>;
export type DeletedRule = SuccessOf<operations['deleteSourceRule']>;

/** The /v1 API as methods; every refusal throws WritecheckApiError with the spec's code. */
export class WritecheckClient {
  private readonly transport: Transport;

  constructor(options: ClientOptions) {
    this.transport = { baseUrl: options.baseUrl, apiKey: options.apiKey, fetch: options.fetch ?? globalThis.fetch };
  }

  /** Any /v1 call by path and method, typed from the OpenAPI description. */
  request<M extends HttpMethod, P extends PathsWith<M>>(
    method: M,
    path: P,
    options: RequestOptions<Operation<P, M>>,
  ): Promise<TypedResponse<SuccessOf<Operation<P, M>>>> {
    return typedRequest(this.transport, method, path, options);
  }

  async createCheck(body: CreateCheckRequest, options: CallOptions & { idempotencyKey?: string | undefined } = {}): Promise<CreatedCheck> {
    const res = await this.request('post', '/v1/checks', {
      body,
      headers: options.idempotencyKey === undefined ? undefined : { 'idempotency-key': options.idempotencyKey },
      signal: options.signal,
    });
    return { id: res.body.id, replayed: res.headers.get('idempotent-replayed') === 'true' };
  }

  /**
   * Uploads a file as the request body (no base64 on the wire); the other fields travel
   * in the query string. The service judges the file by its bytes, not by its name.
   */
  async uploadCheck(
    file: Uint8Array | Blob,
    fields: UploadFields = {},
    options: CallOptions & { idempotencyKey?: string | undefined } = {},
  ): Promise<CreatedCheck> {
    const res = await this.request('post', '/v1/checks', {
      query: {
        filename: fields.filename,
        title: fields.title,
        mode: fields.mode,
        citationStyle: fields.citationStyle,
        options: fields.options === undefined ? undefined : JSON.stringify(fields.options),
        sourceRules: fields.sourceRules === undefined ? undefined : JSON.stringify(fields.sourceRules),
      },
      raw: { body: file, contentType: 'application/octet-stream' },
      headers: options.idempotencyKey === undefined ? undefined : { 'idempotency-key': options.idempotencyKey },
      signal: options.signal,
    });
    return { id: res.body.id, replayed: res.headers.get('idempotent-replayed') === 'true' };
  }

  async getCheck(id: string, query: GetCheckQuery = {}, options: CallOptions = {}): Promise<CheckDetail> {
    return (await this.request('get', '/v1/checks/{id}', { path: { id }, query, signal: options.signal })).body;
  }

  async listChecks(query: ListChecksQuery = {}, options: CallOptions = {}): Promise<CheckList> {
    return (await this.request('get', '/v1/checks', { query, signal: options.signal })).body;
  }

  async cancelCheck(id: string, options: CallOptions = {}): Promise<CheckDetail> {
    return (await this.request('post', '/v1/checks/{id}/cancel', { path: { id }, signal: options.signal })).body;
  }

  async deleteCheck(id: string, options: CallOptions = {}): Promise<{ ok: true; id: string }> {
    return (await this.request('delete', '/v1/checks/{id}', { path: { id }, signal: options.signal })).body;
  }

  /** Polls until the check is final; see WaitOptions for backoff, progress and abort. */
  waitForCheck(id: string, options: WaitOptions = {}): Promise<CheckDetail> {
    return waitForCheck(this, id, options);
  }

  async getUsage(options: CallOptions = {}): Promise<Usage> {
    return (await this.request('get', '/v1/me/usage', { signal: options.signal })).body;
  }

  async getCapabilities(options: CallOptions = {}): Promise<Capabilities> {
    return (await this.request('get', '/v1/capabilities', { signal: options.signal })).body;
  }

  async listSourceRules(options: CallOptions = {}): Promise<SourceRuleList> {
    return (await this.request('get', '/v1/source-rules', { signal: options.signal })).body;
  }

  /** Adds a rule; `created` is false when the same rule already existed (200 instead of 201). */
  async addSourceRule(rule: SourceRuleInput, options: CallOptions = {}): Promise<{ rule: SourceRule; created: boolean }> {
    const res = await this.request('post', '/v1/source-rules', { body: rule, signal: options.signal });
    return { rule: res.body.rule, created: res.status === 201 };
  }

  async getSourceRule(id: string, options: CallOptions = {}): Promise<SourceRule> {
    return (await this.request('get', '/v1/source-rules/{id}', { path: { id }, signal: options.signal })).body.rule;
  }

  async updateSourceRule(id: string, patch: RulePatch, options: CallOptions = {}): Promise<SourceRule> {
    return (await this.request('patch', '/v1/source-rules/{id}', { path: { id }, body: patch, signal: options.signal })).body.rule;
  }

  async replaceSourceRules(rules: (SourceRuleInput & { id?: string })[], options: CallOptions = {}): Promise<SourceRuleList> {
    return (await this.request('put', '/v1/source-rules', { body: { rules }, signal: options.signal })).body;
  }

  async deleteSourceRule(id: string, options: CallOptions = {}): Promise<DeletedRule> {
    return (await this.request('delete', '/v1/source-rules/{id}', { path: { id }, signal: options.signal })).body;
  }
}
