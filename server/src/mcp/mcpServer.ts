import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { ServiceFailure } from '@writecheck/shared';
import { zodFailure } from '../http/zodFailure.js';
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

/** An argument that failed its field's schema: the refusal /v1 gives a body field at fault. */
class InvalidArgument {
  constructor(readonly failure: ServiceFailure) {}
}

/**
 * The tool's input shape with each field caught instead of failing: the SDK refuses arguments
 * that fail the schema itself, as -32602 text ("Input validation error: ..."), where the README
 * promises the API's envelope. A caught field lists the same JSON Schema (a catch lists as what
 * it wraps, with no default) and reaches the handler as an InvalidArgument, refused there as
 * invalid_body.
 */
function caughtShape(shape: z.ZodRawShape): z.ZodRawShape {
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [
      name,
      (field as z.ZodType).catch((ctx?: { error: z.ZodError }) => {
        // Listing asks for a catch value without a failure, as the schema's default: none.
        if (ctx === undefined) return undefined;
        return new InvalidArgument(zodFailure(new z.ZodError(ctx.error.issues.map((issue) => ({ ...issue, path: [name, ...issue.path] })))));
      }),
    ]),
  );
}

/** The refusal of the first argument that failed its schema, if any. */
function invalidArgument(args: Record<string, unknown>): ServiceFailure | null {
  const invalid = Object.values(args).find((value) => value instanceof InvalidArgument);
  return invalid ? invalid.failure : null;
}

/** An MCP server offering every tool of the table over the given backend. */
export function buildMcpServer(backend: WritecheckBackend, opts: McpServerOptions = {}): McpServer {
  const server = new McpServer({ name: 'writecheck', title: 'writecheck', version: VERSION }, { instructions: INSTRUCTIONS });
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: caughtShape(tool.input), annotations: tool.annotations },
      async (args, extra) => {
        const progressToken = extra._meta?.progressToken;
        const progress = async (value: number, message: string) => {
          if (progressToken === undefined) return;
          await extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress: value, total: 100, message } });
        };
        try {
          const invalid = invalidArgument(args);
          if (invalid) throw invalid;
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
