import type { Banner, BannerInput } from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import type { FilesService } from '../../kit/index.js';
import * as repo from './banners.repo.js';

type Listed = Awaited<ReturnType<typeof repo.listBanners>>['items'][number];
const shape = (b: Listed): Banner => ({
  id: b.id,
  title: b.title,
  text: b.text,
  audience: b.audience as Banner['audience'],
  active: b.active,
  createdAt: b.createdAt,
  createdByName: b.createdByName ?? null,
  imageUrl: b.imageFileId ? `/api/banners/${b.id}/image` : null,
});

export function createBannersService(db: Db, files: FilesService) {
  async function require(id: number) {
    const b = await repo.findBanner(db, id);
    if (!b) throw notFound('Banner');
    return b;
  }
  async function one(id: number) {
    const b = await repo.findListed(db, id);
    if (!b) throw notFound('Banner');
    return shape(b);
  }
  const image = (list: UploadedFile[]) => {
    if (list.some((f) => f.field !== 'image'))
      throw badInput('Only an image may be attached', { image: 'Only an image may be attached' });
    return list.find((f) => f.field === 'image');
  };

  return {
    async list(q: { page: number; pageSize: number; active?: boolean }) {
      const { items, total } = await repo.listBanners(db, q);
      return { items: items.map(shape), total, page: q.page, pageSize: q.pageSize };
    },
    /** The active banners a user of this type sees (landing page and dashboard). */
    async activeFor(userType: string) {
      return (await repo.activeFor(db, ['All', userType])).map(shape);
    },
    async create(actor: Actor, input: BannerInput, upload: UploadedFile[]) {
      const file = image(upload);
      const id = await db.transaction(async (tx) => {
        const stored = file ? await files.store(tx, file, ['png', 'jpeg', 'gif', 'webp'], actor.userId) : undefined;
        const row = await repo.insertBanner(tx, {
          ...input,
          text: input.text ?? null,
          imageFileId: stored?.id ?? null,
          createdBy: actor.userId,
        });
        await audit(tx, actor, { action: 'create', entity: 'banner', entityId: row.id, after: row });
        return row.id;
      });
      return one(id);
    },
    async update(actor: Actor, id: number, input: BannerInput, upload: UploadedFile[]) {
      const before = await require(id);
      const file = image(upload);
      await db.transaction(async (tx) => {
        const stored = file ? await files.store(tx, file, ['png', 'jpeg', 'gif', 'webp'], actor.userId) : undefined;
        const after = await repo.updateBanner(tx, id, {
          ...input,
          text: input.text ?? null,
          ...(stored ? { imageFileId: stored.id } : {}),
        });
        await audit(tx, actor, { action: 'update', entity: 'banner', entityId: id, before, after });
      });
      return one(id);
    },
    async setActive(actor: Actor, id: number, active: boolean) {
      const before = await require(id);
      await db.transaction(async (tx) => {
        const after = await repo.updateBanner(tx, id, { active });
        await audit(tx, actor, {
          action: active ? 'activate' : 'deactivate',
          entity: 'banner',
          entityId: id,
          before,
          after,
        });
      });
      return one(id);
    },
    async remove(actor: Actor, id: number) {
      const before = await require(id);
      await db.transaction(async (tx) => {
        await repo.deleteBanner(tx, id);
        await audit(tx, actor, { action: 'delete', entity: 'banner', entityId: id, before });
      });
    },
    async image(id: number) {
      const b = await require(id);
      if (!b.imageFileId) throw notFound('Image');
      return files.read(b.imageFileId);
    },
  };
}
export type BannersService = ReturnType<typeof createBannersService>;
