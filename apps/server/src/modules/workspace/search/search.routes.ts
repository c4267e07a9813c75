import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuery, searchResult, type SessionUser } from '@caduceus/contracts';
import type { SearchRegistry } from './search.registry.js';
import { routeOps } from '../../../platform/route-op.js';

const op = routeOps('search');

export function searchRoutes(
  app: FastifyInstance,
  registry: SearchRegistry,
  mayRead: (user: SessionUser, link: string) => Promise<boolean>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/search',
    // the role check is the registry's: only super admin (99) and super user (100) search
    op('globalSearch', 'authenticated', {
      querystring: searchQuery,
      ok: searchResult,
      description:
        'Records matching the text, grouped by kind (users, reference rows, and each domain that registers its records); super admin and super user only.',
    }),
    async (req) => {
      // protected records among the hits (students) are reads: the record access log
      const read = (entity: string, ids: readonly (number | string)[]) => app.accessLog.listed(req, entity, ids);
      return { groups: await registry.search(req.user!, req.query.q, req.query.limit, mayRead, read) };
    },
  );
}
