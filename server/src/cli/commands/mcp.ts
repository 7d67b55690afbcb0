import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { WritecheckClient } from '@writecheck/client';
import { httpBackend, reachingFetch } from '../../mcp/httpBackend.js';
import { buildMcpServer } from '../../mcp/mcpServer.js';
import { describeError } from '../../process/logging.js';
import type { CliCommand } from '../command.js';

// `writecheck mcp`: the MCP tool server over stdio for an agent on this machine, a
// client of /v1 at WRITECHECK_URL with the key in WRITECHECK_API_KEY. Standard output
// carries the protocol only; diagnostics go to standard error.

const DEFAULT_URL = 'http://127.0.0.1:8080';

export const command: CliCommand = {
  summary: 'serve the MCP tools over stdio, as a client of /v1 (WRITECHECK_URL, WRITECHECK_API_KEY)',
  usage: 'writecheck mcp',
  async run(argv) {
    if (argv.length > 0) {
      process.stderr.write(`usage: ${this.usage}\n`);
      return 2;
    }
    const baseUrl = process.env.WRITECHECK_URL || DEFAULT_URL;
    const apiKey = process.env.WRITECHECK_API_KEY || undefined;
    if (!apiKey) process.stderr.write('writecheck mcp: WRITECHECK_API_KEY is not set; tools will answer unauthorized\n');
    const server = buildMcpServer(httpBackend(new WritecheckClient({ baseUrl, apiKey, fetch: reachingFetch(baseUrl) })), {
      onUnexpected: (err) => process.stderr.write(`writecheck mcp: ${describeError(err, true)}\n`),
    });
    const transport = new StdioServerTransport();
    const closed = new Promise<void>((resolve) => {
      transport.onclose = resolve;
      process.stdin.once('end', resolve);
    });
    await server.connect(transport);
    await closed;
    await server.close();
    return 0;
  },
};
