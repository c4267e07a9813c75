import { eq } from 'drizzle-orm';
import {
  PRECEPTOR_ENTITY,
  PRECEPTOR_MESSAGES,
  preceptorName,
  type Preceptor,
  type PreceptorDetail,
  type PreceptorInput,
  type PreceptorListQuery,
  type PreceptorProfileInput,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { toIso } from '../../../platform/db/columns.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, conflict, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import type { FilesService } from '../../kit/index.js';
import { preceptors } from '../core/clinical.schema.js';
import { switchActive } from '../hospitals/active.js';
import * as repo from './preceptors.repo.js';

const blank = (v: string | null | undefined) => (v ? v : null);
const missing = (): never => {
  throw notFound('Preceptor');
};

const shape = (p: repo.PreceptorRow, hospitalName: string): Preceptor => ({
  id: p.id,
  hospitalId: p.hospitalId,
  hospitalName,
  title: p.title,
  firstName: p.firstName,
  lastName: p.lastName,
  speciality: p.speciality,
  email: p.email,
  phone: p.phone,
  hasPhoto: p.photoFileId !== null,
  hasAccount: p.userId !== null,
  active: p.active,
  updatedAt: toIso(p.updatedAt),
});

const detailShape = (r: repo.PreceptorDetailRow): PreceptorDetail => ({
  ...shape(r.p, r.h.name),
  hospital: { ...r.h, stateName: r.stateName ?? null, countryName: r.countryName ?? null },
});

/**
 * Preceptors: each belongs to a hospital (an active one when chosen), an email names one preceptor (409).
 * A Preceptor user reads her own record and changes her phone and speciality only (`profile`).
 */
export function createPreceptorsService({ db, files }: { db: Db; files: FilesService }) {
  async function detail(id: number) {
    const row = await repo.findDetail(db, eq(preceptors.id, id));
    if (!row) return missing();
    return detailShape(row);
  }

  async function check(ex: Executor, input: PreceptorInput, held?: repo.PreceptorRow) {
    const h = await repo.hospitalState(ex, input.hospitalId);
    if (!h) throw badInput(PRECEPTOR_MESSAGES.hospital, { hospitalId: PRECEPTOR_MESSAGES.hospital });
    if (!h.active && held?.hospitalId !== h.id)
      throw badInput(PRECEPTOR_MESSAGES.inactiveHospital, { hospitalId: PRECEPTOR_MESSAGES.inactiveHospital });
    const clash = await repo.preceptorByEmail(ex, input.email);
    if (clash && clash.id !== held?.id)
      throw conflict(PRECEPTOR_MESSAGES.duplicateEmail, { email: PRECEPTOR_MESSAGES.duplicateEmail });
  }
  const values = (input: PreceptorInput) => ({
    hospitalId: input.hospitalId,
    title: input.title ?? null,
    firstName: input.firstName,
    lastName: input.lastName,
    speciality: blank(input.speciality),
    email: input.email,
    phone: blank(input.phone),
    active: input.active,
  });

  /** The Preceptor user's own record (404 for anyone else, or when no record is linked to her). */
  async function own(ex: Executor, actor: Actor) {
    const row = actor.userType === 'Preceptor' ? await repo.preceptorOfUser(ex, actor.userId) : undefined;
    return row ?? missing();
  }

  return {
    async list(q: PreceptorListQuery) {
      const { items, total } = await repo.listPreceptors(db, q);
      return { items: items.map((r) => shape(r.p, r.hospitalName)), total, page: q.page, pageSize: q.pageSize };
    },
    detail,
    async options(q: { hospitalId?: number; include?: number }) {
      const rows = await repo.preceptorOptions(db, q);
      return {
        items: rows.map((r) => ({
          value: r.value,
          label: preceptorName(r),
          hospitalId: r.hospitalId,
          active: r.active,
        })),
      };
    },

    async create(actor: Actor, input: PreceptorInput) {
      const id = await db.transaction(async (tx) => {
        await check(tx, input);
        const row = await repo.insertPreceptor(tx, {
          ...values(input),
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'create', entity: PRECEPTOR_ENTITY, entityId: row.id, after: row });
        return row.id;
      });
      return detail(id);
    },

    async update(actor: Actor, id: number, input: PreceptorInput) {
      await db.transaction(async (tx) => {
        const before = (await repo.findPreceptor(tx, id)) ?? missing();
        await check(tx, input, before);
        const after = await repo.updatePreceptor(tx, id, { ...values(input), updatedBy: actor.userId });
        await audit(tx, actor, { action: 'update', entity: PRECEPTOR_ENTITY, entityId: id, before, after });
      });
      return detail(id);
    },

    async setActive(actor: Actor, id: number, active: boolean) {
      await switchActive(db, actor, {
        entity: PRECEPTOR_ENTITY,
        id,
        active,
        find: async (tx) => (await repo.findPreceptor(tx, id)) ?? missing(),
        update: (tx, v) => repo.updatePreceptor(tx, id, v),
      });
      return detail(id);
    },

    async setPhoto(actor: Actor, id: number, photo: UploadedFile | undefined) {
      if (!photo) throw badInput(PRECEPTOR_MESSAGES.photo, { photo: PRECEPTOR_MESSAGES.photo });
      await db.transaction(async (tx) => {
        const before = (await repo.findPreceptor(tx, id)) ?? missing();
        const stored = await files.store(tx, photo, ['png', 'jpeg'], actor.userId);
        await repo.updatePreceptor(tx, id, { photoFileId: stored.id, updatedBy: actor.userId });
        await audit(tx, actor, {
          action: 'updatePhoto',
          entity: PRECEPTOR_ENTITY,
          entityId: id,
          before: { photoFileId: before.photoFileId },
          after: { photoFileId: stored.id },
        });
      });
    },

    async photo(id: number) {
      const p = (await repo.findPreceptor(db, id)) ?? missing();
      if (!p.photoFileId) throw notFound('Picture');
      return files.read(p.photoFileId);
    },

    /** The signed-in Preceptor user's record id (404 for anyone else, or when none is linked to her). */
    async ownId(actor: Actor) {
      return (await own(db, actor)).id;
    },

    /** The signed-in preceptor's own record, with her hospital's contact. */
    async profile(actor: Actor) {
      return detail((await own(db, actor)).id);
    },

    /** Her phone and speciality, the only parts of her record she changes. */
    async updateProfile(actor: Actor, input: PreceptorProfileInput) {
      const id = await db.transaction(async (tx) => {
        const before = await own(tx, actor);
        const change = { phone: blank(input.phone), speciality: blank(input.speciality) };
        await repo.updatePreceptor(tx, before.id, { ...change, updatedBy: actor.userId });
        await audit(tx, actor, {
          action: 'updateProfile',
          entity: PRECEPTOR_ENTITY,
          entityId: before.id,
          before: { phone: before.phone, speciality: before.speciality },
          after: change,
        });
        return before.id;
      });
      return detail(id);
    },
  };
}
export type PreceptorsService = ReturnType<typeof createPreceptorsService>;
