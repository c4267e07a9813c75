import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCESS_LOG_LINK,
  accessLogQuery,
  accessLogReader,
  accessLogReadersQuery,
  accessLogRow,
  pageOf,
} from '@caduceus/contracts';
import type { AccessLogService } from './access-log.service.js';
import { routeOps } from '../../../platform/route-op.js';

const op = routeOps('system');
const access = { menu: ACCESS_LOG_LINK, bit: 'read' } as const;

/** The record access log (FERPA): the super user's, and any group granted its menu entry (auditors). */
export function accessLogRoutes(app: FastifyInstance, service: AccessLogService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/access-log',
    op('listRecordReads', access, {
      querystring: accessLogQuery,
      ok: pageOf(accessLogRow),
      description:
        'Reads of student records: who (actorId), which student (studentId: its own pages and every list, search or export answer that held it), ' +
        "which part, when (from/to: days in UTC, both included), from where (ip), direct or through an export (via). q searches the reader's name, username and ip. " +
        'Sort: at (default -at), reader, part, ip. Exportable through /api/exports.',
    }),
    async (req) => service.list(req.query),
  );

  r.get(
    '/api/admin/access-log/readers',
    op('listRecordReaders', access, {
      querystring: accessLogReadersQuery,
      ok: z.object({ items: z.array(accessLogReader) }),
      description: 'Users who read any record (the reader filter), by name or username; 20 at most.',
    }),
    async (req) => ({ items: await service.readers(req.query.q) }),
  );
}
