import {
  ACCOUNTING_NOTIFICATION_ENTRIES,
  INVOICE_REQUEST_ENTITY,
  INVOICE_REQUEST_MESSAGES,
  type AccountingNotificationKey,
  type InvoiceRequest,
  type InvoiceRequestInput,
  type InvoiceRequestInvoiceInput,
  type InvoiceRequestListQuery,
} from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { badInput, notFound } from '../../../platform/errors.js';
import { toPage } from '../../../platform/paging.js';
import { idempotent } from '../ledger/idempotency.js';
import { createInvoiceRunService } from '../invoices/invoice-run.service.js';
import { dayOf, refused } from '../invoices/invoices.service.js';
import { refsOf, studentExists } from '../invoices/invoices.repo.js';
import * as repo from './invoice-requests.repo.js';

const out = (r: repo.RequestRow): InvoiceRequest => r;

async function requestOf(ex: Executor, id: number) {
  const row = await repo.byId(ex, id);
  if (!row) throw notFound('Request');
  return out(row);
}

/**
 * Invoice requests: a student asks for a fee head to be invoiced; the accounting office invoices it (an invoice
 * made by the invoice-run service in the request's transaction, once per Idempotency-Key) or rejects it.
 */
export function createInvoiceRequestService({ db, now }: { db: Db; now: () => Date }) {
  async function locked(tx: Executor, id: number) {
    const r = await repo.lock(tx, id);
    if (!r) throw notFound('Request');
    if (r.status !== 'pending') throw refused(INVOICE_REQUEST_MESSAGES.decided);
    return r;
  }

  return {
    feeHeads: async () => ({ items: await repo.feeHeads(db) }),

    async list(q: InvoiceRequestListQuery, studentId?: number) {
      const { rows, total } = await repo.list(db, q, studentId);
      return toPage(q, { items: rows.map(out), total });
    },

    get: (id: number) => requestOf(db, id),

    async request(actor: Actor, studentId: number, v: InvoiceRequestInput) {
      return db.transaction(async (tx) => {
        if (!(await studentExists(tx, studentId))) throw notFound('Student');
        if (!(await refsOf(tx, 'fee-head', [v.feeHeadId]))[0]?.active)
          throw badInput(INVOICE_REQUEST_MESSAGES.feeHead, { feeHeadId: INVOICE_REQUEST_MESSAGES.feeHead });
        const row = await repo.insert(tx, {
          studentId,
          feeHeadId: v.feeHeadId,
          notes: v.notes ?? null,
          createdBy: actor.userId,
        });
        await audit(tx, actor, {
          action: 'create',
          entity: INVOICE_REQUEST_ENTITY,
          entityId: row.id,
          after: { studentId, ...v },
        });
        return requestOf(tx, row.id);
      });
    },

    invoice(actor: Actor, id: number, v: InvoiceRequestInvoiceInput, key: string) {
      return idempotent(
        db,
        { userId: actor.userId, key, operation: `invoiceRequest ${id}`, request: v, status: 201 },
        async (tx) => {
          const r = await locked(tx, id);
          const made = await createInvoiceRunService({ db: tx as unknown as Db, now }).run(
            actor,
            {
              type: v.type,
              title: v.title,
              semesterId: v.semesterId ?? null,
              invoiceDate: dayOf(now()),
              dueDate: v.dueDate,
              students: [{ studentId: r.studentId, items: [{ feeHeadId: r.feeHeadId, amount: v.amount }] }],
            },
            `${key}#invoice`,
          );
          const invoiceId = made.body.invoiceIds[0];
          await repo.update(tx, id, {
            status: 'invoiced',
            invoiceId,
            decidedBy: actor.userId,
            decidedAt: now().toISOString(),
          });
          await audit(tx, actor, {
            action: 'invoice',
            entity: INVOICE_REQUEST_ENTITY,
            entityId: id,
            before: { status: 'pending' },
            after: { status: 'invoiced', invoiceId, amount: v.amount },
          });
          return requestOf(tx, id);
        },
      );
    },

    async reject(actor: Actor, id: number, reason: string) {
      return db.transaction(async (tx) => {
        await locked(tx, id);
        await repo.update(tx, id, {
          status: 'rejected',
          reason,
          decidedBy: actor.userId,
          decidedAt: now().toISOString(),
        });
        await audit(tx, actor, {
          action: 'reject',
          entity: INVOICE_REQUEST_ENTITY,
          entityId: id,
          before: { status: 'pending' },
          after: { status: 'rejected', reason },
        });
        return requestOf(tx, id);
      });
    },

    pendingCount: () => repo.pendingCount(db),

    /** The accounting office's notifications: each entry's count, from the counters given. */
    async notifications(
      counts: Record<Exclude<AccountingNotificationKey, 'invoiceRequests' | 'overdueInvoices'>, () => Promise<number>>,
    ) {
      const all: Record<AccountingNotificationKey, () => Promise<number>> = {
        ...counts,
        invoiceRequests: () => repo.pendingCount(db),
        overdueInvoices: () => repo.overdueStudents(db, dayOf(now())),
      };
      const items = [];
      for (const e of ACCOUNTING_NOTIFICATION_ENTRIES) items.push({ ...e, count: await all[e.key]() });
      return { items };
    },
  };
}
export type InvoiceRequestService = ReturnType<typeof createInvoiceRequestService>;
