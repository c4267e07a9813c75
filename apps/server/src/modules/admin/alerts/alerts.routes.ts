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
import type { AlertsService } from './alerts.service.js';

/** Alert configuration is the super user's (its menu entry is superUserView); triggers have their own entry. */
const CONFIG = '/admin/alert/configuration';
const TRIGGERS = '/admin/on-demand-trigger';
/** HR's alert screens (/employee/configuration/...) live under the employee module's entry. */
const HR = '/employee/list';

export function alertsRoutes(app: FastifyInstance, alerts: AlertsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['alerts'];

  r.get(
    '/api/admin/alerts',
    {
      schema: {
        operationId: 'listAlerts',
        tags,
        description: 'Alert rules; q searches the name; sort by name, frequency, nextRunAt, lastRunAt or createdAt.',
        querystring: alertListQuery,
        response: { 200: pageOf(alertRule) },
      },
      config: { access: { menu: CONFIG, bit: 'read' } },
    },
    async (req) => alerts.list(req.query),
  );

  r.get(
    '/api/admin/alerts/:id',
    {
      schema: { operationId: 'getAlert', tags, params: idParam, response: { 200: alertRule } },
      config: { access: { menu: CONFIG, bit: 'read' } },
    },
    async (req) => alerts.get(req.params.id),
  );

  r.post(
    '/api/admin/alerts',
    {
      schema: {
        operationId: 'createAlert',
        tags,
        description: 'Times are HH:MM in UTC (school time).',
        body: alertRuleInput,
        response: { 201: alertRule },
      },
      config: { access: { menu: CONFIG, bit: 'write' } },
    },
    async (req, reply) => {
      reply.status(201);
      return alerts.create(actorOf(req), req.body);
    },
  );

  r.put(
    '/api/admin/alerts/:id',
    {
      schema: { operationId: 'updateAlert', tags, params: idParam, body: alertRuleInput, response: { 200: alertRule } },
      config: { access: { menu: CONFIG, bit: 'edit' } },
    },
    async (req) => alerts.update(actorOf(req), req.params.id, req.body),
  );

  r.delete(
    '/api/admin/alerts/:id',
    {
      schema: {
        operationId: 'deleteAlert',
        tags,
        description: 'Its runs stay in the log.',
        params: idParam,
        response: { 200: okBody },
      },
      config: { access: { menu: CONFIG, bit: 'delete' } },
    },
    async (req) => {
      await alerts.remove(actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/admin/alert-sources',
    {
      schema: {
        operationId: 'listAlertSources',
        tags,
        description: 'What an alert can report: fills {{count}} and {{rows}} of its template.',
        response: { 200: z.object({ items: z.array(alertSource) }) },
      },
      config: { access: { anyMenu: [CONFIG, HR], bit: 'read' } },
    },
    async () => ({ items: alerts.sources() }),
  );

  r.get(
    '/api/admin/alert-runs',
    {
      schema: {
        operationId: 'listAlertRuns',
        tags,
        description: 'The run log of alerts and triggers, newest first; filter by alertId, trigger or status.',
        querystring: alertRunQuery,
        response: { 200: pageOf(alertRun) },
      },
      config: { access: { anyMenu: [CONFIG, TRIGGERS, HR], bit: 'read' } },
    },
    async (req) => alerts.runs(req.query),
  );

  r.get(
    '/api/admin/triggers',
    {
      schema: {
        operationId: 'listTriggers',
        tags,
        description: 'The file transfers and every on-demand alert, each with its last run.',
        response: { 200: z.object({ items: z.array(alertTrigger) }) },
      },
      config: { access: { menu: TRIGGERS, bit: 'read' } },
    },
    async () => ({ items: await alerts.triggers() }),
  );

  r.post(
    '/api/admin/triggers/:name/run',
    {
      schema: {
        operationId: 'runTrigger',
        tags,
        description: 'Runs a trigger now (atrium-transfer, alert-<id>) and answers its logged run, ok or failed.',
        params: triggerParam,
        response: { 200: alertRun },
      },
      config: { access: { menu: TRIGGERS, bit: 'write' }, specCalls: ['triggerAtrium'] },
    },
    async (req) => alerts.runTrigger(actorOf(req), req.params.name),
  );

  // ---- HR's view: /employee/configuration/mail/alert and /employee/configuration/on-demand/alert ----
  r.get(
    '/api/employee/alerts/mail',
    {
      schema: {
        operationId: 'listMailAlerts',
        tags,
        description: 'The scheduled alerts.',
        querystring: employeeAlertListQuery,
        response: { 200: pageOf(alertRule) },
      },
      config: { access: { menu: HR, bit: 'read' }, specCalls: ['mailAlertList'] },
    },
    async (req) => alerts.list({ ...req.query, kind: 'scheduled' }),
  );

  r.get(
    '/api/employee/alerts/on-demand',
    {
      schema: {
        operationId: 'listOnDemandAlerts',
        tags,
        description: 'The on-demand alerts.',
        querystring: employeeAlertListQuery,
        response: { 200: pageOf(alertRule) },
      },
      config: { access: { menu: HR, bit: 'read' } },
    },
    async (req) => alerts.list({ ...req.query, kind: 'onDemand' }),
  );

  r.put(
    '/api/employee/alerts/:id/config',
    {
      schema: {
        operationId: 'configureAlert',
        tags,
        description: 'Recipients, time (HH:MM UTC, scheduled alerts) and active.',
        params: idParam,
        body: alertConfigInput,
        response: { 200: alertRule },
      },
      config: { access: { menu: HR, bit: 'edit' }, specCalls: ['updateConfig'] },
    },
    async (req) => alerts.configure(actorOf(req), req.params.id, req.body),
  );

  r.post(
    '/api/employee/alerts/:id/run',
    {
      schema: {
        operationId: 'runOnDemandAlert',
        tags,
        description: 'Sends an on-demand alert now and answers its logged run.',
        params: idParam,
        response: { 200: alertRun },
      },
      config: { access: { menu: HR, bit: 'edit' }, specCalls: ['onDemandAlert'] },
    },
    async (req) => alerts.runAlert(actorOf(req), req.params.id),
  );
}
