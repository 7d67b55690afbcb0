import type { z } from 'zod';
import { ServiceFailure } from '@writecheck/shared';

/** A failed validation as `invalid_body`, naming the first field at fault. */
export function zodFailure(error: z.ZodError): ServiceFailure {
  const issue = error.issues[0];
  if (!issue) return new ServiceFailure('invalid_body', 'the body failed validation');
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  const detail = issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : issue.message;
  return new ServiceFailure('invalid_body', `${field}: ${detail}`);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw zodFailure(parsed.error);
  return parsed.data;
}
