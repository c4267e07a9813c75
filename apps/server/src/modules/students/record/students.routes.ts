import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNTING_SETTINGS_LINK,
  IDENTITY_MESSAGES,
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
import { forbidden } from '../../../platform/errors.js';
import { studentViewOf } from './students.gate.js';
import type { StudentsService } from './students.service.js';
import { sendFile } from '../../../platform/send-file.js';

const tags = ['students'];
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
      schema: {
        operationId: 'listStudents',
        tags,
        querystring: studentListQuery,
        response: { 200: pageOf(studentListItem) },
        description:
          'Students with paging, sorting (id, name, email, status, campus, semester, cohort, createdAt) and the filters of the list screen; q searches id, names, emails and phone.',
      },
      // a page of plain rows: Fastify's compiled writer instead of zod's check of every field
      serializerCompiler: fastSerializerCompiler,
      config: { access: staff('read'), specCalls: ['studentList'] },
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
    {
      schema: {
        operationId: 'createStudent',
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: studentRecord },
        description:
          'multipart/form-data: the fields of studentCreateInput and an optional `photo` (PNG or JPEG, recognised by content).',
      },
      config: { access: staff('write'), specCalls: ['studentAdd'] },
    },
    async (req, reply) => {
      const { fields, files } = await readForm(req, studentCreateInput);
      reply.status(201);
      return students.create(
        actorOf(req),
        fields,
        files.find((f) => f.field === 'photo'),
      );
    },
  );

  r.post(
    '/api/students/bulk/financial-status',
    {
      schema: {
        operationId: 'bulkUpdateFinancialStatus',
        tags,
        body: bulkFinancialStatusInput,
        response: { 200: z.object({ updated: z.number().int() }) },
        description:
          'Accounting settings, bulk update: the financial status (1 Clear, 2 Hold; the invoice financial status has its own bulk update) of the chosen students, all or none, audited per student.',
      },
      config: { access: { menu: ACCOUNTING_SETTINGS_LINK, bit: 'edit' }, specCalls: ['financialStatusChange'] },
    },
    async (req) => ({
      updated: await students.bulkFinancialStatus(actorOf(req), req.body.studentIds, req.body.financialStatus),
    }),
  );

  r.get(
    '/api/students/mine',
    {
      schema: {
        operationId: 'myStudents',
        tags,
        response: { 200: z.object({ items: z.array(ownStudent) }) },
        description: 'The students a Student or Parent user reaches (a parent switches between them).',
      },
      config: { access: 'authenticated', specCalls: ['getParentDetailList'] },
    },
    async (req) => ({ items: await students.ownStudents(req.user!.id) }),
  );

  r.post(
    '/api/students/mine/current',
    {
      schema: {
        operationId: 'chooseMyStudent',
        tags,
        body: z.object({ studentId: z.number().int().positive() }),
        response: { 200: okBody },
        description: 'A parent chooses which linked student they look at.',
      },
      config: { access: 'authenticated' },
    },
    async (req) => {
      await students.chooseStudent(actorOf(req), req.body.studentId);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/students/:studentId/header',
    {
      schema: {
        operationId: 'studentHeader',
        tags,
        params: studentIdParam,
        response: { 200: studentHeader },
        description:
          'The header of the record with the tabs this viewer sees (spec 000 section 4). Staff may send `x-view-as: student` to see it as the student does (read only, recorded).',
      },
      config: { access: { student: null, bit: 'read' }, specCalls: ['studentProfileHeader', 'getViewAsStudent'] },
    },
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
    {
      schema: {
        operationId: 'getStudent',
        tags,
        params: studentIdParam,
        response: { 200: studentRecord },
        description: 'The record as the personal tab reads it.',
      },
      config: { access: { student: 'personal', bit: 'read' }, specCalls: ['studentPersonal'] },
    },
    async (req) => students.record(req.params.studentId),
  );

  r.get(
    '/api/students/:studentId/profile',
    {
      schema: {
        operationId: 'getStudentProfile',
        tags,
        params: studentIdParam,
        response: { 200: studentRecord },
        description: 'The record as the profile tabs read it (profile, profile/view).',
      },
      config: { access: { student: 'profileView', bit: 'read' }, specCalls: ['studentProfile'] },
    },
    async (req) => students.record(req.params.studentId),
  );

  r.get(
    '/api/students/:studentId/address',
    {
      schema: { operationId: 'getStudentAddress', tags, params: studentIdParam, response: { 200: studentRecord } },
      config: { access: { student: 'address', bit: 'read' }, specCalls: ['studentGetAddress'] },
    },
    async (req) => students.record(req.params.studentId),
  );

  r.put(
    '/api/students/:studentId/personal',
    {
      schema: {
        operationId: 'updateStudentPersonal',
        tags,
        params: studentIdParam,
        body: studentPersonalInput,
        response: { 200: studentRecord },
        description:
          'Staff: the whole personal tab. The student changes her legal identity through a request (POST identity-requests) and her contact details through PUT contact (403 here).',
      },
      config: { access: { student: 'personal', bit: 'edit' }, specCalls: ['updateStudentProfile'] },
    },
    async (req) => {
      if (isSelfService(req.user!)) throw forbidden(IDENTITY_MESSAGES.direct);
      return students.updatePersonal(actorOf(req), req.params.studentId, req.body, false);
    },
  );

  r.put(
    '/api/students/:studentId/address',
    {
      schema: {
        operationId: 'updateStudentAddress',
        tags,
        params: studentIdParam,
        body: studentAddressInput,
        response: { 200: studentRecord },
      },
      config: { access: { student: 'address', bit: 'edit' }, specCalls: ['studentAddOrUpdateAddress'] },
    },
    async (req) => students.updateAddress(actorOf(req), req.params.studentId, req.body),
  );

  r.put(
    '/api/students/:studentId/profile',
    {
      schema: {
        operationId: 'updateStudentProfile',
        tags,
        params: studentIdParam,
        body: studentProfileInput,
        response: { 200: studentRecord },
        description: 'Status, type, course, campus, semester, stage and the header facts (staff).',
      },
      config: { access: { student: 'profile', bit: 'edit' }, specCalls: ['updateStudentProfile'] },
    },
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
    {
      schema: {
        operationId: 'studentPortalAccounts',
        tags,
        params: studentIdParam,
        response: { 200: portalAccounts },
        description: "The sign-in accounts that reach this student: their own and their parents'.",
      },
      config: { access: { student: 'profile', bit: 'read', action: 'portalAccounts' } },
    },
    async (req) => students.portalAccounts(req.params.studentId),
  );

  r.post(
    '/api/students/:studentId/portal-account',
    {
      schema: {
        operationId: 'createStudentPortalAccount',
        tags,
        params: studentIdParam,
        response: { 201: okBody },
        description:
          "Creates the student's sign-in (username = their email) and emails a welcome link to set the password.",
      },
      config: {
        access: { student: 'profile', bit: 'write', action: 'portalAccounts' },
        specCalls: ['sendSMSCredentials'],
      },
    },
    async (req, reply) => {
      await students.createStudentAccount(actorOf(req), req.params.studentId);
      reply.status(201);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/students/:studentId/parent-accounts',
    {
      schema: {
        operationId: 'linkParentAccount',
        tags,
        params: studentIdParam,
        body: parentAccountInput,
        response: { 200: z.object({ created: z.boolean() }) },
        description:
          "Links a parent's sign-in to the student: an existing Parent account with this email, or a new one (welcome link emailed).",
      },
      config: {
        access: { student: 'profile', bit: 'write', action: 'portalAccounts' },
        specCalls: ['addUpdateParentDetail'],
      },
    },
    async (req) => students.linkParentAccount(actorOf(req), req.params.studentId, req.body),
  );

  r.get(
    '/api/students/:studentId/photo',
    {
      schema: {
        operationId: 'getStudentPhoto',
        tags,
        params: studentIdParam,
        description: 'The profile picture (404 when there is none).',
      },
      config: { access: { student: null, bit: 'read' }, specCalls: ['getStudentProfilePicBinary'] },
    },
    async (req, reply) => sendFile(reply, await students.photo(req.params.studentId), true),
  );

  r.put(
    '/api/students/:studentId/photo',
    {
      schema: {
        operationId: 'setStudentPhoto',
        tags,
        params: studentIdParam,
        consumes: ['multipart/form-data'],
        response: { 200: okBody },
        description: 'multipart/form-data with one `photo` part (PNG or JPEG).',
      },
      config: { access: { student: 'personal', bit: 'edit' }, specCalls: ['updateStudentProfile'] },
    },
    async (req) => {
      const { files } = await readForm(req, z.object({}));
      await students.setPhoto(
        actorOf(req),
        req.params.studentId,
        files.find((f) => f.field === 'photo'),
      );
      return { ok: true as const };
    },
  );
}
