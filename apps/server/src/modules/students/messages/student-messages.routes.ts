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
import { readForm } from '../../../platform/multipart.js';
import { studentViewOf } from '../record/students.gate.js';
import type { MessageStudent, StudentEmailService } from './student-email.service.js';
import type { StudentSmsService } from './student-sms.service.js';
import { sendFile } from '../../../platform/send-file.js';

const tags = ['student messages'];
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
  r.get(
    '/api/students/:studentId/emails',
    {
      schema: {
        operationId: 'listStudentEmails',
        tags,
        params: studentIdParam,
        querystring: studentEmailQuery,
        response: { 200: pageOf(studentEmailListItem) },
        description:
          'Emails sent to the student, newest first; sort by sentAt, subject, to or status; q searches subject and address; status is the outbox delivery.',
      },
      config: { access: emailTab('read'), specCalls: ['getStudentEmail'] },
    },
    async (req) => email.list(req.params.studentId, req.query),
  );

  r.get(
    '/api/students/:studentId/emails/:emailId',
    {
      schema: {
        operationId: 'getStudentEmail',
        tags,
        params: emailParam,
        response: { 200: studentEmail },
        description: 'One sent email with its body, delivery and attachments.',
      },
      config: { access: emailTab('read'), specCalls: ['getStudentEmailView'] },
    },
    async (req) => email.get(req.params.studentId, req.params.emailId),
  );

  r.get(
    '/api/students/:studentId/emails/:emailId/attachments/:fileId',
    {
      schema: {
        operationId: 'downloadStudentEmailAttachment',
        tags,
        params: attachmentParam,
        description: 'An attachment of a sent email.',
      },
      config: { access: emailTab('read') },
    },
    async (req, reply) =>
      sendFile(reply, await email.attachment(req.params.studentId, req.params.emailId, req.params.fileId)),
  );

  r.post(
    '/api/students/:studentId/emails',
    {
      schema: {
        operationId: 'sendStudentEmail',
        tags,
        params: studentIdParam,
        consumes: ['multipart/form-data'],
        response: { 201: studentEmail },
        description:
          'multipart/form-data: the text fields of studentEmailInput (cc: addresses separated by commas; ccParents: true copies the linked parents) ' +
          'and up to 10 `attachments` file parts (PDF, PNG, JPEG, DOCX or XLSX, recognised by content; 10 MB each). {{firstName}}, {{lastName}}, {{fullName}}, ' +
          "{{studentId}} and {{email}} are filled in the subject and body; the body's markup (**bold**, _italic_, lists, links) becomes escaped HTML. Sent through the outbox.",
      },
      config: {
        access: emailTab('write'),
        specCalls: ['studentsendEmail', 'postStudentEmail', 'sendStudentMail', 'sendStudentEmail'],
      },
    },
    async (req, reply) => {
      const { fields, files } = await readForm(req, studentEmailInput);
      reply.status(201);
      return email.send(actorOf(req), studentOf(req), fields, files);
    },
  );

  r.get(
    '/api/students/:studentId/email-templates/:templateId',
    {
      schema: {
        operationId: 'fillStudentEmailTemplate',
        tags,
        params: emailTemplateParam,
        response: { 200: filledTemplate },
        description:
          'A student or general template of the email-template table with its placeholders filled for this student.',
      },
      config: { access: emailTab('read') },
    },
    async (req) => email.template(studentOf(req), req.params.templateId),
  );

  r.get(
    '/api/students/:studentId/email-recipients',
    {
      schema: {
        operationId: 'studentEmailRecipients',
        tags,
        params: studentIdParam,
        response: { 200: emailRecipients },
        description: "The student's address and the linked parents the cc box would add.",
      },
      config: { access: emailTab('read') },
    },
    async (req) => email.recipients(studentOf(req)),
  );

  // ---- SMS tab ----
  r.get(
    '/api/students/:studentId/sms',
    {
      schema: {
        operationId: 'listStudentSms',
        tags,
        params: studentIdParam,
        querystring: studentSmsQuery,
        response: { 200: pageOf(studentSms) },
        description: "SMS sent to the student or their contacts, newest first, with the provider's status.",
      },
      config: { access: smsTab('read'), specCalls: ['studentSmsEmailList'] },
    },
    async (req) => sms.list(req.params.studentId, req.query),
  );

  r.get(
    '/api/students/:studentId/sms/:smsId',
    {
      schema: { operationId: 'getStudentSms', tags, params: smsIdParam, response: { 200: studentSms } },
      config: { access: smsTab('read'), specCalls: ['getStudentSmsDetails'] },
    },
    async (req) => sms.get(req.params.studentId, req.params.smsId),
  );

  r.post(
    '/api/students/:studentId/sms',
    {
      schema: {
        operationId: 'sendStudentSms',
        tags,
        params: studentIdParam,
        body: studentSmsInput,
        response: { 201: studentSms },
        description:
          'Sends an SMS through the configured provider (SMS_PROVIDER); the answer carries its status (Logged with the logging provider, Failed with the reason). saveAs keeps the number as a recipient contact. 422 when the student opted out.',
      },
      config: { access: smsTab('write'), specCalls: ['postStudentSmsNotification'] },
    },
    async (req, reply) => {
      reply.status(201);
      return sms.send(actorOf(req), studentOf(req), req.body);
    },
  );

  r.post(
    '/api/students/:studentId/sms/credentials',
    {
      schema: {
        operationId: 'sendStudentCredentialsSms',
        tags,
        params: studentIdParam,
        response: { 201: smsCredentialsResult },
        description:
          'Texts the student their portal username and a one-time link to set a password (72 hours; the reset-password page). 422 without an active student account or a phone.',
      },
      config: { access: smsTab('write'), specCalls: ['sendSMSCredentials'] },
    },
    async (req, reply) => {
      reply.status(201);
      return sms.sendCredentials(actorOf(req), studentOf(req));
    },
  );

  r.get(
    '/api/students/:studentId/sms-settings',
    {
      schema: {
        operationId: 'getStudentSmsSettings',
        tags,
        params: studentIdParam,
        response: { 200: smsSettings },
        description: "Where the student's SMS go and whether they opted out.",
      },
      config: { access: smsTab('read'), specCalls: ['getStudentSmsNotification'] },
    },
    async (req) => sms.settings(studentOf(req)),
  );

  r.put(
    '/api/students/:studentId/sms-settings',
    {
      schema: {
        operationId: 'updateStudentSmsSettings',
        tags,
        params: studentIdParam,
        body: smsSettingsInput,
        response: { 200: smsSettings },
      },
      config: { access: smsTab('edit'), specCalls: ['updateStudentSMS'] },
    },
    async (req) => sms.saveSettings(actorOf(req), studentOf(req), req.body),
  );

  r.get(
    '/api/students/:studentId/sms-recipients',
    {
      schema: {
        operationId: 'listStudentSmsRecipients',
        tags,
        params: studentIdParam,
        response: { 200: z.object({ items: z.array(smsRecipient) }) },
        description: "Saved recipient contacts (RC) of the student's SMS.",
      },
      config: { access: smsTab('read'), specCalls: ['getRCDetails'] },
    },
    async (req) => ({ items: await sms.recipients(req.params.studentId) }),
  );

  r.delete(
    '/api/students/:studentId/sms-recipients/:recipientId',
    {
      schema: { operationId: 'deleteStudentSmsRecipient', tags, params: smsRecipientParam, response: { 200: okBody } },
      config: { access: smsTab('delete'), specCalls: ['deleteRCDetails'] },
    },
    async (req) => {
      await sms.deleteRecipient(actorOf(req), req.params.studentId, req.params.recipientId);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/students/:studentId/devices',
    {
      schema: {
        operationId: 'listStudentDevices',
        tags,
        params: studentIdParam,
        response: { 200: z.object({ items: z.array(studentDevice) }) },
        description:
          "Where the student's and linked parents' accounts are signed in (the devices that receive live notifications; push to mobile devices is not built).",
      },
      config: { access: smsTab('read'), specCalls: ['getFcmGetDeviceDetails'] },
    },
    async (req) => ({ items: await sms.devices(req.params.studentId) }),
  );

  r.get(
    '/api/students/:studentId/messages/report',
    {
      schema: {
        operationId: 'studentMessageReport',
        tags,
        params: studentIdParam,
        querystring: messageReportQuery,
        response: { 200: messageReport },
        description: "The student's emails and SMS counted by delivery status (from/to: days, inclusive).",
      },
      config: { access: smsTab('read'), specCalls: ['reportsDetails'] },
    },
    async (req) => sms.report(req.params.studentId, req.query.from, req.query.to),
  );
}
