import type { ErrorCode, ServiceError } from '@writecheck/shared/errors';

/** The refusal codes intake itself can produce (the server judges size and input count). */
export type IntakeErrorCode = Extract<
  ErrorCode,
  'unsupported_type' | 'unreadable_file' | 'invalid_file' | 'too_short' | 'too_long' | 'unsupported_language'
>;

/**
 * Thrown inside the extractors and turned into `{ error }` at the edge of `extractDocument`.
 * `invalid_file`: the bytes claim a readable format but are broken (truncated, corrupt).
 * `unreadable_file`: the file is well formed but cannot be read here (encrypted, or past a
 * safety cap such as a decompression bomb or thousands of pages).
 */
export class IntakeFailure extends Error {
  readonly code: IntakeErrorCode;

  constructor(code: IntakeErrorCode, message: string) {
    super(message);
    this.name = 'IntakeFailure';
    this.code = code;
  }

  toServiceError(): ServiceError {
    return { code: this.code, message: this.message };
  }
}
