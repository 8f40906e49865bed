import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX, SYS_VERSION } from '@pfs/domain';

/** A route as declared: what the contract checks (response schemas, the OpenAPI document) walk. */
export type CatalogRoute = { method: string; url: string; schema: FastifySchema | undefined; websocket: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the API document's own pages, in registration order. */
    routeCatalog: CatalogRoute[];
  }
}

/** OpenAPI generated from the same zod schemas that validate requests; UI at /api/docs. */
export const swaggerPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'PFS 植物工厂管理平台 API', version: SYS_VERSION },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Token' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}docs` });

  // Recorded after the document's pages, which serve the contract rather than belong to it.
  app.decorate('routeCatalog', [] as CatalogRoute[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const websocket = (route as { websocket?: boolean }).websocket === true;
    for (const method of methods) app.routeCatalog.push({ method, url: route.url, schema: route.schema, websocket });
  });
});
