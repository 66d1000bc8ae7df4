import Fastify from 'fastify';

// The baseline: the same framework on the same machine answering a fixed JSON reply.
const app = Fastify({ logger: false });
app.post('/echo', async () => ({ reply: 'Hello!', sessionId: '00000000-0000-0000-0000-000000000000' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
