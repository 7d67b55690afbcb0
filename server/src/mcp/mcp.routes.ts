import type { FastifyInstance, FastifyReply } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { authenticateKey } from '../auth/authenticate.js';
import type { Services } from '../services.js';
import { buildMcpServer } from './mcpServer.js';
import { serviceBackend } from './serviceBackend.js';

export interface McpRouteOptions {
  detectorVersion: () => string | null;
}

/**
 * Streamable HTTP at /mcp, stateless: each POST carries the API key, gets its own
 * server bound to that key's principal, and streams progress and the result back.
 */
export function mcpRoutes(app: FastifyInstance, svc: Services, opts: McpRouteOptions): void {
  app.post('/mcp', async (req, reply) => {
    const principal = await authenticateKey(svc, req, reply);
    const server = buildMcpServer(serviceBackend(svc, principal, { detectorVersion: opts.detectorVersion, clientAddress: req.ip }), {
      onUnexpected: (err) => req.log.error({ err }, 'MCP tool failed'),
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    // From here the SDK writes the response; keep the rate-limit headers already set.
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req.raw, reply.raw, req.body);
  });

  // Stateless: no standalone event stream to open and no session to end.
  const notAllowed = async (_req: unknown, reply: FastifyReply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: send MCP requests as POST /mcp' }, id: null });
  app.get('/mcp', notAllowed);
  app.delete('/mcp', notAllowed);
}
