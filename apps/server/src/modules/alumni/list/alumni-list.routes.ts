import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { alumniListItem, alumniListQuery, pageOf, type AlumniListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { toPage } from '../../../platform/paging.js';
import { routeOps } from '../../../platform/route-op.js';
import { listAlumni } from './alumni-list.repo.js';

const op = routeOps('alumni');

/** The alumni list's service: one page of alumni with their latest job and match. */
export const createAlumniListService = (db: Executor) => ({
  async list(q: AlumniListQuery) {
    const { rows, total } = await listAlumni(db, q);
    return toPage(q, { items: rows, total });
  },
});

/** /medical/alumniList: the registrar's list of graduates. */
export function alumniListRoutes(app: FastifyInstance, svc: ReturnType<typeof createAlumniListService>) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/alumni',
    op('listAlumni', { menu: '/medical/alumniList', bit: 'read' }, ['getAlumniList'], {
      querystring: alumniListQuery,
      ok: pageOf(alumniListItem),
      description:
        'Alumni (students with an Alumni status), paged: name, id, graduation year (her latest degree), current job and speciality, latest residency. Searched by name, id, employer or speciality; filtered by graduation year, speciality, employer; sorted by name, id, graduationYear or employer.',
    }),
    async (req) => svc.list(req.query),
  );
}
