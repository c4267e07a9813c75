import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  LEAD_ADMIN_MESSAGES,
  LEAD_ENTITY,
  LEAD_MESSAGES,
  centsToAmount,
  leadStatusName,
  toCents,
  ESTIMATE_FEE_TABLE_PREFIX,
  type ClosedLead,
  type ClosedLeadsQuery,
  type Estimate,
  type EstimateInput,
  type Page,
  type RepVacation,
  type RepVacationInput,
  type RepVacationListQuery,
  type SemesterDeferment,
  type SemesterDefermentInput,
  type SemesterDefermentOptions,
} from '@caduceus/contracts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, conflict, notFound, ruleRefused } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import { likeTerm, offsetOf, orderBy, toPage } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { files as filesTable } from '../../kit/tables.js';
import { changeWithHistory, type FilesService } from '../../kit/index.js';
import { refRows } from '../../reference/tables.js';
import { leads } from '../leads/leads.schema.js';
import * as leadsRepo from '../leads/leads.repo.js';
import { todayIso } from './lead-admin.cover.js';
import { leadEstimateLines, leadEstimates, leadRepVacations, leadSemesterDeferments } from './lead-admin.schema.js';
import { toIso } from '../../../platform/db/columns.js';
import { tablePage } from '../../../platform/db/table-page.js';

