import { z } from 'zod';
import { documentRefusalCodes, errorStatus, sourceRulePatchSchema, sourceRuleReplaceSchema, type ErrorCode } from '@writecheck/shared';
// Importing the package registers every schema's component id.
import '@writecheck/shared';

// The OpenAPI 3.1 description of /v1, generated from the same zod schemas that
// validate requests and shape responses.

type Json = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function components(io: 'input' | 'output'): Record<string, Json> {
  const generated = z.toJSONSchema(z.globalRegistry, {
    uri: (id) => `#/components/schemas/${id}`,
    io,
    unrepresentable: 'any',
  }) as { schemas: Record<string, Json> };
  const out: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(generated.schemas)) {
    const { $schema: _s, $id: _i, ...rest } = schema;
    out[id] = rest;
  }
  return out;
}

function errors(...codes: ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
  const responses: Json = {};
  for (const [status, list] of byStatus) {
    responses[String(status)] = {
      description: `Error codes: ${list.map((c) => `\`${c}\``).join(', ')}`,
      content: { 'application/json': { schema: ref('Error') } },
      ...(status === 429 ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'seconds' } } } : {}),
    };
  }
  return responses;
}

const json = (schema: Json, description: string) => ({ description, content: { 'application/json': { schema } } });
const auth = ['unauthorized', 'invalid_api_key', 'insufficient_scope', 'rate_limited'] as const;
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
const ruleIdParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^sr_' } };

export function buildOpenApi(serverUrl?: string): Json {
  const output = components('output');
  const input = components('input');
  for (const id of ['CreateCheckRequest', 'CheckOptions', 'SourceRuleInput']) output[id] = input[id]!;
  const formFields = {
    type: 'object',
    properties: {
      file: { type: 'string', format: 'binary' },
      text: { type: 'string' },
      mode: { type: 'string', enum: ['full', 'guest'] },
      title: { type: 'string' },
      citationStyle: { type: 'string', enum: ['APA', 'MLA', 'Chicago'] },
      options: { type: 'string', description: 'the options object, JSON-encoded' },
      sourceRules: { type: 'string', description: 'the rules array, JSON-encoded' },
    },
  };
  // A change sends any of the three fields, and a replacement may carry ids: neither is the input schema.
  const { $schema: _p, ...rulePatch } = z.toJSONSchema(sourceRulePatchSchema, { io: 'input', unrepresentable: 'any' }) as Json;
  const { $schema: _r, ...ruleReplacement } = z.toJSONSchema(sourceRuleReplaceSchema, { io: 'input', unrepresentable: 'any' }) as Json;
  const ruleLimits = (output.SourceRuleList as { properties: Json }).properties.limits;
  const ruleBody = { type: 'object', required: ['rule'], properties: { rule: ref('SourceRule') } };
  const queryField = (name: string, description: string) => ({ name, in: 'query', schema: { type: 'string' }, description });
  return {
    openapi: '3.1.0',
    info: {
      title: 'writecheck API',
      version: '1.0.0',
      description:
        'Submit a document, poll the check until it is final, read one report: plagiarism, grammar and spelling, citations, AI-content likelihood and style, each finding with a fix.',
    },
    servers: [{ url: serverUrl ?? '/' }],
    security: [{ bearer: [] }],
    paths: {
      '/v1/checks': {
        post: {
          operationId: 'createCheck',
          summary: 'Start a check',
          description:
            'Exactly one of `text` or `file`. Four encodings: JSON, multipart/form-data, application/x-www-form-urlencoded, and a raw body (text/* is a paste, anything else a file) with the other fields in the query string.\n\n' +
            '`mode: guest` is a free preview, sent with an API key like any check (the key needs `checks:write`; no credits and no plan are needed): ' +
            'the first 400 words are checked in full, the next 200 are read but shown only as highlights, the rest is not read. ' +
            'The check answers `guest` and `rest` (see CheckDetail). Guest checks are limited per client address (10 an hour unless the operator sets another number; 429 `rate_limited` with Retry-After); ' +
            'an operator may turn guest mode off (403 `mode_disabled`).',
          parameters: [
            { name: 'idempotency-key', in: 'header', schema: { type: 'string', minLength: 1, maxLength: 200 } },
            queryField('title', 'raw bodies only'),
            queryField('mode', 'raw bodies only'),
            queryField('citationStyle', 'raw bodies only'),
            queryField('options', 'raw bodies only; JSON-encoded'),
            queryField('sourceRules', 'raw bodies only; JSON-encoded'),
            queryField('filename', 'raw bodies only'),
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: ref('CreateCheckRequest') },
              'multipart/form-data': { schema: formFields },
              'application/x-www-form-urlencoded': { schema: formFields },
              'text/plain': { schema: { type: 'string' } },
              'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
            },
          },
          responses: {
            '202': {
              ...json(ref('CreatedCheck'), 'Accepted; poll GET /v1/checks/{id}'),
              headers: { 'Idempotent-Replayed': { schema: { type: 'string', enum: ['true'] } } },
            },
            ...errors(
              ...auth,
              'invalid_body',
              ...documentRefusalCodes,
              'invalid_source_rule',
              'mode_disabled',
              'quota_exceeded',
              'no_active_plan',
              'concurrent_limit',
            ),
          },
        },
        get: {
          operationId: 'listChecks',
          summary: 'List checks, newest first',
          parameters: [
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
            { name: 'cursor', in: 'query', schema: { type: 'string' } },
            { name: 'status', in: 'query', schema: { type: 'string' } },
          ],
          responses: { '200': json(ref('CheckList'), 'One page'), ...errors(...auth, 'invalid_body') },
        },
      },
      '/v1/checks/{id}': {
        get: {
          operationId: 'getCheck',
          summary: 'Read a check; view=summary for cheap polling',
          parameters: [
            idParam,
            { name: 'view', in: 'query', schema: { type: 'string', enum: ['summary', 'full'], default: 'full' } },
            { name: 'include', in: 'query', schema: { type: 'string' }, description: 'comma-separated: text, spans, matches, sources, issues, scores, meta' },
          ],
          responses: { '200': json(ref('CheckDetail'), 'The check'), ...errors(...auth, 'invalid_view', 'invalid_body', 'not_found') },
        },
        delete: {
          operationId: 'deleteCheck',
          summary: 'Delete a finished check',
          parameters: [idParam],
          responses: { '200': json(ref('DeletedCheck'), 'Deleted'), ...errors(...auth, 'not_found', 'still_running') },
        },
      },
      '/v1/checks/{id}/cancel': {
        post: {
          operationId: 'cancelCheck',
          summary: 'Cancel a running check; its reservation is released',
          parameters: [idParam],
          responses: { '200': json(ref('CheckDetail'), 'The summary view, status cancelled'), ...errors(...auth, 'not_found', 'already_final') },
        },
      },
      '/v1/source-rules': {
        get: { operationId: 'listSourceRules', responses: { '200': json(ref('SourceRuleList'), 'The account list'), ...errors(...auth) } },
        post: {
          operationId: 'addSourceRule',
          requestBody: { required: true, content: { 'application/json': { schema: ref('SourceRuleInput') } } },
          responses: {
            '201': json(ruleBody, 'Added'),
            '200': json(ruleBody, 'The same rule already exists'),
            ...errors(...auth, 'invalid_body', 'invalid_source_rule', 'rule_limit_reached'),
          },
        },
        put: {
          operationId: 'replaceSourceRules',
          requestBody: {
            required: true,
            description: 'rules sent with an id keep it; the others get new ids',
            content: { 'application/json': { schema: ruleReplacement } },
          },
          responses: { '200': json(ref('SourceRuleList'), 'The new list'), ...errors(...auth, 'invalid_body', 'invalid_source_rule', 'rule_limit_reached', 'not_found') },
        },
      },
      '/v1/source-rules/{id}': {
        get: { operationId: 'getSourceRule', parameters: [ruleIdParam], responses: { '200': json(ruleBody, 'The rule'), ...errors(...auth, 'not_found') } },
        patch: {
          operationId: 'updateSourceRule',
          parameters: [ruleIdParam],
          requestBody: { required: true, description: 'any of mode, kind, value', content: { 'application/json': { schema: rulePatch } } },
          responses: {
            '200': json(ruleBody, 'The changed rule'),
            ...errors(...auth, 'invalid_body', 'invalid_source_rule', 'not_found', 'duplicate_source_rule'),
          },
        },
        delete: {
          operationId: 'deleteSourceRule',
          parameters: [ruleIdParam],
          responses: {
            '200': json(
              { type: 'object', required: ['ok', 'count', 'limits'], properties: { ok: { const: true }, count: { type: 'number' }, limits: ruleLimits } },
              'Deleted',
            ),
            ...errors(...auth, 'not_found'),
          },
        },
      },
      '/v1/capabilities': {
        get: { operationId: 'getCapabilities', security: [], responses: { '200': json(ref('Capabilities'), 'Limits, prices and choices') } },
      },
      '/v1/me/usage': {
        get: { operationId: 'getUsage', responses: { '200': json(ref('Usage'), 'The credit position'), ...errors(...auth) } },
      },
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An API key: wc_live_ followed by 32 characters' } },
      schemas: output,
    },
  };
}
