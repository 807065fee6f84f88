// The framework floor: bare Fastify answering POST routes with fixed JSON bodies, no GraphQL and no
// database. It shows how much of the API's time is the framework itself.
import Fastify from 'fastify';

const bodies = JSON.parse(process.env.FLOOR_BODIES ?? '{}') as Record<string, string>;
const server = Fastify({ logger: false });
for (const [name, body] of Object.entries(bodies)) {
  server.post(`/${name}`, async (_req, reply) => reply.type('application/json').send(body));
}
server.get('/healthz', async () => ({ status: 'ok' }));
await server.listen({ port: Number(process.env.PORT ?? 3201), host: '127.0.0.1' });
