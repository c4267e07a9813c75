import {
  MAIL_LOG_MAX_ATTACHMENTS,
  MAIL_LOG_MESSAGES,
  hasOutgoingType,
  type MailLog,
  type MailLogInput,
  type MailLogKind,
  type MailLogListItem,
  type MailLogListQuery,
  type MailLogUpdateInput,
  type MailMedium,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import type { FilesService } from '../../kit/index.js';
import * as repo from './maillog.repo.js';

/** Scans of letters, emails saved as PDF, spreadsheets and documents; the content decides, not the name. */
const ATTACHMENT_KINDS = ['pdf', 'png', 'jpeg', 'docx', 'xlsx'] as const;
const ENTITY = 'mailLog';

type Listed = Awaited<ReturnType<typeof repo.listMailLogs>>['items'][number];
const shape = (r: Listed): MailLogListItem => ({
  id: r.id,
  kind: r.kind as MailLogKind,
  mailDate: r.mailDate,
  department: r.department,
  departmentLabel: r.departmentLabel ?? null,
  medium: r.medium as MailMedium,
  fromName: r.fromName,
  toName: r.toName,
  subject: r.subject,
  outgoingType: r.outgoingType ?? null,
  outgoingTypeLabel: r.outgoingTypeLabel ?? null,
  trackingNumber: r.trackingNumber ?? null,
  returnReason: r.returnReason ?? null,
  notes: r.notes ?? null,
  attachmentCount: Number(r.attachmentCount),
  enteredBy: r.enteredBy ?? null,
  enteredByName: r.enteredByName ?? null,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** The day after `now` in UTC: the school's campuses run from UTC-4 to UTC+3, so "today" may be UTC's tomorrow. */
const latestMailDate = (now: Date) => new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);

export interface MailLogDeps {
  db: Db;
  files: FilesService;
  now?: () => Date;
}

/** The mail register: five registers of one resource, soft deletion, attachments stored by the files service. */
export function createMailLogService({ db, files, now = () => new Date() }: MailLogDeps) {
  async function require(id: number) {
    const row = await repo.findMailLog(db, id);
    if (!row) throw notFound('Mail log');
    return row;
  }
  async function one(id: number): Promise<MailLog> {
    const row = await repo.findListed(db, id);
    if (!row) throw notFound('Mail log');
    const attachments = await repo.attachmentsOf(db, id);
    return {
      ...shape(row),
      updatedByName: row.updatedByName ?? null,
      attachments: attachments.map((a) => ({ ...a, uploadedByName: a.uploadedByName ?? null })),
    };
  }

  /** The rules beyond the form's: a date not in the future, dropdown values that exist (and are active unless already held). */
  async function check(ex: Executor, input: MailLogInput, held?: repo.MailLogRow) {
    const fields: Record<string, string> = {};
    if (input.mailDate > latestMailDate(now())) fields.mailDate = MAIL_LOG_MESSAGES.futureDate;
    const dept = await repo.refRowOf(ex, 'department', input.department);
    if (!dept || (!dept.active && held?.departmentId !== dept.id)) fields.department = MAIL_LOG_MESSAGES.department;
    if (input.outgoingType && hasOutgoingType(input.kind)) {
      const type = await repo.refRowOf(ex, 'outgoing-mail-type', input.outgoingType);
      if (!type || (!type.active && held?.outgoingTypeId !== type.id))
        fields.outgoingType = MAIL_LOG_MESSAGES.outgoingType;
    }
    if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
  }

  const attachmentsOnly = (upload: UploadedFile[]) => {
    if (upload.some((f) => f.field !== 'attachments'))
      throw badInput('Send files as attachments', { attachments: 'Send files as attachments' });
    return upload;
  };
  const values = (input: MailLogInput) => ({
    mailDate: input.mailDate,
    departmentId: input.department,
    medium: input.medium,
    fromName: input.fromName,
    toName: input.toName,
    subject: input.subject,
    outgoingTypeId: hasOutgoingType(input.kind) ? (input.outgoingType ?? null) : null,
    trackingNumber: input.trackingNumber ?? null,
    returnReason: input.kind === 'returned' ? (input.returnReason ?? null) : null,
    notes: input.notes ?? null,
  });

  async function store(ex: Executor, actor: Actor, id: number, upload: UploadedFile[]) {
    const stored = [];
    for (const f of upload) {
      const file = await files.store(ex, f, [...ATTACHMENT_KINDS], actor.userId);
      await repo.attachFile(ex, id, file.id, actor.userId);
      stored.push({ id: file.id, filename: file.filename, sha256: file.sha256 });
    }
    return stored;
  }

  return {
    async list(q: MailLogListQuery) {
      const { items, total } = await repo.listMailLogs(db, q);
      return { items: items.map(shape), total, page: q.page, pageSize: q.pageSize };
    },
    get: (id: number) => one(id),

    async create(actor: Actor, input: MailLogInput, upload: UploadedFile[]) {
      const attachments = attachmentsOnly(upload);
      if (attachments.length > MAIL_LOG_MAX_ATTACHMENTS)
        throw badInput(MAIL_LOG_MESSAGES.tooManyAttachments, { attachments: MAIL_LOG_MESSAGES.tooManyAttachments });
      const id = await db.transaction(async (tx) => {
        await check(tx, input);
        const at = now().toISOString();
        const row = await repo.insertMailLog(tx, {
          kind: input.kind,
          ...values(input),
          createdBy: actor.userId,
          updatedBy: actor.userId,
          createdAt: at,
          updatedAt: at,
        });
        const added = await store(tx, actor, row.id, attachments);
        await audit(tx, actor, {
          action: 'create',
          entity: ENTITY,
          entityId: row.id,
          after: { ...row, attachments: added },
        });
        return row.id;
      });
      return one(id);
    },

    async update(actor: Actor, id: number, input: MailLogUpdateInput, upload: UploadedFile[]) {
      const before = await require(id);
      if (input.kind !== before.kind)
        throw badInput(MAIL_LOG_MESSAGES.otherRegister, { kind: MAIL_LOG_MESSAGES.otherRegister });
      const attachments = attachmentsOnly(upload);
      await db.transaction(async (tx) => {
        await check(tx, input, before);
        const current = await repo.attachmentsOf(tx, id);
        const unknown = input.removeAttachments.filter((f) => !current.some((c) => c.id === f));
        if (unknown.length)
          throw badInput('These attachments are not on this entry', {
            removeAttachments: 'These attachments are not on this entry',
          });
        if (current.length - new Set(input.removeAttachments).size + attachments.length > MAIL_LOG_MAX_ATTACHMENTS) {
          throw badInput(MAIL_LOG_MESSAGES.tooManyAttachments, { attachments: MAIL_LOG_MESSAGES.tooManyAttachments });
        }
        const at = now().toISOString();
        const after = await repo.updateMailLog(tx, id, { ...values(input), updatedBy: actor.userId, updatedAt: at });
        const removed = await repo.removeAttachments(tx, id, input.removeAttachments, actor.userId, at);
        const added = await store(tx, actor, id, attachments);
        await audit(tx, actor, {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          before: { ...before, attachments: current.map((c) => c.id) },
          after: {
            ...after,
            attachments: current
              .map((c) => c.id)
              .filter((c) => !removed.includes(c))
              .concat(added.map((a) => a.id)),
            removedAttachments: removed,
            addedAttachments: added,
          },
        });
      });
      return one(id);
    },

    /** Soft deletion: the entry leaves every list and read; the row and its trail stay. */
    async remove(actor: Actor, id: number) {
      const before = await require(id);
      await db.transaction(async (tx) => {
        const at = now().toISOString();
        const after = await repo.updateMailLog(tx, id, { deletedAt: at, deletedBy: actor.userId });
        await audit(tx, actor, { action: 'delete', entity: ENTITY, entityId: id, before, after });
      });
    },

    /** An attachment's bytes, only while it is on an entry that is not deleted. */
    async attachment(id: number, fileId: number) {
      if (!(await repo.isAttachment(db, id, fileId))) throw notFound('Attachment');
      return files.read(fileId);
    },

    enteredBy: (kind: MailLogKind) => repo.enteredBy(db, kind),
  };
}
export type MailLogService = ReturnType<typeof createMailLogService>;
