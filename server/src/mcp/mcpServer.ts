import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { WritecheckBackend } from './backend.js';
import { failureOf, isRefusal } from './toolFailure.js';
import { tools } from './tools.js';

/** Follows the /v1 description's version: the tools mirror that contract. */
const VERSION = '1.0.0';

export interface McpServerOptions {
  /** Sees a failure that is not a refusal of the service (a bug, a lost connection). */
  onUnexpected?: ((err: unknown) => void) | undefined;
}

const INSTRUCTIONS =
  'writecheck checks writing: plagiarism with sources, grammar and spelling, citations, AI-content likelihood and style. ' +
  'Use check_document to check a text and get its report; get_check and list_checks read earlier checks; ' +
  'get_usage shows the credits left. Errors carry the API error code (quota_exceeded, insufficient_scope, too_short, ...).';

function answer(value: unknown): CallToolResult {
  const structured = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  return { content: [{ type: 'text', text: JSON.stringify(value) }], ...(structured ? { structuredContent: structured } : {}) };
}

function refusal(err: unknown, onUnexpected: McpServerOptions['onUnexpected'] | undefined): CallToolResult {
  const failure = failureOf(err);
  if (!isRefusal(err)) onUnexpected?.(err);
  const envelope = { error: { code: failure.code, message: failure.message } };
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(envelope) }], structuredContent: envelope };
}

/** An MCP server offering every tool of the table over the given backend. */
export function buildMcpServer(backend: WritecheckBackend, opts: McpServerOptions = {}): McpServer {
  const server = new McpServer({ name: 'writecheck', title: 'writecheck', version: VERSION }, { instructions: INSTRUCTIONS });
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.input, annotations: tool.annotations },
      async (args, extra) => {
        const progressToken = extra._meta?.progressToken;
        const progress = async (value: number, message: string) => {
          if (progressToken === undefined) return;
          await extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress: value, total: 100, message } });
        };
        try {
          return answer(await tool.run(backend, args, { signal: extra.signal, progress }));
        } catch (err) {
          // A request the client cancelled gets no answer: its end is no fault.
          return refusal(err, extra.signal.aborted ? undefined : opts.onUnexpected);
        }
      },
    );
  }
  return server;
}
