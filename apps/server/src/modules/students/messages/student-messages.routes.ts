import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_ID,
  emailRecipients,
  emailTemplateParam,
  filledTemplate,
  messageReport,
  messageReportQuery,
  okBody,
  pageOf,
  smsCredentialsResult,
  smsIdParam,
  smsRecipient,
  smsRecipientParam,
  smsSettings,
  smsSettingsInput,
  studentDevice,
  studentEmail,
  studentEmailInput,
  studentEmailListItem,
  studentEmailQuery,
  studentIdParam,
  studentSms,
  studentSmsInput,
  studentSmsQuery,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { studentViewOf } from '../record/students.gate.js';
import type { MessageStudent, StudentEmailService } from './student-email.service.js';
import type { StudentSmsService } from './student-sms.service.js';
import { emailTabRoutes } from '../../kit/index.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';

const op = routeOps('student messages');
const emailTab = (bit: 'read' | 'write') => ({ student: 'email' as const, bit });
const smsTab = (bit: 'read' | 'write' | 'edit' | 'delete') => ({ student: 'sms' as const, bit });
const emailParam = studentIdParam.extend({ emailId: z.coerce.number().int().positive().max(MAX_ID) });
const attachmentParam = emailParam.extend({ fileId: z.coerce.number().int().positive().max(MAX_ID) });

/** The student the gate loaded for this request. */
const studentOf = (req: FastifyRequest): MessageStudent => {
  const s = studentViewOf(req).header.s;
  return { id: s.id, firstName: s.firstName, lastName: s.lastName, email: s.email, phone: s.phone };
};

