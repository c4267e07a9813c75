import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EXPORT_MAX_ROWS, exportRequest, type ExportRequest } from '@caduceus/contracts';
import { badInput } from '../../platform/errors.js';
import { writeSheet } from '../../platform/sheets.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const cell = (v: unknown): string | number | null => (v == null ? null : typeof v === 'number' ? v : typeof v === 'boolean' ? (v ? 'Yes' : 'No') : typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * The spec's generic export: the list is fetched through the API itself, page by page, with the
 * caller's own credentials, so the list's access rules and filters apply unchanged.
 */
export function exportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/exports', {
    schema: { operationId: 'exportList', tags: ['exports'], body: exportRequest, description: `An .xlsx of any list endpoint (GET answering { items, total }) with its filters; at most ${EXPORT_MAX_ROWS} rows. The list's own access rules apply.` },
    config: { access: 'authenticated', specCalls: ['generic export call (method, path, params, body -> file)'] },
  }, async (req, reply) => {
    const body: ExportRequest = req.body;
    const auth = { ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}), ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}) };
    const items: Record<string, unknown>[] = [];
    let total = Infinity;
    for (let page = 1; items.length < Math.min(total, EXPORT_MAX_ROWS); page++) {
      const query = new URLSearchParams(Object.entries({ ...body.params, page, pageSize: 100 }).map(([k, v]) => [k, String(v)]));
      const res = await app.inject({ method: 'GET', url: `${body.path}?${query}`, headers: auth });
      if (res.statusCode !== 200) {
        return reply.status(res.statusCode).type('application/json').send(res.body);
      }
      const data = (String(res.headers['content-type']).startsWith('application/json') ? JSON.parse(res.body) : {}) as { items?: Record<string, unknown>[]; total?: number };
      if (!Array.isArray(data.items) || typeof data.total !== 'number') throw badInput('This path is not a list', { path: 'Choose a list endpoint' });
      total = data.total;
      items.push(...data.items);
      if (!data.items.length) break;
    }
    const rows = items.slice(0, EXPORT_MAX_ROWS);
    const columns = body.columns ?? Object.keys(rows[0] ?? {}).filter((k) => rows.some((r) => typeof r[k] !== 'object' || r[k] === null)).map((k) => ({ key: k, title: k }));
    const file = await writeSheet(body.sheet, columns.map((c) => c.title), rows.map((row) => columns.map((c) => cell(row[c.key]))));
    return reply.header('content-type', XLSX).header('content-disposition', `attachment; filename="${body.filename}.xlsx"`).send(file);
  });
}
