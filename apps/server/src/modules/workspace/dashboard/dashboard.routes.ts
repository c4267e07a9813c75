import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardOrderInput,
  dashboardSettings,
  groupWidgets,
  groupWidgetsInput,
  idParam,
  myDashboard,
  widgetData,
  widgetParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import type { DashboardService } from './dashboard.service.js';

const DASHBOARD = '/dashboard/list';
const SETTINGS = '/admin/dashboard';

export function dashboardRoutes(app: FastifyInstance, dashboard: DashboardService, widgetCalls: string[]) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const op = routeOps('dashboard');

  r.get(
    '/api/dashboard',
    op('myDashboard', { menu: DASHBOARD, bit: 'read' }, ['getDashboardOrder'], {
      ok: myDashboard,
      description:
        "The widgets the signed-in user sees (their group shows them and they may read each one's menu link), in the order they saved.",
    }),
    async (req) => dashboard.myDashboard(req.user!),
  );

  r.put(
    '/api/dashboard/order',
    op('saveDashboardOrder', { menu: DASHBOARD, bit: 'read' }, ['addUpdateDashboardOrder'], {
      body: dashboardOrderInput,
      ok: myDashboard,
      description:
        'The keys of the widgets the user sees, first to last: a personal layout, so the read right on the dashboard suffices. Keys the user does not see are ignored.',
    }),
    async (req) => dashboard.saveOrder(actorOf(req), req.user!, req.body.order),
  );

  r.get(
    '/api/dashboard/widgets/:key',
    op('dashboardWidgetData', { menu: DASHBOARD, bit: 'read' }, widgetCalls, {
      params: widgetParam,
      ok: widgetData,
      description:
        "One widget's numbers, chart and list (404 for an unknown widget, 403 for one not on the user's dashboard).",
    }),
    async (req) => dashboard.widget(req.user!, req.params.key),
  );

  r.get(
    '/api/admin/dashboard',
    op(
      'dashboardSettings',
      { menu: SETTINGS, bit: 'read' },
      {
        ok: dashboardSettings,
        description:
          'Every registered widget and, per access group, the widgets its users see and those whose menu link it may read.',
      },
    ),
    async () => dashboard.settings(),
  );

  r.put(
    '/api/admin/dashboard/groups/:id',
    op(
      'saveGroupWidgets',
      { menu: SETTINGS, bit: 'edit' },
      {
        params: idParam,
        body: groupWidgetsInput,
        ok: groupWidgets,
        description: "The widgets the group's users see; every other registered widget is hidden from them.",
      },
    ),
    async (req) => dashboard.saveGroupWidgets(actorOf(req), req.params.id, req.body.widgets),
  );
}