/** The email and SMS tabs of the student record. */
export function studentMessagesRoutes(app: FastifyInstance, email: StudentEmailService, sms: StudentSmsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ---- email tab ----
  emailTabRoutes(app, {
    op,
    path: '/api/students/:studentId/emails',
    idOf: (req) => studentViewOf(req).studentId,
    schemas: {
      ownerParam: studentIdParam,
      emailParam,
      attachmentParam,
      query: studentEmailQuery,
      listItem: studentEmailListItem,
      email: studentEmail,
      input: studentEmailInput,
    },
    list: email.list,
    get: (_req, studentId, emailId) => email.get(studentId, emailId),
    attachment: email.attachment,
    send: (req, fields, files) => email.send(actorOf(req), studentOf(req), fields, files),
    ops: {
      list: {
        id: 'listStudentEmails',
        access: emailTab('read'),
        specCalls: ['getStudentEmail'],
        description:
          'Emails sent to the student, newest first; sort by sentAt, subject, to or status; q searches subject and address; status is the outbox delivery.',
      },
      get: {
        id: 'getStudentEmail',
        access: emailTab('read'),
        specCalls: ['getStudentEmailView'],
        description: 'One sent email with its body, delivery and attachments.',
      },
      attachment: { id: 'downloadStudentEmailAttachment', access: emailTab('read') },
      send: {
        id: 'sendStudentEmail',
        access: emailTab('write'),
        specCalls: ['studentsendEmail', 'postStudentEmail', 'sendStudentMail', 'sendStudentEmail'],
        description:
          'multipart/form-data: the text fields of studentEmailInput (cc: addresses separated by commas; ccParents: true copies the linked parents) ' +
          'and up to 10 `attachments` file parts (PDF, PNG, JPEG, DOCX or XLSX, recognised by content; 10 MB each). {{firstName}}, {{lastName}}, {{fullName}}, ' +
          "{{studentId}} and {{email}} are filled in the subject and body; the body's markup (**bold**, _italic_, lists, links) becomes escaped HTML. Sent through the outbox.",
      },
    },
  });

  r.get(
    '/api/students/:studentId/email-templates/:templateId',
    op('fillStudentEmailTemplate', emailTab('read'), {
      params: emailTemplateParam,
      ok: filledTemplate,
      description:
        'A student or general template of the email-template table with its placeholders filled for this student.',
    }),
    async (req) => email.template(studentOf(req), req.params.templateId),
  );

  r.get(
    '/api/students/:studentId/email-recipients',
    op('studentEmailRecipients', emailTab('read'), {
      params: studentIdParam,
      ok: emailRecipients,
      description: "The student's address and the linked parents the cc box would add.",
    }),
    async (req) => email.recipients(studentOf(req)),
  );

  // ---- SMS tab ----
  r.get(
    '/api/students/:studentId/sms',
    op('listStudentSms', smsTab('read'), ['studentSmsEmailList'], {
      params: studentIdParam,
      querystring: studentSmsQuery,
      ok: pageOf(studentSms),
      description: "SMS sent to the student or their contacts, newest first, with the provider's status.",
    }),
    async (req) => sms.list(req.params.studentId, req.query),
  );

  r.get(
    '/api/students/:studentId/sms/:smsId',
    op('getStudentSms', smsTab('read'), ['getStudentSmsDetails'], { params: smsIdParam, ok: studentSms }),
    async (req) => sms.get(req.params.studentId, req.params.smsId),
  );

  r.post(
    '/api/students/:studentId/sms',
    op('sendStudentSms', smsTab('write'), ['postStudentSmsNotification'], {
      params: studentIdParam,
      body: studentSmsInput,
      created: studentSms,
      description:
        'Sends an SMS through the configured provider (SMS_PROVIDER); the answer carries its status (Logged with the logging provider, Failed with the reason). saveAs keeps the number as a recipient contact. 422 when the student opted out.',
    }),
    async (req, reply) => created(reply, sms.send(actorOf(req), studentOf(req), req.body)),
  );

  r.post(
    '/api/students/:studentId/sms/credentials',
    op('sendStudentCredentialsSms', smsTab('write'), ['sendSMSCredentials'], {
      params: studentIdParam,
      created: smsCredentialsResult,
      description:
        'Texts the student their portal username and a one-time link to set a password (72 hours; the reset-password page). 422 without an active student account or a phone.',
    }),
    async (req, reply) => created(reply, sms.sendCredentials(actorOf(req), studentOf(req))),
  );

  r.get(
    '/api/students/:studentId/sms-settings',
    op('getStudentSmsSettings', smsTab('read'), ['getStudentSmsNotification'], {
      params: studentIdParam,
      ok: smsSettings,
      description: "Where the student's SMS go and whether they opted out.",
    }),
    async (req) => sms.settings(studentOf(req)),
  );

  r.put(
    '/api/students/:studentId/sms-settings',
    op('updateStudentSmsSettings', smsTab('edit'), ['updateStudentSMS'], {
      params: studentIdParam,
      body: smsSettingsInput,
      ok: smsSettings,
    }),
    async (req) => sms.saveSettings(actorOf(req), studentOf(req), req.body),
  );

  r.get(
    '/api/students/:studentId/sms-recipients',
    op('listStudentSmsRecipients', smsTab('read'), ['getRCDetails'], {
      params: studentIdParam,
      ok: z.object({ items: z.array(smsRecipient) }),
      description: "Saved recipient contacts (RC) of the student's SMS.",
    }),
    async (req) => ({ items: await sms.recipients(req.params.studentId) }),
  );

  r.delete(
    '/api/students/:studentId/sms-recipients/:recipientId',
    op('deleteStudentSmsRecipient', smsTab('delete'), ['deleteRCDetails'], { params: smsRecipientParam, ok: okBody }),
    async (req) => okAfter(sms.deleteRecipient(actorOf(req), req.params.studentId, req.params.recipientId)),
  );

  r.get(
    '/api/students/:studentId/devices',
    op('listStudentDevices', smsTab('read'), ['getFcmGetDeviceDetails'], {
      params: studentIdParam,
      ok: z.object({ items: z.array(studentDevice) }),
      description:
        "Where the student's and linked parents' accounts are signed in (the devices that receive live notifications; push to mobile devices is not built).",
    }),
    async (req) => ({ items: await sms.devices(req.params.studentId) }),
  );

  r.get(
    '/api/students/:studentId/messages/report',
    op('studentMessageReport', smsTab('read'), ['reportsDetails'], {
      params: studentIdParam,
      querystring: messageReportQuery,
      ok: messageReport,
      description: "The student's emails and SMS counted by delivery status (from/to: days, inclusive).",
    }),
    async (req) => sms.report(req.params.studentId, req.query.from, req.query.to),
  );
}
