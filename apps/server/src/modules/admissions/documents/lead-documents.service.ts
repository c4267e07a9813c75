import {
  LEAD_DOCUMENT_MAX_FILES,
  LEAD_DOCUMENT_MESSAGES,
  LEAD_MESSAGES,
  type LeadDocument,
  type LeadDocumentDetail,
  type LeadDocumentListQuery,
  type LeadDocumentReviewItem,
  type LeadDocumentReviewQuery,
  type LeadDocumentTypes,
  type LeadDocumentUpdateInput,
  type LeadDocumentUploadInput,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { DOCUMENT_KINDS, titleOf } from '../../../platform/documents.js';
import { badInput, notFound, ruleRefused } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import type { FilesService } from '../../kit/index.js';
import type { LeadView } from '../leads/leads.gate.js';
import { createDocumentsKit } from '../../kit/index.js';
import { leadDocumentVersions } from './lead-documents.schema.js';
import * as repo from './lead-documents.repo.js';
import { toIso } from '../../../platform/db/columns.js';

const ENTITY = 'leadDocument';
const docs = createDocumentsKit({
  owner: 'lead',
  versions: leadDocumentVersions,
  entity: ENTITY,
  update: repo.updateDocument,
});

const shape = (r: repo.ListedDocument): LeadDocument => ({
  id: r.d.id,
  leadId: r.d.leadId,
  typeId: r.d.typeId,
  typeName: r.typeName ?? null,
  mandatory: !!r.mandatory,
  title: r.d.title,
  description: r.d.description,
  filename: r.filename,
  contentType: r.contentType,
  size: r.size,
  version: r.d.version,
  active: r.d.active,
  verified: r.d.verified,
  verifiedAt: toIso(r.d.verifiedAt),
  verifiedByName: r.verifiedByName ?? null,
  createdAt: toIso(r.d.createdAt)!,
  createdBy: r.d.createdBy,
  createdByName: r.createdByName ?? null,
  updatedAt: toIso(r.d.updatedAt)!,
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
  async function require(view: LeadView, id: number) {
    const d = await repo.findDocument(db, view.leadId, id);
    if (!d) throw notFound('Document');
    return d;
  }
  async function one(view: LeadView, id: number): Promise<LeadDocument> {
    const r = await repo.findListed(db, view.leadId, id);
    if (!r) throw notFound('Document');
    return shape(r);
  }

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

    async get(view: LeadView, id: number): Promise<LeadDocumentDetail> {
      const d = await require(view, id);
      return {
        ...(await one(view, id)),
        versions: await docs.versionsOf(db, d.id, d.version),
      };
    },

    /** The bytes of the current file or of a former version. */
    async file(view: LeadView, id: number, version?: number) {
      const d = await require(view, id);
      const fileId = version && version !== d.version ? await docs.versionFile(db, d.id, version) : d.fileId;
      if (!fileId) throw notFound('Version');
      return files.read(fileId);
    },

    /** documentUpload: one document per file, all of one type, in one transaction. */
    async upload(
      actor: Actor,
      view: LeadView,
      input: LeadDocumentUploadInput,
      upload: UploadedFile[],
    ): Promise<LeadDocument[]> {
      requireOpen(view);
      const chosen = upload.filter((f) => f.field === 'files' || f.field === 'file');
      if (!chosen.length) throw badInput(LEAD_DOCUMENT_MESSAGES.noFiles, { files: LEAD_DOCUMENT_MESSAGES.noFiles });
      if (chosen.length > LEAD_DOCUMENT_MAX_FILES)
        throw badInput(`At most ${LEAD_DOCUMENT_MAX_FILES} files at once`, {
          files: `At most ${LEAD_DOCUMENT_MAX_FILES} files at once`,
        });
      const ids = await db.transaction(async (tx) => {
        await checkType(tx, input.typeId);
        const out: number[] = [];
        for (const f of chosen) {
          const stored = await files.store(tx, { ...f, field: 'files' }, [...DOCUMENT_KINDS], actor.userId);
          const row = await repo.insertDocument(tx, {
            leadId: view.leadId,
            typeId: input.typeId,
            title: chosen.length === 1 && input.title?.trim() ? input.title.trim() : titleOf(stored.filename),
            description: input.description ?? null,
            fileId: stored.id,
            version: 1,
            createdBy: actor.userId,
            updatedBy: actor.userId,
          });
          await docs.addVersion(tx, row.id, 1, stored.id, actor.userId);
          await audit(tx, actor, {
            action: 'create',
            entity: ENTITY,
            entityId: row.id,
            after: { ...row, filename: stored.filename, sha256: stored.sha256 },
          });
          out.push(row.id);
        }
        return out;
      });
      return Promise.all(ids.map((id) => one(view, id)));
    },

    /** documentUpdate: type, title, description; a new file replaces the current one (kept as a former version) and needs verifying again. */
    async update(actor: Actor, view: LeadView, id: number, input: LeadDocumentUpdateInput, upload: UploadedFile[]) {
      requireOpen(view);
      const before = await require(view, id);
      if (!before.active) throw ruleRefused(LEAD_DOCUMENT_MESSAGES.inactive);
      const replacement = upload.filter((f) => f.field === 'file' || f.field === 'files');
      if (replacement.length > 1)
        throw badInput(LEAD_DOCUMENT_MESSAGES.oneFile, { file: LEAD_DOCUMENT_MESSAGES.oneFile });
      await db.transaction(async (tx) => {
        await checkType(tx, input.typeId, before.typeId);
        let fileValues: Partial<repo.LeadDocumentValues> = {};
        if (replacement.length) {
          const stored = await files.store(tx, { ...replacement[0], field: 'file' }, [...DOCUMENT_KINDS], actor.userId);
          const version = before.version + 1;
          await docs.addVersion(tx, id, version, stored.id, actor.userId);
          fileValues = { fileId: stored.id, version, verified: false, verifiedBy: null, verifiedAt: null };
        }
        const after = await repo.updateDocument(tx, id, {
          typeId: input.typeId,
          title: input.title,
          description: input.description ?? null,
          ...fileValues,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, {
          action: replacement.length ? 'replaceFile' : 'update',
          entity: ENTITY,
          entityId: id,
          before,
          after,
        });
      });
      return one(view, id);
    },

    /** deleteDocument: deactivates (the list hides it; files and history stay); activate puts it back. */
    async setActive(actor: Actor, view: LeadView, id: number, active: boolean) {
      requireOpen(view);
      const before = await require(view, id);
      if (before.active === active) return one(view, id);
      await db.transaction(async (tx) => {
        const after = await repo.updateDocument(tx, id, { active, updatedBy: actor.userId });
        await audit(tx, actor, {
          action: active ? 'activate' : 'deactivate',
          entity: ENTITY,
          entityId: id,
          before: { active: before.active },
          after: { active: after.active },
        });
      });
      return one(view, id);
    },

    async verify(actor: Actor, view: LeadView, id: number, verified: boolean) {
      const before = await require(view, id);
      if (!before.active) throw ruleRefused(LEAD_DOCUMENT_MESSAGES.inactive);
      await db.transaction((tx) => docs.setVerified(tx, actor, id, before, verified));
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
