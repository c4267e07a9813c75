import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { HOSPITAL_ENTITY, type RowFile } from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { badInput, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import { users } from '../../access/tables.js';
import { files as storedFiles } from '../../kit/tables.js';
import type { FilesService } from '../../kit/index.js';
import { hospitals } from '../core/clinical.schema.js';
import { hospitalDocuments } from './documents.schema.js';

/** What a hospital keeps: agreements and certificates as PDF or Word, sheets, scans. */
const KINDS = ['pdf', 'png', 'jpeg', 'docx', 'xlsx'] as const;
const uploader = alias(users, 'hospital_document_uploader');

async function hospitalExists(ex: Executor, id: number) {
  const [h] = await ex.select({ id: hospitals.id }).from(hospitals).where(eq(hospitals.id, id));
  if (!h) throw notFound('Hospital');
}

/**
 * A hospital's documents: listed (the active first), uploaded several at a time under one title, downloaded,
 * deactivated and reactivated; each write audited on the hospital. Another hospital's document is 404.
 */
export function createHospitalDocuments({ db, files }: { db: Db; files: FilesService }) {
  async function list(hospitalId: number): Promise<RowFile[]> {
    await hospitalExists(db, hospitalId);
    return db
      .select({
        id: hospitalDocuments.id,
        filename: storedFiles.filename,
        contentType: storedFiles.contentType,
        size: storedFiles.size,
        title: hospitalDocuments.title,
        active: hospitalDocuments.active,
        uploadedAt: hospitalDocuments.createdAt,
        uploadedByName: nameOf(uploader),
      })
      .from(hospitalDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, hospitalDocuments.fileId))
      .leftJoin(uploader, eq(uploader.id, hospitalDocuments.createdBy))
      .where(eq(hospitalDocuments.hospitalId, hospitalId))
      .orderBy(desc(hospitalDocuments.active), desc(hospitalDocuments.id));
  }
  async function link(ex: Executor, hospitalId: number, documentId: number) {
    const [row] = await ex
      .select()
      .from(hospitalDocuments)
      .where(and(eq(hospitalDocuments.id, documentId), eq(hospitalDocuments.hospitalId, hospitalId)));
    if (!row) throw notFound('Document');
    return row;
  }
  return {
    list,
    async add(actor: Actor, hospitalId: number, title: string | undefined, upload: UploadedFile[]) {
      const chosen = upload.filter((f) => f.field === 'file');
      if (!chosen.length) throw badInput('Choose a file to upload', { file: 'Choose a file to upload' });
      await db.transaction(async (tx) => {
        await hospitalExists(tx, hospitalId);
        for (const f of chosen) {
          const stored = await files.store(tx, f, [...KINDS], actor.userId);
          const [row] = await tx
            .insert(hospitalDocuments)
            .values({ hospitalId, fileId: stored.id, title: title?.trim() || null, createdBy: actor.userId })
            .returning();
          await audit(tx, actor, {
            action: 'add_file',
            entity: HOSPITAL_ENTITY,
            entityId: hospitalId,
            after: { documentId: row.id, filename: stored.filename, title: row.title },
          });
        }
      });
      return list(hospitalId);
    },
    async setActive(actor: Actor, hospitalId: number, documentId: number, active: boolean) {
      await db.transaction(async (tx) => {
        const before = await link(tx, hospitalId, documentId);
        await tx.update(hospitalDocuments).set({ active }).where(eq(hospitalDocuments.id, documentId));
        await audit(tx, actor, {
          action: active ? 'activate_file' : 'deactivate_file',
          entity: HOSPITAL_ENTITY,
          entityId: hospitalId,
          before: { documentId, active: before.active },
          after: { documentId, active },
        });
      });
      return (await list(hospitalId)).find((d) => d.id === documentId)!;
    },
    async read(hospitalId: number, documentId: number) {
      return files.read((await link(db, hospitalId, documentId)).fileId);
    },
  };
}
export type HospitalDocuments = ReturnType<typeof createHospitalDocuments>;
