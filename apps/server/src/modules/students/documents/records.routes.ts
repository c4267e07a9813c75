import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { libraryCatalog, studentIdParam } from '@caduceus/contracts';
import { studentViewOf } from '../record/students.gate.js';
import { sendFile } from './send-file.js';
import type { RecordsService } from './records.service.js';
import { routeOps } from '../../../platform/route-op.js';

const op = routeOps('student documents');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The Library Catalog tab (its list and Library_Catalog.xlsx) and the Snapshot tab (Snapshot_<id>.pdf). */
export function recordsRoutes(app: FastifyInstance, records: RecordsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/students/:studentId/library-catalog',
    op(
      'getLibraryCatalog',
      { student: 'libraryCatalog', bit: 'read' },
      {
        params: studentIdParam,
        ok: libraryCatalog,
        description: "The library's books for the student's course (and those for every course).",
      },
    ),
    async (req) => records.catalog(studentViewOf(req)),
  );

  r.get(
    '/api/students/:studentId/library-catalog/file',
    op(
      'downloadLibraryCatalog',
      { student: 'libraryCatalog', bit: 'read' },
      { params: studentIdParam, description: 'Library_Catalog.xlsx: title, author, edition, ISBN, course and copies.' },
    ),
    async (req, reply) => {
      const { filename, bytes } = await records.catalogWorkbook(studentViewOf(req));
      return sendFile(reply, { filename, contentType: XLSX, bytes });
    },
  );

  r.get(
    '/api/students/:studentId/snapshot',
    op(
      'downloadStudentSnapshot',
      { student: 'snapshot', bit: 'read' },
      {
        params: studentIdParam,
        description:
          "Snapshot_<id>.pdf: the record's facts, personal, address, program, documents and status history (course status Clinical Medicine only).",
      },
    ),
    async (req, reply) => {
      const { filename, bytes } = await records.snapshot(studentViewOf(req));
      return sendFile(reply, { filename, contentType: 'application/pdf', bytes });
    },
  );
}
