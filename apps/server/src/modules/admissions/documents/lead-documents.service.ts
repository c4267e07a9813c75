import {
  LEAD_DOCUMENT_MAX_FILES,
  LEAD_DOCUMENT_MESSAGES,
  LEAD_MESSAGES,
  type LeadDocument,
  type LeadDocumentListQuery,
  type LeadDocumentReviewItem,
  type LeadDocumentReviewQuery,
  type LeadDocumentTypes,
  type LeadDocumentUpdateInput,
  type LeadDocumentUploadInput,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import type { Actor } from '../../../platform/audit.js';
import { badInput, ruleRefused } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import { listedDocument, type FilesService } from '../../kit/index.js';
import type { LeadView } from '../leads/leads.gate.js';
import * as repo from './lead-documents.repo.js';

const { docs } = repo;

const shape = (r: repo.ListedDocument): LeadDocument => ({
  id: r.d.id,
  leadId: r.d.leadId,
  typeId: r.d.typeId,
  typeName: r.typeName ?? null,
  mandatory: !!r.mandatory,
  ...listedDocument(r),
  createdBy: r.d.createdBy,
});

export interface LeadDocumentsDeps {
  db: Db;
  files: FilesService;
}

/** The lead's Documents tab and the documents awaiting verification across leads. */
export function createLeadDocumentsService({ db, files }: LeadDocumentsDeps) {
  /** Changes wait until a closed lead is reopened (as every other tab of the lead). */
  const requireOpen = (view: LeadView) => {
    if (view.header.l.closedAt) throw ruleRefused(LEAD_MESSAGES.closed);
  };

  async function checkType(ex: Executor, typeId: number, held?: number) {
    const row = await repo.typeRow(ex, typeId);
    if (!row || (!row.active && held !== row.id))
      throw badInput('Please correct the highlighted fields', { typeId: LEAD_DOCUMENT_MESSAGES.type });
  }
  const { require, one, get, file } = docs.reads(db, files, {
    ownerOf: (view: LeadView) => view.leadId,
    listed: async (view, id): Promise<LeadDocument | undefined> => {
      const r = await repo.findListed(db, view.leadId, id);
      return r && shape(r);
    },
  });

  return {
    /** docTypeList: the types with this lead's counts, and how many mandatory types have no document yet. */
    async types(view: LeadView): Promise<LeadDocumentTypes> {
      const rows = await repo.typesWithCounts(db, view.leadId);
      const items = rows.map((r) => ({
        ...r,
        mandatory: !!r.mandatory,
        description: r.description ?? null,
        uploaded: Number(r.uploaded),
        verified: Number(r.verified),
      }));
      return { items, missingMandatory: items.filter((t) => t.mandatory && t.uploaded === 0).length };
    },

    async list(view: LeadView, q: LeadDocumentListQuery) {
      const { items, total } = await repo.listDocuments(db, view.leadId, q);
      return { items: items.map(shape), total, page: q.page, pageSize: q.pageSize };
    },

    get,
    file,

    /** documentUpload: one document per file, all of one type, in one transaction. */
    async upload(
      actor: Actor,
      view: LeadView,
      input: LeadDocumentUploadInput,
      upload: UploadedFile[],
    ): Promise<LeadDocument[]> {
      requireOpen(view);
      const chosen = docs.chosen(upload, LEAD_DOCUMENT_MAX_FILES, LEAD_DOCUMENT_MESSAGES.noFiles);
      const ids = await docs.upload(db, files, actor, chosen, input, {
        check: (tx) => checkType(tx, input.typeId),
        values: { leadId: view.leadId, typeId: input.typeId },
      });
      return Promise.all(ids.map((id) => one(view, id)));
    },

    /** documentUpdate: type, title, description; a new file replaces the current one (kept as a former version) and needs verifying again. */
    async update(actor: Actor, view: LeadView, id: number, input: LeadDocumentUpdateInput, upload: UploadedFile[]) {
      requireOpen(view);
      const before = await require(view, id);
      if (!before.active) throw ruleRefused(LEAD_DOCUMENT_MESSAGES.inactive);
      await docs.edit(db, files, actor, before, upload, {
        check: (tx) => checkType(tx, input.typeId, before.typeId),
        values: { typeId: input.typeId, title: input.title, description: input.description ?? null },
      });
      return one(view, id);
    },

    /** deleteDocument: deactivates (the list hides it; files and history stay); activate puts it back. */
    async setActive(actor: Actor, view: LeadView, id: number, active: boolean) {
      requireOpen(view);
      await docs.setActive(db, actor, await require(view, id), active);
      return one(view, id);
    },

    async verify(actor: Actor, view: LeadView, id: number, verified: boolean) {
      const before = await require(view, id);
      if (!before.active) throw ruleRefused(LEAD_DOCUMENT_MESSAGES.inactive);
      await docs.setVerified(db, actor, before, verified);
      return one(view, id);
    },

    /** The notification list and myDocuments: documents across the open leads. */
    async review(actor: Actor, q: LeadDocumentReviewQuery) {
      const { items, total } = await repo.reviewList(db, q, actor.userId);
      const shaped: LeadDocumentReviewItem[] = items.map((r) => ({
        ...shape(r as repo.ListedDocument),
        leadName: r.leadName,
        leadEmail: r.leadEmail,
        leadStatusId: r.leadStatusId,
        representativeId: r.representativeId,
        representativeName: r.representativeName ?? null,
      }));
      return { items: shaped, total, page: q.page, pageSize: q.pageSize };
    },

    pendingCount: () => repo.pendingCount(db),
    unassignedLeadCount: () => repo.unassignedLeadCount(db),
  };
}
export type LeadDocumentsService = ReturnType<typeof createLeadDocumentsService>;
