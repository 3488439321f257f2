import type { FastifyInstance } from 'fastify';

/** Listens and answers the base URL actually bound (port 0 picks a free port). */
export async function listenOn(app: FastifyInstance, port: number, host = '127.0.0.1'): Promise<string> {
  await app.listen({ port, host });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${boundPort}`;
}
