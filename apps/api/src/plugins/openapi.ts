import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeDocument, type OpenApiDocument } from './openapi-document';
import { routeFacts, type RouteFacts } from './openapi-routes';

/** The routes registered on each app, as the OpenAPI document and its test read them. */
export const registeredRoutes = new WeakMap<object, Map<string, RouteFacts>>();

/**
 * OpenAPI document at /api/docs/json and its reference page at /api/docs. Every route's error answers,
 * operationId and media type are added centrally (openapi-document.ts) from what the route declares,
 * gathered here by an onRoute hook: routes registered later are covered without editing them.
 */
export default fp(
  async (app, opts: { version: string }) => {
    const routes = new Map<string, RouteFacts>();
    registeredRoutes.set(app, routes);
    app.addHook('onRoute', (route) => {
      for (const facts of routeFacts(route)) routes.set(`${facts.method} ${facts.path}`, facts);
    });
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Encore API',
          version: opts.version,
          description: 'Back office for live-show ticketing',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
      transformObject: (documentObject) => {
        if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
        const doc = documentObject.openapiObject;
        completeDocument(doc as unknown as OpenApiDocument, routes);
        return doc;
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });
  },
  { name: 'openapi' },
);
