import {
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
import { notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import type { FilesService } from '../../kit/index.js';
import type { LeadHeaderRow } from '../leads/leads.repo.js';
import type { LeadTemplatesService } from '../templates/lead-templates.service.js';
import * as repo from './lead-messages.repo.js';

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
  const { mail } = repo;
  const listItem = <R extends { direction: string; status: string }>(r: R) => ({
    ...r,
    direction: r.direction as LeadEmailListItem['direction'],
    status: r.status as LeadEmailListItem['status'],
  });

  /** An active lead template filled for this lead (404 for another module's or an inactive one). */
  async function template(h: LeadHeaderRow, id: number): Promise<FilledTemplate> {
    const t = await templates.get(id);
    if (!t.active) throw notFound('Email Template');
    const v = leadTemplateValues(h);
    return mail.filled(t, (text) => fillLeadTemplate(text, v));
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
    return listItem(await mail.get(db, leadId, id));
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
      await mail.check(uploads, input.templateId, (id) => template(h, id));
      const to = input.to.trim();
      const v = leadTemplateValues(h);
      const id = await mail.send(
        db,
        files,
        actor,
        h.l.id,
        {
          to,
          cc: mail.copies(to, input.cc),
          subject: fillLeadTemplate(input.subject, v).replace(/[\r\n]+/g, ' '),
          body: fillLeadTemplate(input.body, v),
          templateId: input.templateId ?? null,
        },
        uploads,
      );
      mailQueued();
      return get(h.l.id, id);
    },

    attachment: (leadId: number, emailId: number, fileId: number) =>
      mail.attachment(db, files, leadId, emailId, fileId),
  };
}
export type LeadEmailService = ReturnType<typeof createLeadEmailService>;
