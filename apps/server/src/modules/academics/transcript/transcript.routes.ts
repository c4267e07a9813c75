import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transcript, transcriptParams } from '@caduceus/contracts';
import { routeOps } from '../../../platform/route-op.js';
import { sendFile } from '../../../platform/send-file.js';
import type { TranscriptService } from './transcript.service.js';

const op = routeOps('student transcript');
/** The Transcript tab: staff with the academics component, the student, a parent she shares her academics with. */
const read = { student: 'transcript', bit: 'read' } as const;
const PDF = 'application/pdf';

/** The Transcript tab of the student record and the official transcript PDF. */
export function transcriptRoutes(app: FastifyInstance, svc: TranscriptService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/students/:studentId/transcript',
    op('getStudentTranscript', read, ['viewTranscriptCourse'], {
      params: transcriptParams,
      ok: transcript,
      description:
        "The student's transcript: every stage, oldest first, with its classes, credits, marks, grade and grade points (transfers marked), each stage's and the cumulative credit-weighted GPA, the latest academic standing and the degrees. Written to the record access log.",
    }),
    async (req) => svc.read(req.params.studentId),
  );
  r.get(
    '/api/students/:studentId/transcript/pdf',
    op('downloadStudentTranscriptPdf', read, ['transciptFullPdf'], {
      params: transcriptParams,
      produces: [PDF],
      description:
        "Transcript_<id>.pdf, the official Medical School transcript: the registrar's letterhead, the student's name, id, date of birth and program, each stage with its classes, credits and grades, the GPA, standing, degrees conferred, the day issued and page numbers. Written to the record access log.",
    }),
    async (req, reply) => sendFile(reply, { ...(await svc.pdf(req.params.studentId)), contentType: PDF }),
  );
}
