import { WritecheckApiError, WritecheckClient } from '@writecheck/client';
import { proofread } from '../proofread/proofread.js';
import type { CheckView, WritecheckBackend } from './backend.js';

/** The tools as a client of /v1 (for `writecheck mcp` over stdio): the server decides everything but proofreading. */
export function httpBackend(client: WritecheckClient): WritecheckBackend {
  return {
    createCheck: ({ idempotencyKey, ...body }) => client.createCheck(body, { idempotencyKey }),
    getCheck: async (id, query) => (await client.getCheck(id, query)) as CheckView,
    listChecks: (query) => client.listChecks(query),
    cancelCheck: (id) => client.cancelCheck(id),
    deleteCheck: (id) => client.deleteCheck(id),
    readUsage: () => client.getUsage(),
    readCapabilities: () => client.getCapabilities(),
    listSourceRules: () => client.listSourceRules(),
    addSourceRule: (rule) => client.addSourceRule(rule),
    updateSourceRule: async (id, patch) => ({ rule: await client.updateSourceRule(id, patch) }),
    replaceSourceRules: (rules) => client.replaceSourceRules(rules),
    deleteSourceRule: (id) => client.deleteSourceRule(id),
    // /v1 has no proofreading route: the passes run here, on this machine, and the text stays here.
    proofread: async (input) =>
      proofread(async (text, options) => (await import('@writecheck/workers/lint/lintDocument.node')).lintDocument(text, options), input, {
        styleEnabled: true,
      }),
  };
}

/**
 * fetch for the stdio server's client: a service that cannot be reached becomes an
 * `internal` refusal naming the address, so the agent reads why its tool failed.
 */
export function reachingFetch(baseUrl: string): typeof fetch {
  return async (input, init) => {
    try {
      return await fetch(input, init);
    } catch (err) {
      if (err instanceof Error && err.name === 'AbortError') throw err;
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
      throw new WritecheckApiError(503, 'internal', `could not reach the writecheck service at ${baseUrl}: ${cause}`);
    }
  };
}
