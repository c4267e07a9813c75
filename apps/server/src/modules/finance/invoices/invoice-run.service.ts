import { inArray } from 'drizzle-orm';
import {
  INVOICE_ENTITY,
  INVOICE_MESSAGES,
  MONEY_MAX_CENTS,
  MONEY_MESSAGES,
  centsToAmount,
  toCents,
  type CreateInvoiceInput,
} from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import { auditLog } from '../../../platform/db/tables.js';
import type { Executor } from '../../../platform/db/index.js';
import { badInput } from '../../../platform/errors.js';
import { students } from '../../students/tables.js';
import { journalEntries, journalLines, ledgerAccounts } from '../ledger/ledger.schema.js';
import * as ledger from '../ledger/ledger.repo.js';
import { idempotent } from '../ledger/idempotency.js';
import { invoiceItems, invoices } from './invoices.schema.js';
import * as repo from './invoices.repo.js';
import { dayOf, type InvoiceDeps } from './invoices.service.js';

/** An invoice run: one type, title, semester and dates; each student's own items (their fee heads and amounts). */
export interface InvoiceRunInput extends Omit<CreateInvoiceInput, 'items'> {
  students: { studentId: number; items: CreateInvoiceInput['items'] }[];
}

/**
 * Invoices for many students at once (an invoice run, the back office's create{Type}Invoice over a list of
 * students; the demo school's semester invoices): all or none, in one transaction, set-based so that a run
 * for thousands of students takes a few statements. Each invoice is what `createInvoice` makes of the same
 * input: its items, its posting (the student's receivable debited with the total, each item's fee-head revenue
 * credited) and its audit row. Once per Idempotency-Key, like every money-moving write.
 */
