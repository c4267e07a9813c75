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
  const tags = ['banners'];

  r.get(
    '/api/admin/banners',
    {
      schema: {
        operationId: 'listBanners',
        tags,
        querystring: pageQuery.extend({ active: z.enum(['true', 'false']).optional() }),
        response: { 200: pageOf(banner) },
      },
      config: { access: { menu: BANNER, bit: 'read' } },
    },
    async (req) =>
      banners.list({
        page: req.query.page,
        pageSize: req.query.pageSize,
        active: req.query.active === undefined ? undefined : req.query.active === 'true',
      }),
  );

  r.post(
    '/api/admin/banners',
    {
      schema: {
        operationId: 'createBanner',
        tags,
        description: multipartNote,
        consumes: ['multipart/form-data'],
        response: { 201: banner },
      },
      config: { access: { menu: BANNER, bit: 'write' } },
    },
    async (req, reply) => {
      const { fields, files } = await readForm(req, bannerInput);
      reply.status(201);
      return banners.create(actorOf(req), fields, files);
    },
  );

  r.put(
    '/api/admin/banners/:id',
    {
      schema: {
        operationId: 'updateBanner',
        tags,
        description: multipartNote,
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: banner },
      },
      config: { access: { menu: BANNER, bit: 'edit' } },
    },
    async (req) => {
      const { fields, files } = await readForm(req, bannerInput);
      return banners.update(actorOf(req), req.params.id, fields, files);
    },
  );

  r.put(
    '/api/admin/banners/:id/status',
    {
      schema: {
        operationId: 'setBannerStatus',
        tags,
        params: idParam,
        body: bannerStatusInput,
        response: { 200: banner },
      },
      config: { access: { menu: BANNER, bit: 'edit' }, specCalls: ['toggleStatusBanner'] },
    },
    async (req) => banners.setActive(actorOf(req), req.params.id, req.body.active),
  );

  r.delete(
    '/api/admin/banners/:id',
    {
      schema: { operationId: 'deleteBanner', tags, params: idParam, response: { 200: okBody } },
      config: { access: { menu: BANNER, bit: 'delete' } },
    },
    async (req) => {
      await banners.remove(actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/banners/active',
    {
      schema: {
        operationId: 'activeBanners',
        tags,
        description: 'The active banners for the signed-in user (landing page, dashboard).',
        response: { 200: z.object({ items: z.array(banner) }) },
      },
      config: { access: 'authenticated' },
    },
    async (req) => ({ items: await banners.activeFor(req.user!.userType) }),
  );

  r.get(
    '/api/banners/:id/image',
    {
      schema: { operationId: 'bannerImage', tags, params: idParam },
      config: { access: 'authenticated' },
    },
    async (req, reply) => {
      const { file, bytes } = await banners.image(req.params.id);
      // a banner's picture is for its audience while active, and for whoever manages banners
      const visible = await banners.activeFor(req.user!.userType);
      if (!visible.some((b) => b.id === req.params.id) && !(await mayRead(req.user!, BANNER))) throw notFound('Image');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .header('cache-control', 'private, max-age=300')
        .send(bytes);
    },
  );
}
