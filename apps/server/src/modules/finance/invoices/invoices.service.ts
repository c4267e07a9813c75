import {
  ERROR_CODES,
  INVOICE_ENTITY,
  INVOICE_MESSAGES,
  INVOICE_TYPES,
  MONEY_MAX_CENTS,
  MONEY_MESSAGES,
  centsToAmount,
  toCents,
  type CreateInvoiceInput,
  type InvoiceListQuery,
  type StudentInvoiceTypes,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { AppError, badInput, notFound } from '../../../platform/errors.js';
import { toPage } from '../../../platform/paging.js';
import { findAccounting } from '../accounting/student-accounting.repo.js';
import * as ledger from '../ledger/ledger.repo.js';
import { idempotent } from '../ledger/idempotency.js';
import * as repo from './invoices.repo.js';
import { invoiceDetailsOf, invoiceOut } from './invoices.out.js';

/** A business rule refused (422), with the field it is about when there is one. */
export const refused = (message: string, field?: string) =>
  new AppError(422, ERROR_CODES.rule, message, field ? { [field]: message } : undefined);

export interface InvoiceDeps {
  db: Db;
  now: () => Date;
}
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The invoice, locked, that may still change: it exists for this student and is not cancelled. */
export async function openInvoice(tx: Executor, studentId: number, invoiceId: number) {
  const inv = await repo.lockInvoice(tx, studentId, invoiceId);
  if (!inv) throw notFound('Invoice');
  if (inv.status === 'CN') throw refused(INVOICE_MESSAGES.cancelled);
  return inv;
}

/** The revenue account of each fee head (opened on first use). */
async function revenueOf(tx: Executor, feeHeadId: number, label: string | null) {
  return ledger.accountOf(tx, { kind: 'revenue', feeHeadId, name: label ?? `fee head ${feeHeadId}` });
}

export function createInvoiceService({ db, now }: InvoiceDeps) {
  /** The form's choices must be rows of their tables, active ones (400 naming each field). */
  async function checkChoices(tx: Executor, v: CreateInvoiceInput) {
    const fields: Record<string, string> = {};
    const heads = new Map(
      (
        await repo.refsOf(
          tx,
          'fee-head',
          v.items.map((i) => i.feeHeadId),
        )
      ).map((h) => [h.id, h]),
    );
    v.items.forEach((it, n) => {
      if (!heads.get(it.feeHeadId)?.active) fields[`items.${n}.feeHeadId`] = INVOICE_MESSAGES.feeHead;
    });
    if (v.semesterId != null && !(await repo.refsOf(tx, 'semester', [v.semesterId]))[0]?.active)
      fields.semesterId = INVOICE_MESSAGES.semester;
    const total = v.items.reduce((s, i) => s + toCents(i.amount), 0);
    if (total > MONEY_MAX_CENTS) fields.items = MONEY_MESSAGES.tooLarge;
    const invoiceDate = v.invoiceDate ?? dayOf(now());
    if (v.dueDate < invoiceDate) fields.dueDate = INVOICE_MESSAGES.dueBeforeDate;
    if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
    return { heads, total, invoiceDate };
  }

  return {
    /** Creates an invoice and posts it: the student's receivable debited, each fee head's revenue credited. */
    create(actor: Actor, studentId: number, v: CreateInvoiceInput, key: string) {
      return idempotent(
        db,
        { userId: actor.userId, key, operation: `createInvoice student ${studentId}`, request: v, status: 201 },
        async (tx) => {
          if (!(await repo.studentExists(tx, studentId))) throw notFound('Student');
          const { heads, total, invoiceDate } = await checkChoices(tx, v);
          const inv = await repo.insertInvoice(tx, {
            studentId,
            type: v.type,
            title: v.title,
            semesterId: v.semesterId ?? null,
            invoiceDate,
            dueDate: v.dueDate,
            amountCents: total,
            createdBy: actor.userId,
          });
          const items = await repo.insertItems(
            tx,
            v.items.map((i) => ({
              invoiceId: inv.id,
              feeHeadId: i.feeHeadId,
              description: i.description ?? null,
              amountCents: toCents(i.amount),
            })),
          );
          const lines = [
            { accountId: await ledger.accountOf(tx, { kind: 'receivable', studentId }), debit: total, credit: 0 },
          ];
          for (const it of items)
            lines.push({
              accountId: await revenueOf(tx, it.feeHeadId, heads.get(it.feeHeadId)?.label ?? null),
              debit: 0,
              credit: Number(it.amountCents),
            });
          await ledger.post(tx, {
            kind: 'invoice',
            studentId,
            invoiceId: inv.id,
            memo: `Invoice ${inv.id}: ${v.title}`,
            postedBy: actor.userId,
            lines,
          });
          await audit(tx, actor, {
            action: 'create',
            entity: INVOICE_ENTITY,
            entityId: inv.id,
            after: {
              studentId,
              invoiceId: inv.id,
              type: v.type,
              title: v.title,
              amount: centsToAmount(total),
              dueDate: v.dueDate,
              items: items.map((i) => ({ feeHeadId: i.feeHeadId, amount: centsToAmount(Number(i.amountCents)) })),
            },
          });
          return invoiceDetailsOf(tx, studentId, inv.id);
        },
      );
    },

    async list(studentId: number, q: InvoiceListQuery, cancelled = false) {
      const { rows, total } = await repo.listInvoices(db, studentId, q, cancelled);
      return toPage(q, { items: rows.map(invoiceOut), total });
    },

    details: (studentId: number, invoiceId: number) => invoiceDetailsOf(db, studentId, invoiceId),

    /** The twenty invoice types, those the student's accounting details name marked (billed first). */
    async types(studentId: number): Promise<StudentInvoiceTypes> {
      const billed = new Set((await findAccounting(db, studentId))?.a.invoiceTypes ?? []);
      const items = INVOICE_TYPES.map((o) => ({ value: o.value, label: o.label, billed: billed.has(o.value) }));
      return { items: [...items.filter((i) => i.billed), ...items.filter((i) => !i.billed)] };
    },

    async updateDueDate(actor: Actor, studentId: number, invoiceId: number, dueDate: string) {
      return db.transaction(async (tx) => {
        const inv = await openInvoice(tx, studentId, invoiceId);
        if (dueDate < inv.invoiceDate)
          throw badInput(INVOICE_MESSAGES.dueBeforeDate, { dueDate: INVOICE_MESSAGES.dueBeforeDate });
        if (dueDate !== inv.dueDate) {
          await repo.updateInvoice(tx, inv.id, { dueDate });
          await audit(tx, actor, {
            action: 'updateDueDate',
            entity: INVOICE_ENTITY,
            entityId: inv.id,
            before: { studentId, dueDate: inv.dueDate },
            after: { studentId, invoiceId: inv.id, title: inv.title, dueDate },
          });
        }
        return invoiceDetailsOf(tx, studentId, invoiceId);
      });
    },

    /** Cancels an invoice with nothing paid: a reversal of what is left of its posting. */
    async cancel(actor: Actor, studentId: number, invoiceId: number, reason: string) {
      return db.transaction(async (tx) => {
        const inv = await openInvoice(tx, studentId, invoiceId);
        if (Number(inv.paidCents) > 0) throw refused(INVOICE_MESSAGES.cancelWithPayments);
        const items = await repo.activeItems(tx, inv.id);
        const lines = [
          {
            accountId: await ledger.accountOf(tx, { kind: 'receivable', studentId }),
            debit: 0,
            credit: Number(inv.amountCents),
          },
        ];
        for (const { item, feeHeadLabel } of items)
          lines.push({
            accountId: await revenueOf(tx, item.feeHeadId, feeHeadLabel),
            debit: Number(item.amountCents),
            credit: 0,
          });
        await ledger.post(tx, {
          kind: 'invoiceCancel',
          studentId,
          invoiceId: inv.id,
          reversesEntryId: await ledger.firstEntryOf(tx, { invoiceId: inv.id }),
          memo: `Invoice ${inv.id} cancelled: ${reason}`,
          postedBy: actor.userId,
          lines,
        });
        await repo.updateInvoice(tx, inv.id, {
          status: 'CN',
          cancelledAt: now().toISOString(),
          cancelledBy: actor.userId,
          cancelReason: reason,
        });
        await audit(tx, actor, {
          action: 'cancel',
          entity: INVOICE_ENTITY,
          entityId: inv.id,
          before: { studentId, status: inv.status },
          after: { studentId, invoiceId: inv.id, title: inv.title, status: 'CN', reason },
        });
        return invoiceDetailsOf(tx, studentId, invoiceId);
      });
    },

    /** Deletes an item of an invoice with nothing paid: a reversal of that item's part of the posting. */
    async deleteItem(actor: Actor, studentId: number, invoiceId: number, itemId: number) {
      return db.transaction(async (tx) => {
        const inv = await openInvoice(tx, studentId, invoiceId);
        const all = await repo.itemsOf(tx, inv.id);
        const found = all.find((r) => r.item.id === itemId);
        if (!found) throw notFound('Item');
        if (found.item.deletedAt) throw refused(INVOICE_MESSAGES.itemDeleted);
        if (Number(inv.paidCents) > 0) throw refused(INVOICE_MESSAGES.itemOfPaid);
        if (all.filter((r) => !r.item.deletedAt).length === 1) throw refused(INVOICE_MESSAGES.lastItem);
        const amount = Number(found.item.amountCents);
        await ledger.post(tx, {
          kind: 'invoiceItemDelete',
          studentId,
          invoiceId: inv.id,
          invoiceItemId: itemId,
          reversesEntryId: await ledger.firstEntryOf(tx, { invoiceId: inv.id }),
          memo: `Invoice ${inv.id}: item ${found.feeHeadLabel ?? found.item.feeHeadId} deleted`,
          postedBy: actor.userId,
          lines: [
            { accountId: await revenueOf(tx, found.item.feeHeadId, found.feeHeadLabel), debit: amount, credit: 0 },
            { accountId: await ledger.accountOf(tx, { kind: 'receivable', studentId }), debit: 0, credit: amount },
          ],
        });
        await repo.deleteItem(tx, itemId, actor.userId);
        await repo.updateInvoice(tx, inv.id, { amountCents: Number(inv.amountCents) - amount });
        await audit(tx, actor, {
          action: 'deleteItem',
          entity: INVOICE_ENTITY,
          entityId: inv.id,
          before: {
            studentId,
            amount: centsToAmount(Number(inv.amountCents)),
            item: { id: itemId, amount: centsToAmount(amount) },
          },
          after: {
            studentId,
            invoiceId: inv.id,
            title: inv.title,
            item: found.feeHeadLabel,
            amount: centsToAmount(Number(inv.amountCents) - amount),
          },
        });
        return invoiceDetailsOf(tx, studentId, invoiceId);
      });
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
