import { WritecheckClient } from '@writecheck/client';
import type { CheckView, WritecheckBackend } from './backend.js';

/** The tools as a client of /v1 (for `writecheck mcp` over stdio): the server decides everything. */
export function httpBackend(client: WritecheckClient): WritecheckBackend {
  return {
    createCheck: ({ idempotencyKey, ...body }) => client.createCheck(body, { idempotencyKey }),
    getCheck: async (id, query) => (await client.getCheck(id, query)) as CheckView,
    listChecks: (query) => client.listChecks(query),
    cancelCheck: (id) => client.cancelCheck(id),
    deleteCheck: (id) => client.deleteCheck(id),
    readUsage: () => client.getUsage(),
    listSourceRules: () => client.listSourceRules(),
    addSourceRule: (rule) => client.addSourceRule(rule),
    updateSourceRule: async (id, patch) => ({ rule: await client.updateSourceRule(id, patch) }),
    replaceSourceRules: (rules) => client.replaceSourceRules(rules),
    deleteSourceRule: (id) => client.deleteSourceRule(id),
  };
}
