import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditQuery, auditRow, outboxMail, pageOf, pageQuery } from '@caduceus/contracts';
import { migrationState, type Db } from '../../../platform/db/index.js';
import { offsetOf } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { auditLog, outbox } from '../../../platform/db/tables.js';
import { routeOps } from '../../../platform/route-op.js';

/** One-time links (password reset, welcome) are secrets of their addressee. */
/** One-time secrets never show in the outbox view: link tokens and emailed verification codes. */
const hideTokens = (text: string) =>
  text
    .replace(/([?&]token=)[^\s&]+/g, '$1[hidden]')
    .replace(/(verification code\b[^\n]*?\bis )\d{4,8}/gi, '$1[hidden]');

export function systemRoutes(app: FastifyInstance, db: Db, opts: { smtpConfigured: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const op = routeOps('system');

  r.get(
    '/api/health',
    op('health', 'public', {
      response: {
        200: z.object({
          status: z.literal('ok'),
          database: z.literal('up'),
          migrations: z.object({ applied: z.number(), expected: z.number() }),
        }),
        503: z.object({
          status: z.literal('degraded'),
          database: z.enum(['up', 'down']),
          migrations: z.object({ applied: z.number(), expected: z.number() }),
        }),
      },
    }),
    async (_req, reply) => {
      try {
        await db.execute(sql`select 1`);
      } catch {
        return reply
          .status(503)
          .send({ status: 'degraded' as const, database: 'down' as const, migrations: { applied: 0, expected: 0 } });
      }
      const migrations = await migrationState(db);
      if (migrations.applied < migrations.expected)
        return reply.status(503).send({ status: 'degraded' as const, database: 'up' as const, migrations });
      return { status: 'ok' as const, database: 'up' as const, migrations };
    },
  );

  r.get(
    '/api/admin/outbox',
    op(
      'listOutbox',
      { superUser: true },
      {
        querystring: pageQuery.extend({
          status: z
            .enum(['pending', 'sent', 'failed'])
            .optional()
            .describe('pending also finds mail kept while no SMTP is configured'),
        }),
        ok: pageOf(outboxMail),
        description: 'Mail waiting, sent or failed; with no SMTP configured it stays here.',
      },
    ),
    async (req) => {
      const q = req.query;
      const w = q.status ? eq(outbox.status, q.status) : undefined;
      const items = await db
        .select()
        .from(outbox)
        .where(w)
        .orderBy(desc(outbox.id))
        .limit(q.pageSize)
        .offset(offsetOf(q));
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(w);
      return {
        items: items.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          status: (m.status === 'sending' || m.status === 'pending'
            ? opts.smtpConfigured
              ? 'pending'
              : 'kept'
            : m.status) as 'pending',
          attempts: m.attempts,
          lastError: m.lastError,
          createdAt: m.createdAt,
          sentAt: m.sentAt,
          text: hideTokens(m.text),
        })),
        total: Number(n),
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  );

  r.get(
    '/api/admin/audit',
    op('listAudit', { superUser: true }, { querystring: auditQuery, ok: pageOf(auditRow) }),
    async (req) => {
      const q = req.query;
      const w = and(
        q.entity ? eq(auditLog.entity, q.entity) : undefined,
        q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
      );
      const items = await db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorId: auditLog.actorId,
          actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
          action: auditLog.action,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(w)
        .orderBy(desc(auditLog.id))
        .limit(q.pageSize)
        .offset(offsetOf(q));
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(w);
      return { items, total: Number(n), page: q.page, pageSize: q.pageSize };
    },
  );
}
