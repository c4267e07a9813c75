import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { libraryCatalog, studentIdParam } from '@caduceus/contracts';
import { studentViewOf } from '../record/students.gate.js';
import { sendFile } from './send-file.js';
import type { RecordsService } from './records.service.js';

const tags = ['student documents'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The Library Catalog tab (its list and Library_Catalog.xlsx) and the Snapshot tab (Snapshot_<id>.pdf). */
export function recordsRoutes(app: FastifyInstance, records: RecordsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/students/:studentId/library-catalog',
    {
      schema: {
        operationId: 'getLibraryCatalog',
        tags,
        params: studentIdParam,
        response: { 200: libraryCatalog },
        description: "The library's books for the student's course (and those for every course).",
      },
      config: { access: { student: 'libraryCatalog', bit: 'read' } },
    },
    async (req) => records.catalog(studentViewOf(req)),
  );

  r.get(
    '/api/students/:studentId/library-catalog/file',
    {
      schema: {
        operationId: 'downloadLibraryCatalog',
        tags,
        params: studentIdParam,
        description: 'Library_Catalog.xlsx: title, author, edition, ISBN, course and copies.',
      },
      config: { access: { student: 'libraryCatalog', bit: 'read' } },
    },
    async (req, reply) => {
      const { filename, bytes } = await records.catalogWorkbook(studentViewOf(req));
      return sendFile(reply, { filename, contentType: XLSX, bytes });
    },
  );

  r.get(
    '/api/students/:studentId/snapshot',
    {
      schema: {
        operationId: 'downloadStudentSnapshot',
        tags,
        params: studentIdParam,
        description:
          "Snapshot_<id>.pdf: the record's facts, personal, address, program, documents and status history (course status Clinical Medicine only).",
      },
      config: { access: { student: 'snapshot', bit: 'read' } },
    },
    async (req, reply) => {
      const { filename, bytes } = await records.snapshot(studentViewOf(req));
      return sendFile(reply, { filename, contentType: 'application/pdf', bytes });
    },
  );
}
