import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuery, searchResult, type SessionUser } from '@caduceus/contracts';
import type { SearchRegistry } from './search.registry.js';

export function searchRoutes(
  app: FastifyInstance,
  registry: SearchRegistry,
  mayRead: (user: SessionUser, link: string) => Promise<boolean>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/search',
    {
      schema: {
        operationId: 'globalSearch',
        tags: ['search'],
        querystring: searchQuery,
        response: { 200: searchResult },
        description:
          'Records matching the text, grouped by kind (users, reference rows, and each domain that registers its records); super admin and super user only.',
      },
      // the role check is the registry's: only super admin (99) and super user (100) search
      config: { access: 'authenticated' },
    },
    async (req) => {
      // protected records among the hits (students) are reads: the record access log
      const read = (entity: string, ids: readonly (number | string)[]) => app.accessLog.listed(req, entity, ids);
      return { groups: await registry.search(req.user!, req.query.q, req.query.limit, mayRead, read) };
    },
  );
}
