import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  alumniChoices,
  alumniEmailInput,
  alumniEmailSent,
  alumniEntryParams,
  alumniEntryQuery,
  alumniJob,
  alumniJobInput,
  alumniOtherDegree,
  alumniOtherDegreeInput,
  alumniPersonal,
  alumniPersonalInput,
  alumniResidency,
  alumniResidencyInput,
  okBody,
  pageOf,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { AlumniService } from './alumni.service.js';

const op = routeOps('alumni');
const tab = 'alumni' as const;
const base = '/api/students/:studentId/alumni';

/** The Alumni tab of the student record: personal details, jobs, other degrees, residency matches, an email. */
export function alumniRoutes(app: FastifyInstance, svc: AlumniService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/alumni/choices',
    op(
      'listAlumniChoices',
      'authenticated',
      ['alumniJobSpecialty', 'alumniJobResidencyYear', 'studentResidencySpecialityList', 'studentResidencyProgramType'],
      {
        ok: alumniChoices,
        description:
          "What the Alumni tab's forms choose from: the Specialities and Residency Programs control tables' active rows, and the years one may name.",
      },
    ),
    async () => svc.choices(),
  );

  r.get(
    `${base}/personal`,
    op('getAlumniPersonalInfo', { student: tab, bit: 'read' }, ['alumniPersonalInfoList'], {
      params: studentIdParam,
      ok: alumniPersonal,
      description: "The alumna's personal details after graduation (empty until written).",
    }),
    async (req) => svc.personal(req.params.studentId),
  );
  r.put(
    `${base}/personal`,
    op('saveAlumniPersonalInfo', { student: tab, bit: 'write' }, ['alumniPersonalInfoAdd'], {
      params: studentIdParam,
      body: alumniPersonalInput,
      ok: alumniPersonal,
      description:
        'Writes the personal details whole: address, personal email, phone, LinkedIn or web site, consent to be contacted. The alumna writes her own. Audited.',
    }),
    async (req) => svc.savePersonal(actorOf(req), req.params.studentId, req.body),
  );

  // jobs
  r.get(
    `${base}/jobs`,
    op('listAlumniJobs', { student: tab, bit: 'read' }, ['alumniJobInfoList'], {
      params: studentIdParam,
      querystring: alumniEntryQuery,
      ok: pageOf(alumniJob),
      description: "The alumna's jobs, the current one first (sort by fromYear or employer).",
    }),
    async (req) => svc.listJobs(req.params.studentId, req.query),
  );
  r.get(
    `${base}/jobs/:entryId`,
    op('getAlumniJob', { student: tab, bit: 'read' }, ['alumniJobInfoById'], {
      params: alumniEntryParams,
      ok: alumniJob,
      description: "One job of the alumna (another student's: 404).",
    }),
    async (req) => svc.job(req.params.studentId, req.params.entryId),
  );
  r.post(
    `${base}/jobs`,
    op('addAlumniJob', { student: tab, bit: 'write' }, ['alumniJobInfoAdd'], {
      params: studentIdParam,
      body: alumniJobInput,
      created: alumniJob,
      description:
        'Adds a job: employer, position and its type, speciality (Specialities table), city, country, years. Years in order; one current job (a second is a 422 on isCurrent). Audited.',
    }),
    async (req, reply) => created(reply, svc.addJob(actorOf(req), req.params.studentId, req.body)),
  );
  r.put(
    `${base}/jobs/:entryId`,
    op('updateAlumniJob', { student: tab, bit: 'edit' }, ['alumniJobInfoAdd'], {
      params: alumniEntryParams,
      body: alumniJobInput,
      ok: alumniJob,
      description: 'Corrects a job, with the same rules as a new one. Audited.',
    }),
    async (req) => svc.updateJob(actorOf(req), req.params.studentId, req.params.entryId, req.body),
  );
  r.delete(
    `${base}/jobs/:entryId`,
    op('deleteAlumniJob', { student: tab, bit: 'delete' }, [], {
      params: alumniEntryParams,
      ok: okBody,
      description: 'Removes a job. Audited with what it held.',
    }),
    async (req) => okAfter(svc.removeJob(actorOf(req), req.params.studentId, req.params.entryId)),
  );

  // other degrees
  r.get(
    `${base}/other-degrees`,
    op('listAlumniOtherDegrees', { student: tab, bit: 'read' }, ['alumniOtherDegreeList'], {
      params: studentIdParam,
      querystring: alumniEntryQuery,
      ok: pageOf(alumniOtherDegree),
      description: 'The degrees the alumna took elsewhere, the latest first.',
    }),
    async (req) => svc.listDegrees(req.params.studentId, req.query),
  );
  r.get(
    `${base}/other-degrees/:entryId`,
    op('getAlumniOtherDegree', { student: tab, bit: 'read' }, ['alumniOtherDegreeById'], {
      params: alumniEntryParams,
      ok: alumniOtherDegree,
      description: "One other degree of the alumna (another student's: 404).",
    }),
    async (req) => svc.degree(req.params.studentId, req.params.entryId),
  );
  r.post(
    `${base}/other-degrees`,
    op('addAlumniOtherDegree', { student: tab, bit: 'write' }, ['alumniOtherDegreeAddOrUpdate'], {
      params: studentIdParam,
      body: alumniOtherDegreeInput,
      created: alumniOtherDegree,
      description: 'Adds a degree taken elsewhere: level, name, institution, field, year. Audited.',
    }),
    async (req, reply) => created(reply, svc.addDegree(actorOf(req), req.params.studentId, req.body)),
  );
  r.put(
    `${base}/other-degrees/:entryId`,
    op('updateAlumniOtherDegree', { student: tab, bit: 'edit' }, ['alumniOtherDegreeAddOrUpdate'], {
      params: alumniEntryParams,
      body: alumniOtherDegreeInput,
      ok: alumniOtherDegree,
      description: 'Corrects a degree taken elsewhere. Audited.',
    }),
    async (req) => svc.updateDegree(actorOf(req), req.params.studentId, req.params.entryId, req.body),
  );
  r.delete(
    `${base}/other-degrees/:entryId`,
    op('deleteAlumniOtherDegree', { student: tab, bit: 'delete' }, [], {
      params: alumniEntryParams,
      ok: okBody,
      description: 'Removes a degree taken elsewhere. Audited with what it held.',
    }),
    async (req) => okAfter(svc.removeDegree(actorOf(req), req.params.studentId, req.params.entryId)),
  );

  // residency matches
  r.get(
    `${base}/residencies`,
    op('listAlumniResidencies', { student: tab, bit: 'read' }, ['studentResidencyProgramList'], {
      params: studentIdParam,
      querystring: alumniEntryQuery,
      ok: pageOf(alumniResidency),
      description: "The alumna's residency applications and matches, the latest match year first.",
    }),
    async (req) => svc.listResidencies(req.params.studentId, req.query),
  );
  r.get(
    `${base}/residencies/:entryId`,
    op('getAlumniResidency', { student: tab, bit: 'read' }, ['getStudentResidencyProgram'], {
      params: alumniEntryParams,
      ok: alumniResidency,
      description: "One residency match of the alumna (another student's: 404).",
    }),
    async (req) => svc.residency(req.params.studentId, req.params.entryId),
  );
  r.post(
    `${base}/residencies`,
    op('addAlumniResidency', { student: tab, bit: 'write' }, ['addStudentResidencyProgram', 'alumniMatchInfoAdd'], {
      params: studentIdParam,
      body: alumniResidencyInput,
      created: alumniResidency,
      description:
        'Records a residency application or match: a program of the Residency Programs table, match type, year and attempt, PGY-1 start, status. Audited.',
    }),
    async (req, reply) => created(reply, svc.addResidency(actorOf(req), req.params.studentId, req.body)),
  );
  r.put(
    `${base}/residencies/:entryId`,
    op('updateAlumniResidency', { student: tab, bit: 'edit' }, ['addStudentResidencyProgram', 'alumniMatchInfoAdd'], {
      params: alumniEntryParams,
      body: alumniResidencyInput,
      ok: alumniResidency,
      description: 'Corrects a residency match (its status moves as it goes). Audited.',
    }),
    async (req) => svc.updateResidency(actorOf(req), req.params.studentId, req.params.entryId, req.body),
  );
  r.delete(
    `${base}/residencies/:entryId`,
    op('deleteAlumniResidency', { student: tab, bit: 'delete' }, [], {
      params: alumniEntryParams,
      ok: okBody,
      description: 'Removes a residency match entered in error. Audited with what it held.',
    }),
    async (req) => okAfter(svc.removeResidency(actorOf(req), req.params.studentId, req.params.entryId)),
  );

  r.post(
    `${base}/email`,
    op('sendAlumniEmail', { student: tab, bit: 'write' }, ['alumniSendEmail'], {
      params: studentIdParam,
      body: alumniEmailInput,
      ok: alumniEmailSent,
      description:
        'Writes to the alumna through the outbox: to her personal email when she gave one, else the one on her record (none: 422). Staff only. Audited.',
    }),
    async (req) => svc.sendEmail(actorOf(req), req.params.studentId, req.body),
  );
}
