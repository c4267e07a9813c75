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
import type { DashboardService } from './dashboard.service.js';

const DASHBOARD = '/dashboard/list';
const SETTINGS = '/admin/dashboard';

export function dashboardRoutes(app: FastifyInstance, dashboard: DashboardService, widgetCalls: string[]) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];

  r.get(
    '/api/dashboard',
    {
      schema: {
        operationId: 'myDashboard',
        tags,
        description:
          "The widgets the signed-in user sees (their group shows them and they may read each one's menu link), in the order they saved.",
        response: { 200: myDashboard },
      },
      config: { access: { menu: DASHBOARD, bit: 'read' }, specCalls: ['getDashboardOrder'] },
    },
    async (req) => dashboard.myDashboard(req.user!),
  );

  r.put(
    '/api/dashboard/order',
    {
      schema: {
        operationId: 'saveDashboardOrder',
        tags,
        description:
          'The keys of the widgets the user sees, first to last: a personal layout, so the read right on the dashboard suffices. Keys the user does not see are ignored.',
        body: dashboardOrderInput,
        response: { 200: myDashboard },
      },
      config: { access: { menu: DASHBOARD, bit: 'read' }, specCalls: ['addUpdateDashboardOrder'] },
    },
    async (req) => dashboard.saveOrder(actorOf(req), req.user!, req.body.order),
  );

  r.get(
    '/api/dashboard/widgets/:key',
    {
      schema: {
        operationId: 'dashboardWidgetData',
        tags,
        description:
          "One widget's numbers, chart and list (404 for an unknown widget, 403 for one not on the user's dashboard).",
        params: widgetParam,
        response: { 200: widgetData },
      },
      config: { access: { menu: DASHBOARD, bit: 'read' }, specCalls: widgetCalls },
    },
    async (req) => dashboard.widget(req.user!, req.params.key),
  );

  r.get(
    '/api/admin/dashboard',
    {
      schema: {
        operationId: 'dashboardSettings',
        tags,
        description:
          'Every registered widget and, per access group, the widgets its users see and those whose menu link it may read.',
        response: { 200: dashboardSettings },
      },
      config: { access: { menu: SETTINGS, bit: 'read' } },
    },
    async () => dashboard.settings(),
  );

  r.put(
    '/api/admin/dashboard/groups/:id',
    {
      schema: {
        operationId: 'saveGroupWidgets',
        tags,
        description: "The widgets the group's users see; every other registered widget is hidden from them.",
        params: idParam,
        body: groupWidgetsInput,
        response: { 200: groupWidgets },
      },
      config: { access: { menu: SETTINGS, bit: 'edit' } },
    },
    async (req) => dashboard.saveGroupWidgets(actorOf(req), req.params.id, req.body.widgets),
  );
}
