import type { FastifyInstance } from 'fastify';
import { httpTestClient } from '../testing/http-test-client';
import { createServiceServer } from './create-service-server';
import { silentLogLine } from './request-log';

async function serviceWithRoutes(personalData: boolean): Promise<FastifyInstance> {
  const app = await createServiceServer({ service: 'test', logLine: silentLogLine, personalData });
  app.get('/data', async () => ({ name: 'Maria' }));
  app.get('/asset', async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send('bytes'));
  app.get('/refused', async (_request, reply) => reply.status(401).send({ message: 'no' }));
  return app;
}

describe('hardening headers of every sandbox service', () => {
  let personal: FastifyInstance;
  let plain: FastifyInstance;
  beforeAll(async () => {
    personal = await serviceWithRoutes(true);
    plain = await serviceWithRoutes(false);
  });
  afterAll(async () => {
    await personal.close();
    await plain.close();
  });

  it.each(['/data', '/asset', '/refused', '/not-a-route'])('%s: nosniff and no referrer, refusals and 404s included', async (url) => {
    for (const app of [personal, plain]) {
      const response = await httpTestClient(app).request({ url });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('a service of personal data answers no-store unless the route set its own Cache-Control', async () => {
    const client = httpTestClient(personal);
    expect((await client.request({ url: '/data' })).headers.get('cache-control')).toBe('no-store');
    expect((await client.request({ url: '/refused' })).headers.get('cache-control')).toBe('no-store');
    expect((await client.request({ url: '/asset' })).headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await httpTestClient(plain).request({ url: '/data' })).headers.get('cache-control')).toBeNull();
  });
});
