import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DATA_EXPORT_COMPONENT, EXPORT_MAX_ROWS, exportRequest, type ExportRequest } from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { badInput } from '../../../platform/errors.js';
import { MONEY_NUMBER_FORMAT, writeSheet } from '../../../platform/sheets.js';
import { routeOps } from '../../../platform/route-op.js';
import type { ExportsService } from './exports.service.js';

const op = routeOps('exports');

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const cell = (v: unknown): string | number | null =>
  v == null
    ? null
    : typeof v === 'number'
      ? v
      : typeof v === 'boolean'
        ? v
          ? 'Yes'
          : 'No'
        : typeof v === 'object'
          ? JSON.stringify(v)
          : String(v);
type Page = { items: Record<string, unknown>[]; total: number };
/**
 * A money cell: the exact amount the list sends ("1250.00", "-40.5") as the number Excel keeps (two decimals
 * read exactly at display); anything else as text.
 */
const moneyCell = (v: unknown): string | number | null =>
  typeof v === 'string' && /^-?\d+(\.\d{1,2})?$/.test(v) ? Number(v) : cell(v);

/**
 * The spec's generic export: the list is fetched through the API itself, page by page, with the
 * caller's own credentials, so the list's access rules and filters apply unchanged. The export right
 * (the dataExport component) comes on top; large exports need the password again; each is audited.
 */
export function exportsRoutes(app: FastifyInstance, exportsService: ExportsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/exports',
    op(
      'exportList',
      { component: DATA_EXPORT_COMPONENT, bit: 'read' },
      ['generic export call (method, path, params, body -> file)'],
      {
        body: exportRequest,
        description: `An .xlsx of any list endpoint (GET answering { items, total }) with its filters; at most ${EXPORT_MAX_ROWS} rows. Needs read on the ${DATA_EXPORT_COMPONENT} component and the list's own right. Above the server's EXPORT_CONFIRM_ROWS rows: 403 PASSWORD_CONFIRMATION_REQUIRED until the body carries the user's password (wrong: 400). Every export is written to the audit log.`,
      },
    ),
    async (req, reply) => {
      const body: ExportRequest = req.body;
      // the list records its reads in the access log as this export's, from the caller's address
      const auth = {
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
        ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
        ...app.accessLog.exportHeaders(req),
      };
      /** One page of the list as the caller sees it; the list's own refusal is answered as it is. */
      const pageOf = async (page: number): Promise<Page | { status: number; body: string }> => {
        const query = new URLSearchParams(
          Object.entries({ ...body.params, page, pageSize: 100 }).map(([k, v]) => [k, String(v)]),
        );
        const res = await app.inject({ method: 'GET', url: `${body.path}?${query}`, headers: auth });
        if (res.statusCode !== 200) return { status: res.statusCode, body: res.body };
        const data = (
          String(res.headers['content-type']).startsWith('application/json') ? JSON.parse(res.body) : {}
        ) as Partial<Page>;
        if (!Array.isArray(data.items) || typeof data.total !== 'number')
          throw badInput('This path is not a list', { path: 'Choose a list endpoint' });
        return { items: data.items, total: data.total };
      };

      const items: Record<string, unknown>[] = [];
      let total = Infinity;
      for (let page = 1; items.length < Math.min(total, EXPORT_MAX_ROWS); page++) {
        const got = await pageOf(page);
        if ('status' in got) return reply.status(got.status).type('application/json').send(got.body);
        // the size is known with the first page: a large export needs the password before any more is read
        if (page === 1)
          await exportsService.confirm(req.user!, req.ip, Math.min(got.total, EXPORT_MAX_ROWS), body.password);
        total = got.total;
        items.push(...got.items);
        if (!got.items.length) break;
      }
      const rows = items.slice(0, EXPORT_MAX_ROWS);
      const columns =
        body.columns ??
        Object.keys(rows[0] ?? {})
          .filter((k) => rows.some((r) => typeof r[k] !== 'object' || r[k] === null))
          .map((k) => ({ key: k, title: k }));
      const file = await writeSheet(
        body.sheet,
        columns.map((c) => c.title),
        rows.map((row) => columns.map((c) => ('format' in c && c.format === 'money' ? moneyCell : cell)(row[c.key]))),
        columns.map((c) => ('format' in c && c.format === 'money' ? MONEY_NUMBER_FORMAT : undefined)),
      );
      await exportsService.record(actorOf(req), {
        path: body.path,
        params: body.params,
        rows: rows.length,
        filename: body.filename,
      });
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${body.filename}.xlsx"`)
        .send(file);
    },
  );
}
