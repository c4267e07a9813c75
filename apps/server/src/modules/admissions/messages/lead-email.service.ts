import {
  STUDENT_EMAIL_MAX_ATTACHMENTS,
  fillLeadTemplate,
  type FilledTemplate,
  type LeadEmail,
  type LeadEmailInput,
  type LeadEmailListItem,
  type LeadEmailTemplateOption,
  type LeadTemplateValues,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import { checkAttachments, queueRichEmail } from '../../../platform/rich-email.js';
import type { FilesService } from '../../kit/index.js';
import type { LeadHeaderRow } from '../leads/leads.repo.js';
import type { LeadTemplatesService } from '../templates/lead-templates.service.js';
import * as repo from './lead-messages.repo.js';
import { toIso } from '../../../platform/db/columns.js';

/** The placeholders of a lead template, for this lead (contracts' LEAD_TEMPLATE_PLACEHOLDERS). */
export const leadTemplateValues = (h: LeadHeaderRow): LeadTemplateValues => ({
  firstName: h.l.firstName,
  lastName: h.l.lastName,
  program: h.courseName,
  semester: h.semesterName,
  representative: h.representativeName,
});

export interface LeadEmailDeps {
  db: Db;
  files: FilesService;
  templates: LeadTemplatesService;
  mailQueued: () => void;
}

/** The lead's email tab: write to the lead (lead template, rich text, attachments) through the outbox; the history. */
export function createLeadEmailService({ db, files, templates, mailQueued }: LeadEmailDeps) {
  const listItem = (r: Awaited<ReturnType<typeof repo.listEmails>>['items'][number]): LeadEmailListItem => ({
    ...r,
    direction: r.direction as LeadEmailListItem['direction'],
    status: r.status as LeadEmailListItem['status'],
    sentAt: toIso(r.sentAt)!,
    deliveredAt: toIso(r.deliveredAt),
  });

  /** An active lead template filled for this lead (404 for another module's or an inactive one). */
  async function template(h: LeadHeaderRow, id: number): Promise<FilledTemplate> {
    const t = await templates.get(id);
    if (!t.active) throw notFound('Email Template');
    const v = leadTemplateValues(h);
    return {
      templateId: t.id,
      name: t.name,
      subject: fillLeadTemplate(t.subject, v),
      body: fillLeadTemplate(t.body, v),
    };
  }

  /** One email of the lead; a reader who is the lead's representative marks an inbound one read. */
  async function get(leadId: number, id: number, reader?: Actor & { isRepresentative: boolean }): Promise<LeadEmail> {
    if (reader?.isRepresentative) {
      await db.transaction(async (tx) => {
        if (await repo.markInboundRead(tx, leadId, id))
          await audit(tx, reader, {
            action: 'markRead',
            entity: 'leadEmail',
            entityId: id,
            after: { leadId, read: true },
          });
      });
    }
    const row = await repo.findEmail(db, leadId, id);
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

    /** The active lead templates, by name. */
    async templates(): Promise<LeadEmailTemplateOption[]> {
      const page = await templates.list({ page: 1, pageSize: 100, active: 'true', sort: 'name' });
      return page.items.map((t) => ({ id: t.id, name: t.name, subject: t.subject }));
    },

    async list(leadId: number, q: Parameters<typeof repo.listEmails>[2]) {
      const { items, total } = await repo.listEmails(db, leadId, q);
      return { items: items.map(listItem), total, page: q.page, pageSize: q.pageSize };
    },

    /** Sends one email: placeholders filled for the lead, the body rendered from its markup, files stored and attached. */
    async send(actor: Actor, h: LeadHeaderRow, input: LeadEmailInput, uploads: UploadedFile[]): Promise<LeadEmail> {
      checkAttachments(uploads, STUDENT_EMAIL_MAX_ATTACHMENTS);
      if (input.templateId) {
        await template(h, input.templateId).catch(() => {
          throw badInput('Choose a template from the list', { templateId: 'Choose a template from the list' });
        });
      }
      const to = input.to.trim();
      const cc = [...new Set(input.cc.map((a) => a.trim()))].filter((a) => a.toLowerCase() !== to.toLowerCase());
      const v = leadTemplateValues(h);
      const subject = fillLeadTemplate(input.subject, v).replace(/[\r\n]+/g, ' ');
      const body = fillLeadTemplate(input.body, v);

      const id = await db.transaction(async (tx) => {
        const { outboxId, stored } = await queueRichEmail(tx, files, actor.userId, { to, cc, subject, body }, uploads);
        const row = await repo.insertEmail(tx, {
          leadId: h.l.id,
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
          entity: 'leadEmail',
          entityId: row.id,
          after: {
            leadId: h.l.id,
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
      return get(h.l.id, id);
    },

    async attachment(leadId: number, emailId: number, fileId: number) {
      if (!(await repo.emailHasFile(db, leadId, emailId, fileId))) throw notFound('Attachment');
      return files.read(fileId);
    },
  };
}
export type LeadEmailService = ReturnType<typeof createLeadEmailService>;
