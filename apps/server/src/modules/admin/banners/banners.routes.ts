import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type SessionUser,
  banner,
  bannerInput,
  bannerStatusInput,
  idParam,
  okBody,
  pageOf,
  pageQuery,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import { notFound } from '../../../platform/errors.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { BannersService } from './banners.service.js';

const BANNER = '/admin/banner';
const multipartNote =
  'multipart/form-data: the text fields of bannerInput and an optional `image` file (PNG, JPEG, GIF or WebP, 5 MB at most).';

export function bannersRoutes(
  app: FastifyInstance,
  banners: BannersService,
  mayRead: (user: SessionUser, link: string) => Promise<boolean>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const op = routeOps('banners');

  r.get(
    '/api/admin/banners',
    op(
      'listBanners',
      { menu: BANNER, bit: 'read' },
      { querystring: pageQuery.extend({ active: z.enum(['true', 'false']).optional() }), ok: pageOf(banner) },
    ),
    async (req) =>
      banners.list({
        page: req.query.page,
        pageSize: req.query.pageSize,
        active: req.query.active === undefined ? undefined : req.query.active === 'true',
      }),
  );

  r.post(
    '/api/admin/banners',
    op(
      'createBanner',
      { menu: BANNER, bit: 'write' },
      { consumes: ['multipart/form-data'], created: banner, description: multipartNote },
    ),
    async (req, reply) => {
      const { fields, files } = await readForm(req, bannerInput);
      return created(reply, banners.create(actorOf(req), fields, files));
    },
  );

  r.put(
    '/api/admin/banners/:id',
    op(
      'updateBanner',
      { menu: BANNER, bit: 'edit' },
      { params: idParam, consumes: ['multipart/form-data'], ok: banner, description: multipartNote },
    ),
    async (req) => {
      const { fields, files } = await readForm(req, bannerInput);
      return banners.update(actorOf(req), req.params.id, fields, files);
    },
  );

  r.put(
    '/api/admin/banners/:id/status',
    op('setBannerStatus', { menu: BANNER, bit: 'edit' }, ['toggleStatusBanner'], {
      params: idParam,
      body: bannerStatusInput,
      ok: banner,
    }),
    async (req) => banners.setActive(actorOf(req), req.params.id, req.body.active),
  );

  r.delete(
    '/api/admin/banners/:id',
    op('deleteBanner', { menu: BANNER, bit: 'delete' }, { params: idParam, ok: okBody }),
    async (req) => okAfter(banners.remove(actorOf(req), req.params.id)),
  );

  r.get(
    '/api/banners/active',
    op('activeBanners', 'authenticated', {
      ok: z.object({ items: z.array(banner) }),
      description: 'The active banners for the signed-in user (landing page, dashboard).',
    }),
    async (req) => ({ items: await banners.activeFor(req.user!.userType) }),
  );

  r.get('/api/banners/:id/image', op('bannerImage', 'authenticated', { params: idParam }), async (req, reply) => {
    const { file, bytes } = await banners.image(req.params.id);
    // a banner's picture is for its audience while active, and for whoever manages banners
    const visible = await banners.activeFor(req.user!.userType);
    if (!visible.some((b) => b.id === req.params.id) && !(await mayRead(req.user!, BANNER))) throw notFound('Image');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `inline; filename="${file.filename}"`)
      .header('cache-control', 'private, max-age=300')
      .send(bytes);
  });
}
