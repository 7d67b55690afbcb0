import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { errorStatus, ServiceFailure, type ServiceError } from '@writecheck/shared';
import type { Services } from '../services.js';
import { sessionToken } from './sessionCookie.js';
import { resolveSession, type WebSession } from './webAuth.service.js';
import { admitWebCall } from './webCallLimit.js';

export interface WebContext {
  svc: Services;
  session: WebSession | null;
  /** The client's address (the forwarded one behind a trusted proxy); calls without a session are counted by it. */
  clientAddress: string;
}

export function contextFactory(svc: Services) {
  return async ({ req }: CreateFastifyContextOptions): Promise<WebContext> => {
    const token = sessionToken(req);
    return { svc, session: token ? await resolveSession(svc, token) : null, clientAddress: req.ip };
  };
}

/** The Retry-After of a response whose calls were refused for a while; the longest wait wins. */
export function retryAfterOf(errors: readonly TRPCError[]): Record<string, string> {
  const waits = errors.flatMap((error) =>
    error.cause instanceof ServiceFailure && error.cause.retryAfterSeconds !== undefined ? [error.cause.retryAfterSeconds] : [],
  );
  return waits.length === 0 ? {} : { 'Retry-After': String(Math.max(...waits)) };
}

const trpcCodeByStatus: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
};

interface IssueLike {
  path: PropertyKey[];
  message: string;
}

function zodIssues(cause: unknown): IssueLike[] | null {
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as IssueLike[]) : null;
}

/** Every error crosses to the app as the catalogue's `{code, message}`. */
export function serviceErrorOf(error: TRPCError): ServiceError {
  const cause = error.cause;
  if (cause instanceof ServiceFailure) return { code: cause.code, message: cause.message };
  const issues = zodIssues(cause);
  if (issues && issues.length > 0) {
    const first = issues[0]!;
    return { code: 'invalid_body', message: `${first.path.map(String).join('.') || 'input'}: ${first.message}` };
  }
  if (error.code === 'NOT_FOUND') return { code: 'not_found', message: error.message };
  if (error.code === 'BAD_REQUEST' || error.code === 'PARSE_ERROR' || error.code === 'METHOD_NOT_SUPPORTED') {
    return { code: 'invalid_body', message: error.message };
  }
  return { code: 'internal', message: 'the server failed; retry with backoff' };
}

const t = initTRPC.context<WebContext>().create({
  errorFormatter({ shape, error }) {
    const serviceError = serviceErrorOf(error);
    return { ...shape, message: serviceError.message, data: { ...shape.data, stack: undefined, serviceError } };
  },
});

/** Turns a ServiceFailure into the tRPC error of the same HTTP status. */
const serviceFailures = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof ServiceFailure) {
    const failure = result.error.cause;
    throw new TRPCError({
      code: trpcCodeByStatus[errorStatus[failure.code]] ?? 'INTERNAL_SERVER_ERROR',
      message: failure.message,
      cause: failure,
    });
  }
  return result;
});

/** Every call counts against the session's (or, signed out, the client address's) allowance. */
const callLimit = t.middleware(async ({ ctx, next }) => {
  await admitWebCall(ctx.svc, ctx.session?.sessionId ?? null, ctx.clientAddress);
  return next();
});

export const router = t.router;
export const publicProcedure = t.procedure.use(serviceFailures).use(callLimit);

/** Procedures that need a signed-in person; `ctx.session` is then set. */
export const sessionProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (!ctx.session) throw new ServiceFailure('unauthorized', 'sign in first');
  return next({ ctx: { ...ctx, session: ctx.session } });
});
