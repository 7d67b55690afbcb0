import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { ErrorCode } from '@writecheck/shared';
import type { AppRouter } from '@writecheck/server/web/appRouter';

// One request per call (no batching): each call is a plain GET or JSON POST the
// server's same-origin check understands, and a slow report never holds up a fast one.
export const api = createTRPCClient<AppRouter>({ links: [httpLink({ url: '/trpc' })] });

export type Outputs = inferRouterOutputs<AppRouter>;
export type Inputs = inferRouterInputs<AppRouter>;
export type CheckDetail = Outputs['checks']['get'];
export type CheckListItem = Outputs['checks']['list']['checks'][number];

export interface AppError {
  /** The catalogue's code, or `network` when the server could not be reached. */
  code: ErrorCode | 'network';
  message: string;
}

/** Whatever a call threw, as the `{code, message}` the server sent, or a network error. */
export function appErrorOf(err: unknown): AppError {
  if (err instanceof TRPCClientError) {
    const serviceError = (err.data as { serviceError?: AppError } | undefined)?.serviceError;
    if (serviceError) return serviceError;
    return { code: 'network', message: 'The server could not be reached. Check the connection and try again.' };
  }
  if (err instanceof TypeError) {
    return { code: 'network', message: 'The server could not be reached. Check the connection and try again.' };
  }
  return { code: 'internal', message: err instanceof Error ? err.message : 'Something went wrong.' };
}
