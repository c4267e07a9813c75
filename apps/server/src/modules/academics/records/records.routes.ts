import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  academicRecord,
  academicRecordChoices,
  academicRecordFormQuery,
  academicRecordInput,
  academicRecordFormParams,
  academicRecordListQuery,
  pageOf,
  academicRecordParams,
  gpaList,
  med6LoaDate,
  med6LoaDateInput,
  okBody,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { AcademicRecordsService } from './records.service.js';

const op = routeOps('student academic records');
const tab = 'academicRecords' as const;
const base = '/api/students/:studentId/academic-records';
const FORM_CALLS = [1, 2, 3, 4].map((n) => `academicRecords${n}List`);
const SAVE_CALLS = [1, 2, 3, 4].map((n) => `saveAcademicRecords${n}`);

/** The Academic Records tab of the student record. */
export function academicRecordsRoutes(app: FastifyInstance, svc: AcademicRecordsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/forms/:form`,
    op(
      'listAcademicRecords',
      { student: tab, bit: 'read' },
      [...FORM_CALLS, 'getPremedClassList', 'getMedClassList', 'getClinicalMedicineList', 'getClinicalRotationList'],
      {
        params: academicRecordFormParams,
        querystring: academicRecordListQuery,
        ok: pageOf(academicRecord),
        description:
          'The entries of one academic records form (1 pre-medical classes, 2 medical classes, 3 clinical medicine, 4 clinical rotations), the latest completed first.',
      },
    ),
    async (req) => svc.list(req.params.studentId, req.params.form, req.query),
  );

  r.get(
    `${base}/gpa`,
    op('listAcademicGpa', { student: tab, bit: 'read' }, ['getGPAList'], {
      params: studentIdParam,
      ok: gpaList,
      description:
        "Each form's credits and credit-weighted GPA (the entries with grade points; two decimals, as contracts' GPA pattern), then Overall.",
    }),
    async (req) => svc.gpa(req.params.studentId),
  );

  r.get(
    `${base}/choices`,
    op(
      'listAcademicRecordChoices',
      { student: tab, bit: 'read' },
      ['applicantCourse', 'applicantmedicalcourse', 'applicantrotations'],
      {
        params: studentIdParam,
        querystring: academicRecordFormQuery,
        ok: academicRecordChoices,
        description:
          "The names a form offers, from the control tables: form 1 the Classes of Pre-Medical Sciences, 2 of Basic Sciences, 3 the Clinical Courses, 4 the Rotations (active rows, with a class's credits). Standardized tests: the Test Types table's dropdown (/api/lookups/test-type).",
      },
    ),
    async (req) => svc.choices(req.query.form),
  );

  r.get(
    `${base}/med6-loa-date`,
    op('getMed6LoaDate', { student: tab, bit: 'read' }, ['studentMed6Loadate'], {
      params: studentIdParam,
      ok: med6LoaDate,
      description: "The student's Med6 LOA date and note (null when none is set).",
    }),
    async (req) => svc.med6LoaDate(req.params.studentId),
  );

  r.put(
    `${base}/med6-loa-date`,
    op('setMed6LoaDate', { student: tab, bit: 'edit' }, ['studentMed6LoadateUpdate'], {
      params: studentIdParam,
      body: med6LoaDateInput,
      ok: med6LoaDate,
      description: 'Sets the Med6 LOA date (at most a year ahead) and its note. Audited.',
    }),
    async (req) => svc.setMed6LoaDate(actorOf(req), req.params.studentId, req.body),
  );

  r.get(
    `${base}/:recordId`,
    op(
      'getAcademicRecord',
      { student: tab, bit: 'read' },
      {
        params: academicRecordParams,
        ok: academicRecord,
        description: "One entry of the student (another student's: 404).",
      },
    ),
    async (req) => svc.get(req.params.studentId, req.params.recordId),
  );

  r.post(
    base,
    op('addAcademicRecord', { student: tab, bit: 'write' }, SAVE_CALLS, {
      params: studentIdParam,
      body: academicRecordInput,
      created: academicRecord,
      description:
        'Adds an entry to a form: the title, the term, the credits (0.5-40, in halves), the grade and the grade points (the GPA pattern, at most 4.00; empty for P, I, W). 422 for the same title twice in a term of a form. Audited.',
    }),
    async (req, reply) => created(reply, svc.add(actorOf(req), req.params.studentId, req.body)),
  );

  r.put(
    `${base}/:recordId`,
    op('updateAcademicRecord', { student: tab, bit: 'edit' }, SAVE_CALLS, {
      params: academicRecordParams,
      body: academicRecordInput,
      ok: academicRecord,
      description: 'Corrects an entry under the same rules. Audited.',
    }),
    async (req) => svc.update(actorOf(req), req.params.studentId, req.params.recordId, req.body),
  );

  r.delete(
    `${base}/:recordId`,
    op(
      'deleteAcademicRecord',
      { student: tab, bit: 'delete' },
      {
        params: academicRecordParams,
        ok: okBody,
        description: 'Removes an entry made in error. Audited with what it held.',
      },
    ),
    async (req) => okAfter(svc.remove(actorOf(req), req.params.studentId, req.params.recordId)),
  );
}
