import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertConfigInput,
  alertListQuery,
  alertRule,
  alertRuleInput,
  alertRun,
  alertRunQuery,
  alertSource,
  alertTrigger,
  employeeAlertListQuery,
  idParam,
  okBody,
  pageOf,
  triggerParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { AlertsService } from './alerts.service.js';

/** Alert configuration is the super user's (its menu entry is superUserView); triggers have their own entry. */
const CONFIG = '/admin/alert/configuration';
const TRIGGERS = '/admin/on-demand-trigger';
/** HR's alert screens (/employee/configuration/...) live under the employee module's entry. */
const HR = '/employee/list';

export function alertsRoutes(app: FastifyInstance, alerts: AlertsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const op = routeOps('alerts');

  r.get(
    '/api/admin/alerts',
    op(
      'listAlerts',
      { menu: CONFIG, bit: 'read' },
      {
        querystring: alertListQuery,
        ok: pageOf(alertRule),
        description: 'Alert rules; q searches the name; sort by name, frequency, nextRunAt, lastRunAt or createdAt.',
      },
    ),
    async (req) => alerts.list(req.query),
  );

  r.get(
    '/api/admin/alerts/:id',
    op('getAlert', { menu: CONFIG, bit: 'read' }, { params: idParam, ok: alertRule }),
    async (req) => alerts.get(req.params.id),
  );

  r.post(
    '/api/admin/alerts',
    op(
      'createAlert',
      { menu: CONFIG, bit: 'write' },
      { body: alertRuleInput, created: alertRule, description: 'Times are HH:MM in UTC (school time).' },
    ),
    async (req, reply) => created(reply, alerts.create(actorOf(req), req.body)),
  );

  r.put(
    '/api/admin/alerts/:id',
    op('updateAlert', { menu: CONFIG, bit: 'edit' }, { params: idParam, body: alertRuleInput, ok: alertRule }),
    async (req) => alerts.update(actorOf(req), req.params.id, req.body),
  );

  r.delete(
    '/api/admin/alerts/:id',
    op(
      'deleteAlert',
      { menu: CONFIG, bit: 'delete' },
      { params: idParam, ok: okBody, description: 'Its runs stay in the log.' },
    ),
    async (req) => okAfter(alerts.remove(actorOf(req), req.params.id)),
  );

  r.get(
    '/api/admin/alert-sources',
    op(
      'listAlertSources',
      { anyMenu: [CONFIG, HR], bit: 'read' },
      {
        ok: z.object({ items: z.array(alertSource) }),
        description: 'What an alert can report: fills {{count}} and {{rows}} of its template.',
      },
    ),
    async () => ({ items: alerts.sources() }),
  );

  r.get(
    '/api/admin/alert-runs',
    op(
      'listAlertRuns',
      { anyMenu: [CONFIG, TRIGGERS, HR], bit: 'read' },
      {
        querystring: alertRunQuery,
        ok: pageOf(alertRun),
        description: 'The run log of alerts and triggers, newest first; filter by alertId, trigger or status.',
      },
    ),
    async (req) => alerts.runs(req.query),
  );

  r.get(
    '/api/admin/triggers',
    op(
      'listTriggers',
      { menu: TRIGGERS, bit: 'read' },
      {
        ok: z.object({ items: z.array(alertTrigger) }),
        description: 'The file transfers and every on-demand alert, each with its last run.',
      },
    ),
    async () => ({ items: await alerts.triggers() }),
  );

  r.post(
    '/api/admin/triggers/:name/run',
    op('runTrigger', { menu: TRIGGERS, bit: 'write' }, ['triggerAtrium'], {
      params: triggerParam,
      ok: alertRun,
      description: 'Runs a trigger now (atrium-transfer, alert-<id>) and answers its logged run, ok or failed.',
    }),
    async (req) => alerts.runTrigger(actorOf(req), req.params.name),
  );

  // ---- HR's view: /employee/configuration/mail/alert and /employee/configuration/on-demand/alert ----
  r.get(
    '/api/employee/alerts/mail',
    op('listMailAlerts', { menu: HR, bit: 'read' }, ['mailAlertList'], {
      querystring: employeeAlertListQuery,
      ok: pageOf(alertRule),
      description: 'The scheduled alerts.',
    }),
    async (req) => alerts.list({ ...req.query, kind: 'scheduled' }),
  );

  r.get(
    '/api/employee/alerts/on-demand',
    op(
      'listOnDemandAlerts',
      { menu: HR, bit: 'read' },
      { querystring: employeeAlertListQuery, ok: pageOf(alertRule), description: 'The on-demand alerts.' },
    ),
    async (req) => alerts.list({ ...req.query, kind: 'onDemand' }),
  );

  r.put(
    '/api/employee/alerts/:id/config',
    op('configureAlert', { menu: HR, bit: 'edit' }, ['updateConfig'], {
      params: idParam,
      body: alertConfigInput,
      ok: alertRule,
      description: 'Recipients, time (HH:MM UTC, scheduled alerts) and active.',
    }),
    async (req) => alerts.configure(actorOf(req), req.params.id, req.body),
  );

  r.post(
    '/api/employee/alerts/:id/run',
    op('runOnDemandAlert', { menu: HR, bit: 'edit' }, ['onDemandAlert'], {
      params: idParam,
      ok: alertRun,
      description: 'Sends an on-demand alert now and answers its logged run.',
    }),
    async (req) => alerts.runAlert(actorOf(req), req.params.id),
  );
}
