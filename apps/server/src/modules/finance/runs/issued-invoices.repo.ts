import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { INVOICE_RUN_TYPES, type IssuedInvoicesQuery, type InvoiceRunKind } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { likeTerm, offsetOf, orderBy } from '../../../platform/paging.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { invoiceColumns, semester } from '../invoices/invoices.repo.js';
import { invoices } from '../invoices/invoices.schema.js';

const studentName = sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`;
const SORTS = {
  id: invoices.id,
  dueDate: invoices.dueDate,
  amount: invoices.amountCents,
  studentName: students.lastName,
};
const ofKind = (kind: InvoiceRunKind) => inArray(invoices.type, [...INVOICE_RUN_TYPES[kind]]);

/** The filters: the kind's types, semester, exact title, status, and the student by id or by name. */
function where(q: IssuedInvoicesQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    ofKind(q.kind),
    q.semesterId ? eq(invoices.semesterId, q.semesterId) : undefined,
    q.title?.trim() ? eq(invoices.title, q.title.trim()) : undefined,
    q.status ? eq(invoices.status, q.status) : undefined,
  ];
  const s = q.student?.trim();
  if (s && /^\d{1,9}$/.test(s)) conds.push(eq(invoices.studentId, Number(s)));
  else if (s) {
    const term = likeTerm(s);
    conds.push(
      or(
        ilike(sql`${students.firstName} || ' ' || ${students.lastName}`, term),
        ilike(sql`${students.lastName} || ' ' || ${students.firstName}`, term),
      ),
    );
  }
  return and(...conds);
}

/** A page of the kind's invoices with the student's name, and the total. */
export async function issuedInvoices(ex: Executor, q: IssuedInvoicesQuery) {
  const w = where(q);
  const rows = await ex
    .select({ ...invoiceColumns, studentName })
    .from(invoices)
    .innerJoin(students, eq(students.id, invoices.studentId))
    .leftJoin(semester, eq(semester.id, invoices.semesterId))
    .where(w)
    .orderBy(orderBy(q.sort, SORTS, desc(invoices.id)), desc(invoices.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(invoices)
    .innerJoin(students, eq(students.id, invoices.studentId))
    .where(w);
  return { rows, total: n };
}

/** The semesters the kind's invoices name, newest first, and the titles used, most recent first. */
export async function issuedChoices(ex: Executor, kind: InvoiceRunKind) {
  const semesters = await ex
    .select({ id: refRows.id, label: refRows.label, active: refRows.active })
    .from(refRows)
    .where(
      and(
        eq(refRows.tableKey, 'semester'),
        inArray(
          refRows.id,
          ex
            .selectDistinct({ id: sql<number>`${invoices.semesterId}` })
            .from(invoices)
            .where(and(ofKind(kind), sql`${invoices.semesterId} is not null`)),
        ),
      ),
    )
    .orderBy(desc(refRows.id));
  const titles = await ex
    .select({ title: invoices.title })
    .from(invoices)
    .where(ofKind(kind))
    .groupBy(invoices.title)
    .orderBy(desc(sql`max(${invoices.id})`))
    .limit(50);
  return { semesters, titles: titles.map((t) => t.title) };
}
