import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCAL_PORTS, SANDBOX_CONTENT } from '@member/shared-contracts/environment';
import { createServiceServer } from '../http/create-service-server';
import type { LogLine } from '../http/request-log';
import type { ContentSeed } from './content-model';
import { parseCollectionQuery, type RawQuery } from './delivery/collection-query';
import { ContentfulError, accessTokenInvalid, notFound } from './delivery/contentful-error';
import { ContentStore } from './delivery/content-store';
import { readImageWidth, svgAtWidth } from './delivery/image-width';
import type { DeliveryContext } from './delivery/delivery-context';
import { collection, deliverContentType, deliverSpace, localeItems } from './delivery/space-resources';
import { contentSeed } from './seed';

export interface ContentServerOptions {
  space?: string;
  environment?: string;
  accessToken?: string;
  /**
   * Host (and port) put into asset file URLs, e.g. `localhost:4002` (URLs are protocol-relative like
   * Contentful's). Default: localhost and the port the server listens on.
   */
  publicHost?: string;
  seed?: ContentSeed;
  logLine?: LogLine;
}

interface SpaceParams {
  space: string;
  environment?: string;
}

/**
 * A Contentful Delivery API subset, enough for the real `contentful` SDK (`host: 'localhost:4002', insecure: true`):
 * entries (search filters, locale, include, limit, skip, order, select), assets, content types, locales, space.
 */
export async function createContentServer(options: ContentServerOptions = {}): Promise<FastifyInstance> {
  const space = options.space ?? SANDBOX_CONTENT.space;
  const environment = options.environment ?? SANDBOX_CONTENT.environment;
  const accessToken = options.accessToken ?? SANDBOX_CONTENT.accessToken;
  const publicHost = () => {
    if (options.publicHost) return options.publicHost;
    const address = app.server.address();
    return `localhost:${address && typeof address === 'object' ? address.port : LOCAL_PORTS.content}`;
  };
  const store = new ContentStore(options.seed ?? contentSeed);
  const app = await createServiceServer({ service: 'content', logLine: options.logLine });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ContentfulError) return reply.status(error.statusCode).send(error.toBody());
    const statusCode = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.status(statusCode).send(new ContentfulError(statusCode, statusCode >= 500 ? 'ServerError' : 'BadRequest', (error as Error).message).toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(notFound('Route', request.url.split('?')[0] ?? '').toBody());
  });

  const contextOf = (request: FastifyRequest<{ Params: SpaceParams }>, locale: string): DeliveryContext => {
    const params = request.params;
    if (params.space !== space) throw notFound('Space', params.space);
    const requestedEnvironment = params.environment ?? 'master';
    if (requestedEnvironment !== environment) throw notFound('Environment', requestedEnvironment);
    return { space, environment, locale, fileHost: `//${publicHost()}` };
  };

  const requireAccessToken = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const fromHeader = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
    const fromQuery = (request.query as Record<string, unknown>).access_token;
    if ((fromHeader ?? fromQuery) !== accessToken) throw accessTokenInvalid();
  };

  // Asset files, with the Images API's `w` (the 1x, 2x and 3x files of a content image's srcset).
  app.get<{ Params: { fileName: string }; Querystring: RawQuery }>('/files/:fileName', async (request, reply) => {
    const width = readImageWidth(request.query);
    const file = store.assetFile(request.params.fileName);
    if (!file) throw notFound('File', request.params.fileName);
    const body = width !== null && file.contentType === 'image/svg+xml' ? svgAtWidth(file.body, width) : file.body;
    return reply.header('content-type', file.contentType).header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get<{ Params: SpaceParams }>('/spaces/:space', { onRequest: requireAccessToken }, async (request) => {
    contextOf(request, 'en-US');
    return deliverSpace(space);
  });

  const environmentRoutes = async (scope: FastifyInstance) => {
    scope.addHook('onRequest', requireAccessToken);

    scope.get<{ Params: SpaceParams; Querystring: RawQuery }>('/entries', async (request) => {
      const query = parseCollectionQuery(request.query);
      return store.findEntries(query, contextOf(request, query.locale));
    });

    scope.get<{ Params: SpaceParams & { id: string }; Querystring: RawQuery }>('/entries/:id', async (request) => {
      const query = parseCollectionQuery(request.query);
      const entry = store.entry(request.params.id, contextOf(request, query.locale));
      if (!entry) throw notFound('Entry', request.params.id);
      return entry;
    });

    scope.get<{ Params: SpaceParams; Querystring: RawQuery }>('/assets', async (request) => {
      const query = parseCollectionQuery(request.query);
      return store.findAssets(query, contextOf(request, query.locale));
    });

    scope.get<{ Params: SpaceParams & { id: string }; Querystring: RawQuery }>('/assets/:id', async (request) => {
      const query = parseCollectionQuery(request.query);
      const asset = store.asset(request.params.id, contextOf(request, query.locale));
      if (!asset) throw notFound('Asset', request.params.id);
      return asset;
    });

    scope.get<{ Params: SpaceParams }>('/content_types', async (request) => {
      contextOf(request, 'en-US');
      return collection(store.seed.contentTypes.map((type) => deliverContentType(type, space, environment)));
    });

    scope.get<{ Params: SpaceParams & { id: string } }>('/content_types/:id', async (request) => {
      contextOf(request, 'en-US');
      const contentType = store.seed.contentTypes.find((type) => type.id === request.params.id);
      if (!contentType) throw notFound('ContentType', request.params.id);
      return deliverContentType(contentType, space, environment);
    });

    scope.get<{ Params: SpaceParams }>('/locales', async (request) => {
      contextOf(request, 'en-US');
      return collection(localeItems());
    });
  };

  await app.register(environmentRoutes, { prefix: '/spaces/:space/environments/:environment' });
  // Without an environment segment the Delivery API answers from `master`.
  await app.register(environmentRoutes, { prefix: '/spaces/:space' });

  return app;
}
