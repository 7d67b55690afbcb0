import Fastify from 'fastify';

// The yardstick for the API benchmark: Fastify with no auth, no database and no
// work, answering the same shapes as the two measured routes.
const app = Fastify({ logger: false, bodyLimit: 40 * 1024 * 1024 });
const summary = {
  id: '5b7f2c1e-8d4a-4c3b-9e6f-1a2b3c4d5e6f',
  status: 'queued',
  progress: 0,
  phase: 'Waiting for a worker',
  wordCount: 1000,
};
app.get('/bare/:id', async () => summary);
app.post('/bare', async (_req, reply) => reply.code(202).send({ id: summary.id }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
