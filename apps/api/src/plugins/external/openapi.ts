import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SESSION_HEADER } from '@manufaktura/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export interface OpenapiOptions {
  /** Serve the browsable reference at /api/docs (API_DOCS; off in production by default). */
  reference: boolean;
}

/** OpenAPI generated from the routes' zod schemas: /api/openapi.json, and a reference at /api/docs if asked. */
export default fp(
  async function openapi(app: FastifyInstance, { reference }: OpenapiOptions) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Manufaktura shop API',
          description: 'The shop API behind the storefront and the back office. Money is PLN, gross.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'header', name: SESSION_HEADER },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    if (reference) await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  },
  { name: 'openapi' },
);