export function createInvoiceRunService({ db, now }: InvoiceDeps) {
  /** The run's choices (400 naming the fields, as the single invoice's form does) and its students. */
  async function check(tx: Executor, v: InvoiceRunInput) {
    const fields: Record<string, string> = {};
    const heads = new Map(
      (await repo.refsOf(tx, 'fee-head', [...new Set(v.students.flatMap((s) => s.items.map((i) => i.feeHeadId)))])).map(
        (h) => [h.id, h],
      ),
    );
    const ids = [...new Set(v.students.map((s) => s.studentId))];
    const known = new Set(
      ids.length
        ? (await tx.select({ id: students.id }).from(students).where(inArray(students.id, ids))).map((r) => r.id)
        : [],
    );
    v.students.forEach((s, n) => {
      if (!known.has(s.studentId)) fields[`students.${n}.studentId`] = 'Student not found';
      if (!s.items.length) fields[`students.${n}.items`] = INVOICE_MESSAGES.items;
      s.items.forEach((it, m) => {
        if (!heads.get(it.feeHeadId)?.active) fields[`students.${n}.items.${m}.feeHeadId`] = INVOICE_MESSAGES.feeHead;
      });
      if (s.items.reduce((sum, i) => sum + toCents(i.amount), 0) > MONEY_MAX_CENTS)
        fields[`students.${n}.items`] = MONEY_MESSAGES.tooLarge;
    });
    if (ids.length !== v.students.length) fields.students = 'Each student once in a run';
    if (v.semesterId != null && !(await repo.refsOf(tx, 'semester', [v.semesterId]))[0]?.active)
      fields.semesterId = INVOICE_MESSAGES.semester;
    const invoiceDate = v.invoiceDate ?? dayOf(now());
    if (v.dueDate < invoiceDate) fields.dueDate = INVOICE_MESSAGES.dueBeforeDate;
    if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
    return { heads, invoiceDate };
  }

  return {
    run(actor: Actor, v: InvoiceRunInput, key: string) {
      return idempotent(
        db,
        { userId: actor.userId, key, operation: 'invoiceRun', request: v, status: 201 },
        async (tx) => {
          if (!v.students.length) return { invoiceIds: [] as number[] };
          const { heads, invoiceDate } = await check(tx, v);
          const made = await tx
            .insert(invoices)
            .values(
              v.students.map((s) => ({
                studentId: s.studentId,
                type: v.type,
                title: v.title,
                semesterId: v.semesterId ?? null,
                invoiceDate,
                dueDate: v.dueDate,
                amountCents: s.items.reduce((sum, i) => sum + toCents(i.amount), 0),
                createdBy: actor.userId,
              })),
            )
            .returning({ id: invoices.id, studentId: invoices.studentId, amountCents: invoices.amountCents });
          const items = await tx
            .insert(invoiceItems)
            .values(
              v.students.flatMap((s, n) =>
                s.items.map((i) => ({
                  invoiceId: made[n].id,
                  feeHeadId: i.feeHeadId,
                  description: i.description ?? null,
                  amountCents: toCents(i.amount),
                })),
              ),
            )
            .returning({
              invoiceId: invoiceItems.invoiceId,
              feeHeadId: invoiceItems.feeHeadId,
              amountCents: invoiceItems.amountCents,
            });
          // the accounts (each opened on its first use), then one entry an invoice and its lines
          const revenue = new Map<number, number>();
          for (const h of new Set(items.map((i) => i.feeHeadId)))
            revenue.set(
              h,
              await ledger.accountOf(tx, {
                kind: 'revenue',
                feeHeadId: h,
                name: heads.get(h)?.label ?? `fee head ${h}`,
              }),
            );
          // the students' receivables, opened together where they are not yet
          const rows = made.map((inv) => ledger.accountRow({ kind: 'receivable', studentId: inv.studentId }));
          await tx.insert(ledgerAccounts).values(rows).onConflictDoNothing({ target: ledgerAccounts.code });
          const receivable = new Map(
            (
              await tx
                .select({ id: ledgerAccounts.id, studentId: ledgerAccounts.studentId })
                .from(ledgerAccounts)
                .where(
                  inArray(
                    ledgerAccounts.code,
                    rows.map((r) => r.code),
                  ),
                )
            ).map((a) => [a.studentId!, a.id]),
          );
          const entries = await tx
            .insert(journalEntries)
            .values(
              made.map((inv) => ({
                kind: 'invoice',
                studentId: inv.studentId,
                invoiceId: inv.id,
                memo: `Invoice ${inv.id}: ${v.title}`,
                postedBy: actor.userId,
              })),
            )
            .returning({ id: journalEntries.id, invoiceId: journalEntries.invoiceId });
          const entryOf = new Map(entries.map((e) => [e.invoiceId!, e.id]));
          const lines = made.flatMap((inv) => {
            const mine = items.filter((i) => i.invoiceId === inv.id);
            const credits = mine.reduce((sum, i) => sum + Number(i.amountCents), 0);
            // a defect, never a user's error: the database would refuse it at commit too
            if (credits !== Number(inv.amountCents))
              throw new Error(`unbalanced invoice run posting for invoice ${inv.id}`);
            return [
              {
                entryId: entryOf.get(inv.id)!,
                accountId: receivable.get(inv.studentId)!,
                debitCents: Number(inv.amountCents),
                creditCents: 0,
              },
              ...mine.map((i) => ({
                entryId: entryOf.get(inv.id)!,
                accountId: revenue.get(i.feeHeadId)!,
                debitCents: 0,
                creditCents: Number(i.amountCents),
              })),
            ];
          });
          await tx.insert(journalLines).values(lines);
          await tx.insert(auditLog).values(
            made.map((inv, n) => ({
              actorId: actor.userId,
              action: 'create',
              entity: INVOICE_ENTITY,
              entityId: String(inv.id),
              after: {
                studentId: inv.studentId,
                type: v.type,
                title: v.title,
                amount: centsToAmount(Number(inv.amountCents)),
                dueDate: v.dueDate,
                items: v.students[n].items.map((i) => ({
                  feeHeadId: i.feeHeadId,
                  amount: centsToAmount(toCents(i.amount)),
                })),
              },
              requestId: actor.requestId ?? null,
              ip: actor.ip ?? null,
            })),
          );
          return { invoiceIds: made.map((i) => i.id) };
        },
      );
    },
  };
}
export type InvoiceRunService = ReturnType<typeof createInvoiceRunService>;
