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
import { routeOps } from '../../../platform/route-op.js';
import type { ShellService } from './shell.service.js';

export function shellRoutes(app: FastifyInstance, shell: ShellService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const op = routeOps('shell');

  r.get(
    '/api/me/preferences',
    op('getMyPreferences', 'authenticated', {
      ok: uiPrefsResponse,
      description: "The signed-in user's display preferences (theme customizer); defaults until first saved.",
    }),
    async (req) => shell.prefs(req.user!.id),
  );

  r.put(
    '/api/me/preferences',
    op('saveMyPreferences', 'authenticated', { body: uiPrefs, ok: uiPrefsResponse }),
    async (req) => shell.savePrefs(actorOf(req), req.body),
  );

  r.get(
    '/api/shell/config',
    op('shellConfig', 'authenticated', {
      ok: shellConfig,
      description: "The chat button's address for this user and whether page views are reported.",
    }),
    async (req) => shell.config(req.user!.userType),
  );

  r.post(
    '/api/analytics/page-views',
    op('recordPageView', 'authenticated', {
      body: pageViewInput,
      description: 'Records a page view (only while ANALYTICS_ENABLED=1; otherwise 422).',
    }),
    async (req, reply) => {
      await shell.recordPageView(req.user!.id, req.body);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/admin/page-views',
    op(
      'pageViewSummary',
      { superUser: true },
      {
        querystring: pageViewSummaryQuery,
        ok: pageViewSummary,
        description: 'The most viewed pages of the last days (super user).',
      },
    ),
    async (req) => shell.pageViews(req.query.days),
  );
}
