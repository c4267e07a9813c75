import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { RegisteredRoute } from './guard.js';

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** OpenAPI generated from the zod schemas, with each operation's access and the spec calls it covers. */
export async function registerOpenApi(app: FastifyInstance, registry: RegisteredRoute[]) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Caduceus API',
        version: '0.1.0',
        description:
          'School management for a medical and pre-medical school. Errors answer { error: { code, message, fields? } }.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'caduceus_session' },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => {
      const doc = jsonSchemaTransformObject(input) as {
        paths?: Record<string, Record<string, Record<string, unknown>>>;
      };
      for (const route of registry) {
        const op = doc.paths?.[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
        if (!op) continue;
        op['x-spec-calls'] = route.specCalls;
        op['x-access'] = route.access;
        if (route.access === 'public') op.security = [];
      }
      return doc as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
}
