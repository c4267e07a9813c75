import {
  fillTemplate,
  type FilledTemplate,
  type StudentEmail,
  type StudentEmailInput,
  type StudentEmailListItem,
  type TemplateValues,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import type { Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import type { FilesService } from '../../kit/index.js';
import * as repo from './student-messages.repo.js';

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
  const { mail } = repo;
  const listItem = <R extends { status: string }>(r: R) => ({
    ...r,
    status: r.status as StudentEmailListItem['status'],
  });

  async function template(s: MessageStudent, id: number): Promise<FilledTemplate> {
    const t = await repo.findTemplate(db, id);
    if (!t || !t.active || !TEMPLATE_MODULES.includes(t.module ?? '')) throw notFound('Email template');
    const values = templateValues(s);
    return mail.filled(t, (text) => fillTemplate(text, values));
  }

  async function get(studentId: number, id: number): Promise<StudentEmail> {
    return listItem(await mail.get(db, studentId, id));
  }

  return {
    template,
    get,

    async list(studentId: number, q: { page: number; pageSize: number; sort?: string; q?: string; status?: string }) {
      const { items, total } = await mail.list(db, studentId, q);
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
      await mail.check(uploads, input.templateId, (id) => template(s, id));
      const parents = input.ccParents ? await repo.parentContacts(db, s.id) : [];
      if (input.ccParents && !parents.length)
        throw badInput('This student has no linked parent with an account', { ccParents: 'No linked parent to copy' });
      const to = input.to.trim();
      const values = templateValues(s);
      const id = await mail.send(
        db,
        files,
        actor,
        s.id,
        {
          to,
          cc: mail.copies(to, [...input.cc, ...parents.map((p) => p.email)]),
          subject: fillTemplate(input.subject, values).replace(/[\r\n]+/g, ' '),
          body: fillTemplate(input.body, values),
          templateId: input.templateId ?? null,
        },
        uploads,
      );
      mailQueued();
      return get(s.id, id);
    },

    /** An attachment of one of the student's emails. */
    attachment: (studentId: number, emailId: number, fileId: number) =>
      mail.attachment(db, files, studentId, emailId, fileId),
  };
}
export type StudentEmailService = ReturnType<typeof createStudentEmailService>;
