import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNTING_SETTINGS_LINK,
  STUDENT_LINK,
  STUDENT_TAB_COMPONENTS,
  bulkFinancialStatusInput,
  okBody,
  pageOf,
  studentAddressInput,
  studentCreateInput,
  studentHeader,
  studentIdParam,
  studentListItem,
  studentListQuery,
  studentPersonalInput,
  studentProfileInput,
  studentRecord,
  portalAccounts,
  parentAccountInput,
} from '@caduceus/contracts';
import { fastSerializerCompiler } from '../../../platform/fast-serializer.js';
import { actorOf, isSelfService } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import { loadedHeader, studentViewOf } from './students.gate.js';
import type { StudentsService } from './students.service.js';
import { photoRoutes } from '../../kit/index.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';

const op = routeOps('students');
const staff = (bit: 'read' | 'write' | 'edit' | 'delete') => ({ menu: STUDENT_LINK, bit });

const viewerOf = (req: FastifyRequest) =>
  (req.user?.userType === 'Parent' ? 'parent' : isSelfService(req.user!) ? 'student' : 'staff') as
    'staff' | 'student' | 'parent';
const ownStudent = z.object({ id: z.number().int(), name: z.string(), relation: z.string().nullable() });

/** The student list, the add form and the record's own tabs: header, personal, profile, address, picture. */
export function studentsRoutes(app: FastifyInstance, students: StudentsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/students',
    {
      ...op('listStudents', staff('read'), ['studentList'], {
        querystring: studentListQuery,
        ok: pageOf(studentListItem),
        description:
          'Students with paging, sorting (id, name, email, status, campus, semester, cohort, createdAt) and the filters of the list screen; q searches id, names, emails and phone.',
      }),
      // a page of plain rows: Fastify's compiled writer instead of zod's check of every field
      serializerCompiler: fastSerializerCompiler,
    },
    async (req, reply) =>
      app.pageCache.serve(req, reply, () => students.list(req.query), {
        // every answer, cached or not, is a read of the students it lists (the record access log, in batches)
        note: (page) => page.items.map((s) => s.id),
        seen: (ids) => app.accessLog.listed(req, 'student.list', ids),
      }),
  );

  r.post(
    '/api/students',
    op('createStudent', staff('write'), ['studentAdd'], {
      consumes: ['multipart/form-data'],
      created: studentRecord,
      description:
        'multipart/form-data: the fields of studentCreateInput and an optional `photo` (PNG or JPEG, recognised by content).',
    }),
    async (req, reply) => {
      const { fields, files } = await readForm(req, studentCreateInput);
      return created(
        reply,
        students.create(
          actorOf(req),
          fields,
          files.find((f) => f.field === 'photo'),
        ),
      );
    },
  );

  r.post(
    '/api/students/bulk/financial-status',
    op('bulkUpdateFinancialStatus', { menu: ACCOUNTING_SETTINGS_LINK, bit: 'edit' }, ['financialStatusChange'], {
      body: bulkFinancialStatusInput,
      ok: z.object({ updated: z.number().int() }),
      description:
        'Accounting settings, bulk update: the financial status (1 Clear, 2 Hold; the invoice financial status has its own bulk update) of the chosen students, all or none, audited per student.',
    }),
    async (req) => ({
      updated: await students.bulkFinancialStatus(actorOf(req), req.body.studentIds, req.body.financialStatus),
    }),
  );

  r.get(
    '/api/students/mine',
    op('myStudents', 'authenticated', ['getParentDetailList'], {
      ok: z.object({ items: z.array(ownStudent) }),
      description: 'The students a Student or Parent user reaches (a parent switches between them).',
    }),
    async (req) => ({ items: await students.ownStudents(req.user!.id) }),
  );

  r.post(
    '/api/students/mine/current',
    op('chooseMyStudent', 'authenticated', {
      body: z.object({ studentId: z.number().int().positive() }),
      ok: okBody,
      description: 'A parent chooses which linked student they look at.',
    }),
    async (req) => okAfter(students.chooseStudent(actorOf(req), req.body.studentId)),
  );

  r.get(
    '/api/students/:studentId/header',
    op('studentHeader', { student: null, bit: 'read' }, ['studentProfileHeader', 'getViewAsStudent'], {
      params: studentIdParam,
      ok: studentHeader,
      description:
        'The header of the record with the tabs this viewer sees (spec 000 section 4). Staff may send `x-view-as: student` to see it as the student does (read only, recorded).',
    }),
    async (req) => {
      // staff change what their component rights allow; the student's own side their self-service tabs
      const view = studentViewOf(req);
      const canEdit = isSelfService(req.user!)
        ? req.user!.userType !== 'Parent'
        : view.tabs.some((t) => view.may('edit', STUDENT_TAB_COMPONENTS[t]));
      return students.header(view, viewerOf(req), canEdit);
    },
  );

  r.get(
    '/api/students/:studentId',
    op('getStudent', { student: 'personal', bit: 'read' }, ['studentPersonal'], {
      params: studentIdParam,
      ok: studentRecord,
      description: 'The record as the personal tab reads it.',
    }),
    async (req) => students.record(req.params.studentId, loadedHeader(req, req.params.studentId)),
  );

  r.get(
    '/api/students/:studentId/profile',
    op('getStudentProfile', { student: 'profileView', bit: 'read' }, ['studentProfile'], {
      params: studentIdParam,
      ok: studentRecord,
      description: 'The record as the profile tabs read it (profile, profile/view).',
    }),
    async (req) => students.record(req.params.studentId, loadedHeader(req, req.params.studentId)),
  );

  r.get(
    '/api/students/:studentId/address',
    op('getStudentAddress', { student: 'address', bit: 'read' }, ['studentGetAddress'], {
      params: studentIdParam,
      ok: studentRecord,
    }),
    async (req) => students.record(req.params.studentId, loadedHeader(req, req.params.studentId)),
  );

  r.put(
    '/api/students/:studentId/personal',
    op('updateStudentPersonal', { student: 'personal', bit: 'edit' }, ['updateStudentProfile'], {
      params: studentIdParam,
      body: studentPersonalInput,
      ok: studentRecord,
      description:
        'Staff: the whole personal tab. The student changes her legal identity through a request (POST identity-requests) and her contact details through PUT contact (403 here).',
    }),
    async (req) => students.updatePersonal(actorOf(req), req.params.studentId, req.body, false),
  );

  r.put(
    '/api/students/:studentId/address',
    op('updateStudentAddress', { student: 'address', bit: 'edit' }, ['studentAddOrUpdateAddress'], {
      params: studentIdParam,
      body: studentAddressInput,
      ok: studentRecord,
    }),
    async (req) => students.updateAddress(actorOf(req), req.params.studentId, req.body),
  );

  r.put(
    '/api/students/:studentId/profile',
    op('updateStudentProfile', { student: 'profile', bit: 'edit' }, ['updateStudentProfile'], {
      params: studentIdParam,
      body: studentProfileInput,
      ok: studentRecord,
      description: 'Status, type, course, campus, semester, stage and the header facts (staff).',
    }),
    async (req) => {
      const { may } = studentViewOf(req);
      const rights = {
        status: may('edit', STUDENT_TAB_COMPONENTS.statusChange),
        financialStatus: may('edit', STUDENT_TAB_COMPONENTS.accountingDetails),
      };
      return students.updateProfile(actorOf(req), req.params.studentId, req.body, rights);
    },
  );

  r.get(
    '/api/students/:studentId/portal-accounts',
    op(
      'studentPortalAccounts',
      { student: 'profile', bit: 'read', action: 'portalAccounts' },
      {
        params: studentIdParam,
        ok: portalAccounts,
        description: "The sign-in accounts that reach this student: their own and their parents'.",
      },
    ),
    async (req) => students.portalAccounts(req.params.studentId),
  );

  r.post(
    '/api/students/:studentId/portal-account',
    op(
      'createStudentPortalAccount',
      { student: 'profile', bit: 'write', action: 'portalAccounts' },
      ['sendSMSCredentials'],
      {
        params: studentIdParam,
        created: okBody,
        description:
          "Creates the student's sign-in (username = their email) and emails a welcome link to set the password.",
      },
    ),
    async (req, reply) => created(reply, okAfter(students.createStudentAccount(actorOf(req), req.params.studentId))),
  );

  r.post(
    '/api/students/:studentId/parent-accounts',
    op('linkParentAccount', { student: 'profile', bit: 'write', action: 'portalAccounts' }, ['addUpdateParentDetail'], {
      params: studentIdParam,
      body: parentAccountInput,
      ok: z.object({ created: z.boolean() }),
      description:
        "Links a parent's sign-in to the student: an existing Parent account with this email, or a new one (welcome link emailed).",
    }),
    async (req) => students.linkParentAccount(actorOf(req), req.params.studentId, req.body),
  );

  photoRoutes(app, {
    op,
    path: '/api/students/:studentId/photo',
    param: studentIdParam,
    idOf: (req) => (req.params as { studentId: number }).studentId,
    photo: students.photo,
    setPhoto: students.setPhoto,
    ops: {
      get: { id: 'getStudentPhoto', access: { student: null, bit: 'read' }, specCalls: ['getStudentProfilePicBinary'] },
      set: { id: 'setStudentPhoto', access: { student: 'personal', bit: 'edit' }, specCalls: ['updateStudentProfile'] },
    },
  });
}
