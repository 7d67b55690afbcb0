import { z } from 'zod';

// One catalogue of every error the service answers with: the code is stable, the
// status is fixed per code, the message is for people and may change.
export const errorStatus = {
  invalid_body: 400,
  invalid_view: 400,
  no_input: 400,
  multiple_inputs: 400,
  too_short: 400,
  too_long: 400,
  unsupported_type: 400,
  unreadable_file: 400,
  invalid_file: 400,
  unsupported_language: 400,
  invalid_source_rule: 400,
  file_too_large: 413,
  unauthorized: 401,
  invalid_api_key: 401,
  insufficient_scope: 403,
  key_not_permitted: 403,
  mode_disabled: 403,
  quota_exceeded: 402,
  no_active_plan: 402,
  not_found: 404,
  concurrent_limit: 409,
  still_running: 409,
  already_final: 409,
  duplicate_source_rule: 409,
  rule_limit_reached: 422,
  rate_limited: 429,
  internal: 500,
  // Outside /v1: a PDF export on a machine without Chromium (HTML and JSON exports still work).
  export_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

export const errorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.string().describe('Stable, machine-readable code.'),
      message: z.string().describe('For people; may change.'),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Codes a document can be refused with, synchronously or as a check's `rejection`. */
export const documentRefusalCodes = [
  'no_input',
  'multiple_inputs',
  'too_short',
  'too_long',
  'unsupported_type',
  'unreadable_file',
  'invalid_file',
  'unsupported_language',
  'file_too_large',
] as const satisfies readonly ErrorCode[];

/** An error as plain data, safe to send across worker, tRPC and MCP boundaries. */
export interface ServiceError {
  code: ErrorCode;
  message: string;
}

export class ServiceFailure extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options?: { retryAfterSeconds?: number }) {
    super(message);
    this.name = 'ServiceFailure';
    this.code = code;
    this.status = errorStatus[code];
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  toEnvelope(): ErrorEnvelope {
    return { error: { code: this.code, message: this.message } };
  }
}
