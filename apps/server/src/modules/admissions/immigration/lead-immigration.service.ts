import type { ImmigrationDocumentType, ImmigrationDocumentsView } from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import type { Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import type { FilesService } from '../../kit/index.js';
import type { LeadView } from '../leads/leads.gate.js';
import { lockedOf, requireWritable } from '../admission/lead-admission.service.js';
import * as repo from './lead-immigration.repo.js';

export { LEAD_IMMIGRATION_ENTITY } from './lead-immigration.repo.js';
const { immigration: kit } = repo;

/**
 * The lead's Immigration Documents tab (shown when the lead needs immigration): every type the school
 * asks for with its files and status; staff upload, replace (the old file stays in the trail), verify,
 * remove and download. The views answer the student's immigration shape, so one screen serves both.
 */
export function createLeadImmigrationService({ db, files }: { db: Db; files: FilesService }) {
  function documents(v: LeadView): Promise<ImmigrationDocumentsView> {
    const writable = !v.header.l.closedAt && !lockedOf(v);
    return kit.view(db, v.leadId, { canRemove: () => writable, bySelf: () => false });
  }

  /** A current document of the lead, locked for the change (404 otherwise). */
  async function one(tx: Executor, v: LeadView, id: number) {
    const [d] = await kit.find(tx, v.leadId, [id], true);
    if (!d) throw notFound('Immigration document');
    return d;
  }

  return {
    documents,

    async upload(actor: Actor, v: LeadView, type: ImmigrationDocumentType, upload: UploadedFile[]) {
      requireWritable(v);
      const chosen = kit.chosen(upload);
      await db.transaction(async (tx) => {
        for (const f of chosen) await kit.add(tx, files, actor, { ...f, field: 'files' }, { leadId: v.leadId, type });
      });
      return documents(v);
    },

    /** Replaces one file by a new one of the same type: the new file waits for verification; the old row stays, marked replaced. */
    async replace(actor: Actor, v: LeadView, id: number, upload: UploadedFile[]) {
      requireWritable(v);
      const chosen = upload.filter((f) => f.field === 'files' || f.field === 'file');
      if (chosen.length !== 1)
        throw badInput('Choose one file to replace it with', { file: 'Choose one file to replace it with' });
      await db.transaction(async (tx) => {
        const before = await one(tx, v, id);
        const row = await kit.add(
          tx,
          files,
          actor,
          { ...chosen[0], field: 'file' },
          { leadId: v.leadId, type: before.type },
          { action: 'replace', before, after: { replaces: id } },
        );
        await kit.update(tx, [id], {
          removedAt: new Date().toISOString(),
          removedBy: actor.userId,
          replacedBy: row.id,
        });
      });
      return documents(v);
    },

    async verify(actor: Actor, v: LeadView, ids: number[], verified: boolean) {
      requireWritable(v);
      const wanted = [...new Set(ids)];
      await db.transaction(async (tx) => {
        const found = await kit.find(tx, v.leadId, wanted, true);
        if (found.length !== wanted.length) throw notFound('Immigration document');
        await kit.verify(tx, actor, found, verified, (x) => ({ leadId: v.leadId, ...x }));
      });
      return documents(v);
    },

    async remove(actor: Actor, v: LeadView, id: number) {
      requireWritable(v);
      await db.transaction(async (tx) => kit.remove(tx, actor, await one(tx, v, id)));
      return documents(v);
    },

    file: (v: LeadView, id: number) => kit.file(db, files, v.leadId, id),
  };
}
export type LeadImmigrationService = ReturnType<typeof createLeadImmigrationService>;
