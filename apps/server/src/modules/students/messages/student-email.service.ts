import {
  STUDENT_EMAIL_MAX_ATTACHMENTS,
  fillTemplate,
  type FilledTemplate,
  type StudentEmail,
  type StudentEmailInput,
  type StudentEmailListItem,
  type TemplateValues,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import { checkAttachments, queueRichEmail } from '../../../platform/rich-email.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import type { FilesService } from '../../kit/index.js';
import * as repo from './student-messages.repo.js';
import { toIso } from '../../../platform/db/columns.js';

/** The student a message is about (the gate's header row). */
export interface MessageStudent {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

/** Templates a student email may use. */
const TEMPLATE_MODULES = ['student', 'general'];

export const templateValues = (s: MessageStudent): TemplateValues => ({
  firstName: s.firstName,
  lastName: s.lastName,
  fullName: `${s.firstName} ${s.lastName}`,
  studentId: s.id,
  email: s.email,
});

export interface StudentEmailDeps {
  db: Db;
  files: FilesService;
  mailQueued: () => void;
}

/** The email tab: write to a student (template, rich text, attachments, copies) through the outbox; the history. */
export function createStudentEmailService({ db, files, mailQueued }: StudentEmailDeps) {
  const listItem = (r: Awaited<ReturnType<typeof repo.listEmails>>['items'][number]): StudentEmailListItem => ({
    ...r,
    status: r.status as StudentEmailListItem['status'],
    sentAt: toIso(r.sentAt)!,
    deliveredAt: toIso(r.deliveredAt),
  });

  async function template(s: MessageStudent, id: number): Promise<FilledTemplate> {
    const t = await repo.findTemplate(db, id);
    if (!t || !t.active || !TEMPLATE_MODULES.includes(t.module ?? '')) throw notFound('Email template');
    const values = templateValues(s);
    return {
      templateId: t.id,
      name: t.name,
      subject: fillTemplate(t.subject, values),
      body: fillTemplate(t.body, values),
    };
  }

  async function get(studentId: number, id: number): Promise<StudentEmail> {
    const row = await repo.findEmail(db, studentId, id);
    if (!row) throw notFound('Email');
    return {
      ...listItem(row),
      body: row.body,
      templateName: row.templateName,
      deliveryError: row.status === 'Sent' ? null : row.deliveryError,
      attachments: await repo.emailAttachments(db, id),
    };
  }

  return {
    template,
    get,

    async list(studentId: number, q: { page: number; pageSize: number; sort?: string; q?: string; status?: string }) {
      const { items, total } = await repo.listEmails(db, studentId, q);
      return { items: items.map(listItem), total, page: q.page, pageSize: q.pageSize };
    },

    async recipients(s: MessageStudent) {
      return { student: s.email, parents: await repo.parentContacts(db, s.id) };
    },

    /** Sends one email: placeholders filled, the body rendered from its markup, files stored and attached. */
    async send(
      actor: Actor,
      s: MessageStudent,
      input: StudentEmailInput,
      uploads: UploadedFile[],
    ): Promise<StudentEmail> {
      checkAttachments(uploads, STUDENT_EMAIL_MAX_ATTACHMENTS);
      if (input.templateId)
        await template(s, input.templateId).catch(() => {
          throw badInput('Choose a template from the list', { templateId: 'Choose a template from the list' });
        });
      const parents = input.ccParents ? await repo.parentContacts(db, s.id) : [];
      if (input.ccParents && !parents.length)
        throw badInput('This student has no linked parent with an account', { ccParents: 'No linked parent to copy' });
      const to = input.to.trim();
      const cc = [...new Set([...input.cc, ...parents.map((p) => p.email)].map((a) => a.trim()))].filter(
        (a) => a.toLowerCase() !== to.toLowerCase(),
      );
      const values = templateValues(s);
      const subject = fillTemplate(input.subject, values).replace(/[\r\n]+/g, ' ');
      const body = fillTemplate(input.body, values);

      const id = await db.transaction(async (tx) => {
        const { outboxId, stored } = await queueRichEmail(tx, files, actor.userId, { to, cc, subject, body }, uploads);
        const row = await repo.insertEmail(tx, {
          studentId: s.id,
          outboxId,
          toAddress: to,
          cc,
          subject,
          body,
          templateId: input.templateId ?? null,
          sentBy: actor.userId,
        });
        await repo.insertEmailFiles(
          tx,
          row.id,
          stored.map((f) => f.id),
        );
        await audit(tx, actor, {
          action: 'sendEmail',
          entity: 'studentEmail',
          entityId: row.id,
          after: {
            studentId: s.id,
            to,
            cc,
            subject,
            templateId: input.templateId ?? null,
            attachments: stored.map((f) => f.filename),
          },
        });
        return row.id;
      });
      mailQueued();
      return get(s.id, id);
    },

    /** An attachment of one of the student's emails. */
    async attachment(studentId: number, emailId: number, fileId: number) {
      if (!(await repo.emailHasFile(db, studentId, emailId, fileId))) throw notFound('Attachment');
      return files.read(fileId);
    },
  };
}
export type StudentEmailService = ReturnType<typeof createStudentEmailService>;