const FILE_KINDS = ['pdf', 'png', 'jpeg', 'docx', 'xlsx'] as const;
export const VACATION_ENTITY = 'leadRepVacation';
export const ESTIMATE_ENTITY = 'leadEstimate';
/** A column qualified by its table, for use inside a correlated subquery. */
const colOf = (table: PgTable, c: PgColumn) => sql`${table}.${sql.identifier(c.name)}`;
const nameOf = (id: SQL) =>
  sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${id})`;
const labelOf = (col: SQL) => sql<string | null>`(select r.label from ${refRows} r where r.id = ${col})`;
const count = sql<number>`count(*)::int`;
const startDateOf = (data: Record<string, unknown> | undefined) =>
  typeof data?.startDate === 'string' ? data.startDate : null;

export interface LeadAdminDeps {
  db: Db;
  files: FilesService;
  today?: () => string;
}

export function createLeadAdminService({ db, files, today = todayIso }: LeadAdminDeps) {
  async function openLead(ex: Executor, leadId: number) {
    const lead = await leadsRepo.findLead(ex, leadId);
    if (!lead) throw notFound('Lead');
    if (lead.closedAt) throw ruleRefused(LEAD_MESSAGES.closed);
    return lead;
  }

  // ---- closed leads ----
  async function closedLeads(q: ClosedLeadsQuery): Promise<Page<ClosedLead>> {
    const where: SQL[] = [isNotNull(leads.closedAt), isNull(leads.deletedAt)];
    if (q.q?.trim()) where.push(ilike(leads.searchText, likeTerm(q.q.trim().toLowerCase())));
    if (q.representativeId) where.push(eq(leads.representativeId, q.representativeId));
    if (q.closedFrom) where.push(gte(leads.closedAt, `${q.closedFrom}T00:00:00Z`));
    if (q.closedTo) where.push(lt(leads.closedAt, sql`(${q.closedTo}::date + 1)::timestamptz`));
    const cond = and(...where);
    const rows = await db
      .select({
        id: leads.id,
        name: sql<string>`${leads.firstName} || ' ' || ${leads.lastName}`,
        email: leads.email,
        statusId: leads.statusId,
        courseName: labelOf(colOf(leads, leads.courseId)),
        representativeName: nameOf(colOf(leads, leads.representativeId)),
        closedAt: leads.closedAt,
        closedReason: leads.closedReason,
      })
      .from(leads)
      .where(cond)
      .orderBy(
        orderBy(
          q.sort,
          { id: leads.id, name: leads.lastName, closedAt: leads.closedAt, status: leads.statusId },
          desc(leads.closedAt),
        ),
        desc(leads.id),
      )
      .limit(q.pageSize)
      .offset(offsetOf(q));
    const [{ n }] = await db.select({ n: count }).from(leads).where(cond);
    return toPage(q, {
      items: rows.map((r) => ({ ...r, statusName: leadStatusName(r.statusId), closedAt: toIso(r.closedAt)! })),
      total: Number(n),
    });
  }

  // ---- vacations ----
  const vacationCols = {
    id: leadRepVacations.id,
    representativeId: leadRepVacations.representativeId,
    representativeName: nameOf(colOf(leadRepVacations, leadRepVacations.representativeId)),
    coverId: leadRepVacations.coverId,
    coverName: nameOf(colOf(leadRepVacations, leadRepVacations.coverId)),
    fromDate: leadRepVacations.fromDate,
    toDate: leadRepVacations.toDate,
    note: leadRepVacations.note,
    createdByName: nameOf(colOf(leadRepVacations, leadRepVacations.createdBy)),
    createdAt: leadRepVacations.createdAt,
  };
  const vacationOf = (
    r: { fromDate: string; toDate: string; createdAt: Date | string } & Omit<RepVacation, 'current' | 'createdAt'>,
  ): RepVacation => {
    const d = today();
    return { ...r, current: r.fromDate <= d && d <= r.toDate, createdAt: toIso(r.createdAt)! };
  };

  async function vacations(q: RepVacationListQuery): Promise<Page<RepVacation>> {
    const d = today();
    const where: SQL[] = [];
    if (q.representativeId)
      where.push(
        or(
          eq(leadRepVacations.representativeId, q.representativeId),
          eq(leadRepVacations.coverId, q.representativeId),
        )!,
      );
    if (q.when === 'current') where.push(lte(leadRepVacations.fromDate, d), gte(leadRepVacations.toDate, d));
    if (q.when === 'upcoming') where.push(sql`${leadRepVacations.fromDate} > ${d}`);
    if (q.when === 'past') where.push(sql`${leadRepVacations.toDate} < ${d}`);
    const cond = where.length ? and(...where) : undefined;
    const rows = await db
      .select(vacationCols)
      .from(leadRepVacations)
      .where(cond)
      .orderBy(desc(leadRepVacations.fromDate), desc(leadRepVacations.id))
      .limit(q.pageSize)
      .offset(offsetOf(q));
    const [{ n }] = await db.select({ n: count }).from(leadRepVacations).where(cond);
    return toPage(q, { items: rows.map(vacationOf), total: Number(n) });
  }

  async function addVacation(actor: Actor, input: RepVacationInput): Promise<RepVacation> {
    const id = await db.transaction(async (tx) => {
      const fields: Record<string, string> = {};
      if (!(await leadsRepo.staffUser(tx, input.representativeId)))
        fields.representativeId = LEAD_MESSAGES.representative;
      if (!(await leadsRepo.staffUser(tx, input.coverId))) fields.coverId = LEAD_MESSAGES.representative;
      if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
      const [clash] = await tx
        .select({ id: leadRepVacations.id })
        .from(leadRepVacations)
        .where(
          and(
            eq(leadRepVacations.representativeId, input.representativeId),
            lte(leadRepVacations.fromDate, input.toDate),
            gte(leadRepVacations.toDate, input.fromDate),
          ),
        )
        .limit(1);
      if (clash) throw conflict(LEAD_ADMIN_MESSAGES.overlap, { fromDate: LEAD_ADMIN_MESSAGES.overlap });
      const [row] = await tx
        .insert(leadRepVacations)
        .values({ ...input, note: input.note ?? null, createdBy: actor.userId })
        .returning();
      await audit(tx, actor, { action: 'create', entity: VACATION_ENTITY, entityId: row.id, after: row });
      return row.id;
    });
    const [row] = await db.select(vacationCols).from(leadRepVacations).where(eq(leadRepVacations.id, id));
    return vacationOf(row);
  }

  async function deleteVacation(actor: Actor, id: number) {
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(leadRepVacations).where(eq(leadRepVacations.id, id)).returning();
      if (!row) throw notFound('Vacation');
      await audit(tx, actor, { action: 'delete', entity: VACATION_ENTITY, entityId: id, before: row });
    });
  }

  // ---- semester deferment ----
  async function semesterRow(ex: Executor, id: number) {
    const [row] = await ex
      .select({ id: refRows.id, label: refRows.label, active: refRows.active, data: refRows.data })
      .from(refRows)
      .where(and(eq(refRows.tableKey, 'semester'), eq(refRows.id, id)));
    return row;
  }

  async function semesterOptions(leadId: number): Promise<SemesterDefermentOptions> {
    const lead = await leadsRepo.findLead(db, leadId);
    if (!lead) throw notFound('Lead');
    const cur = lead.semesterId ? await semesterRow(db, lead.semesterId) : undefined;
    const curStart = startDateOf(cur?.data);
    const rows = await db
      .select({ id: refRows.id, label: refRows.label, data: refRows.data })
      .from(refRows)
      .where(
        and(
          eq(refRows.tableKey, 'semester'),
          eq(refRows.active, true),
          curStart ? sql`${refRows.data}->>'startDate' > ${curStart}` : undefined,
        ),
      )
      .orderBy(sql`${refRows.data}->>'startDate'`, asc(refRows.id));
    return {
      current: cur ? { value: cur.id, label: cur.label, startDate: curStart } : null,
      options: rows
        .filter((r) => r.id !== cur?.id)
        .map((r) => ({ value: r.id, label: r.label, startDate: startDateOf(r.data) })),
    };
  }

  async function deferments(leadId: number, q: { page: number; pageSize: number }): Promise<Page<SemesterDeferment>> {
    const d = leadSemesterDeferments;
    const { items, total } = await tablePage(db, {
      table: d,
      columns: {
        id: d.id,
        fromSemesterId: d.fromSemesterId,
        fromSemesterName: labelOf(colOf(d, d.fromSemesterId)),
        toSemesterId: d.toSemesterId,
        toSemesterName: labelOf(colOf(d, d.toSemesterId)),
        reason: d.reason,
        fileId: d.fileId,
        fileName: filesTable.filename,
        createdByName: nameOf(colOf(d, d.createdBy)),
        createdAt: d.createdAt,
      },
      joins: [[filesTable, eq(filesTable.id, d.fileId)]],
      where: eq(d.leadId, leadId),
      order: [desc(d.createdAt), desc(d.id)],
      q,
    });
    return toPage(q, { items: items.map((r) => ({ ...r, createdAt: toIso(r.createdAt)! })), total });
  }

  /** Moves the lead's semester to a later one: the log row (with the optional file), the lead and the audit in one transaction. */
  async function defer(
    actor: Actor,
    leadId: number,
    input: SemesterDefermentInput,
    file?: UploadedFile,
  ): Promise<SemesterDeferment> {
    const id = await db.transaction(async (tx) => {
      const lead = await openLead(tx, leadId);
      const target = await semesterRow(tx, input.semesterId);
      if (!target || !target.active)
        throw badInput('Choose a value from the list', { semesterId: 'Choose a value from the list' });
      const cur = lead.semesterId ? await semesterRow(tx, lead.semesterId) : undefined;
      const curStart = startDateOf(cur?.data);
      const toStart = startDateOf(target.data);
      if (target.id === lead.semesterId || (curStart && (!toStart || toStart <= curStart))) {
        throw badInput(LEAD_ADMIN_MESSAGES.laterSemester, { semesterId: LEAD_ADMIN_MESSAGES.laterSemester });
      }
      const stored = file ? await files.store(tx, file, [...FILE_KINDS], actor.userId) : undefined;
      const row = await changeWithHistory(tx, actor, {
        history: leadSemesterDeferments,
        row: {
          leadId,
          fromSemesterId: lead.semesterId,
          toSemesterId: target.id,
          reason: input.reason,
          fileId: stored?.id ?? null,
          createdBy: actor.userId,
        },
        change: (ex) => leadsRepo.updateLead(ex, leadId, { semesterId: target.id, updatedBy: actor.userId }),
        audit: {
          action: 'deferSemester',
          entity: LEAD_ENTITY,
          entityId: leadId,
          before: { semesterId: lead.semesterId },
          after: { semesterId: target.id, reason: input.reason, fileId: stored?.id ?? null },
        },
      });
      return row.id;
    });
    const page = await deferments(leadId, { page: 1, pageSize: 100 });
    return page.items.find((r) => r.id === id)!;
  }

  async function defermentFile(leadId: number, id: number) {
    const [row] = await db
      .select({ fileId: leadSemesterDeferments.fileId })
      .from(leadSemesterDeferments)
      .where(and(eq(leadSemesterDeferments.leadId, leadId), eq(leadSemesterDeferments.id, id)));
    if (!row?.fileId) throw notFound('File');
    return files.read(row.fileId);
  }

  // ---- estimates ----
  const estimateCols = {
    id: leadEstimates.id,
    leadId: leadEstimates.leadId,
    title: leadEstimates.title,
    note: leadEstimates.note,
    totalCents: leadEstimates.totalCents,
    createdByName: nameOf(colOf(leadEstimates, leadEstimates.createdBy)),
    createdAt: leadEstimates.createdAt,
  };
  type EstimateHead = {
    id: number;
    leadId: number;
    title: string;
    note: string | null;
    totalCents: number;
    createdByName: string | null;
    createdAt: Date | string;
  };
  async function withLines(heads: EstimateHead[]): Promise<Estimate[]> {
    const lines = heads.length
      ? await db
          .select()
          .from(leadEstimateLines)
          .where(
            inArray(
              leadEstimateLines.estimateId,
              heads.map((h) => h.id),
            ),
          )
          .orderBy(asc(leadEstimateLines.position))
      : [];
    return heads.map((h) => {
      const own = lines
        .filter((l) => l.estimateId === h.id)
        .map((l) => ({
          id: l.id,
          feeId: l.feeId,
          description: l.description,
          amountCents: Number(l.amountCents),
          amount: centsToAmount(Number(l.amountCents)),
        }));
      return {
        ...h,
        totalCents: Number(h.totalCents),
        total: centsToAmount(Number(h.totalCents)),
        lineCount: own.length,
        createdAt: toIso(h.createdAt)!,
        lines: own,
      };
    });
  }

  async function estimates(leadId: number, q: { page: number; pageSize: number }): Promise<Page<Estimate>> {
    const heads = await db
      .select(estimateCols)
      .from(leadEstimates)
      .where(eq(leadEstimates.leadId, leadId))
      .orderBy(desc(leadEstimates.createdAt), desc(leadEstimates.id))
      .limit(q.pageSize)
      .offset(offsetOf(q));
    const [{ n }] = await db.select({ n: count }).from(leadEstimates).where(eq(leadEstimates.leadId, leadId));
    return toPage(q, { items: await withLines(heads), total: Number(n) });
  }

  async function estimateById(leadId: number, id: number): Promise<Estimate> {
    const heads = await db
      .select(estimateCols)
      .from(leadEstimates)
      .where(and(eq(leadEstimates.leadId, leadId), eq(leadEstimates.id, id)));
    if (!heads.length) throw notFound('Estimate');
    return (await withLines(heads))[0];
  }

  async function addEstimate(actor: Actor, leadId: number, input: EstimateInput): Promise<Estimate> {
    const id = await db.transaction(async (tx) => {
      await openLead(tx, leadId);
      const feeIds = [...new Set(input.lines.map((l) => l.feeId).filter((x): x is number => x != null))];
      if (feeIds.length) {
        const found = await tx
          .select({ id: refRows.id })
          .from(refRows)
          .where(
            and(
              inArray(refRows.id, feeIds),
              sql`${refRows.tableKey} like ${`${ESTIMATE_FEE_TABLE_PREFIX}%`}`,
              sql`${refRows.tableKey} <> 'fee-head'`,
            ),
          );
        const ok = new Set(found.map((f) => f.id));
        const fields: Record<string, string> = {};
        input.lines.forEach((l, i) => {
          if (l.feeId != null && !ok.has(l.feeId)) fields[`lines.${i}.feeId`] = 'Choose a fee from the list';
        });
        if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
      }
      const cents = input.lines.map((l) => toCents(l.amount));
      const totalCents = cents.reduce((s, c) => s + c, 0);
      const [head] = await tx
        .insert(leadEstimates)
        .values({ leadId, title: input.title, note: input.note ?? null, totalCents, createdBy: actor.userId })
        .returning();
      await tx.insert(leadEstimateLines).values(
        input.lines.map((l, i) => ({
          estimateId: head.id,
          position: i + 1,
          feeId: l.feeId ?? null,
          description: l.description,
          amountCents: cents[i],
        })),
      );
      await audit(tx, actor, {
        action: 'create',
        entity: ESTIMATE_ENTITY,
        entityId: head.id,
        after: { leadId, title: input.title, total: centsToAmount(totalCents), lines: input.lines },
      });
      return head.id;
    });
    return estimateById(leadId, id);
  }

  return {
    closedLeads,
    vacations,
    addVacation,
    deleteVacation,
    semesterOptions,
    deferments,
    defer,
    defermentFile,
    estimates,
    estimateById,
    addEstimate,
  };
}
export type LeadAdminService = ReturnType<typeof createLeadAdminService>;
