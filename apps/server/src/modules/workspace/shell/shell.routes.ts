import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pageViewInput,
  pageViewSummary,
  pageViewSummaryQuery,
  shellConfig,
  uiPrefs,
  uiPrefsResponse,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import type { ShellService } from './shell.service.js';

export function shellRoutes(app: FastifyInstance, shell: ShellService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shell'];

  r.get(
    '/api/me/preferences',
    {
      schema: {
        operationId: 'getMyPreferences',
        tags,
        response: { 200: uiPrefsResponse },
        description: "The signed-in user's display preferences (theme customizer); defaults until first saved.",
      },
      config: { access: 'authenticated' },
    },
    async (req) => shell.prefs(req.user!.id),
  );

  r.put(
    '/api/me/preferences',
    {
      schema: { operationId: 'saveMyPreferences', tags, body: uiPrefs, response: { 200: uiPrefsResponse } },
      config: { access: 'authenticated' },
    },
    async (req) => shell.savePrefs(actorOf(req), req.body),
  );

  r.get(
    '/api/shell/config',
    {
      schema: {
        operationId: 'shellConfig',
        tags,
        response: { 200: shellConfig },
        description: "The chat button's address for this user and whether page views are reported.",
      },
      config: { access: 'authenticated' },
    },
    async (req) => shell.config(req.user!.userType),
  );

  r.post(
    '/api/analytics/page-views',
    {
      schema: {
        operationId: 'recordPageView',
        tags,
        body: pageViewInput,
        description: 'Records a page view (only while ANALYTICS_ENABLED=1; otherwise 422).',
      },
      config: { access: 'authenticated' },
    },
    async (req, reply) => {
      await shell.recordPageView(req.user!.id, req.body);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/admin/page-views',
    {
      schema: {
        operationId: 'pageViewSummary',
        tags,
        querystring: pageViewSummaryQuery,
        response: { 200: pageViewSummary },
        description: 'The most viewed pages of the last days (super user).',
      },
      config: { access: { superUser: true } },
    },
    async (req) => shell.pageViews(req.query.days),
  );
}
