import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { AlertListQuery, AlertRunQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { countRows, likeTerm, offsetOf, orderBy, totalOver, withTotal } from '../../../platform/paging.js';
import { accessGroups } from '../../access/tables.js';
import { loginFailures, users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { outbox } from '../../../platform/db/tables.js';
import { alertRules, alertRuns } from './alerts.schema.js';

export type AlertRuleRow = typeof alertRules.$inferSelect;
export type AlertRunRow = typeof alertRuns.$inferSelect;
export const EMAIL_TEMPLATE_TABLE = 'email-template';

const updater = sql<
  string | null
>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${alertRules.updatedBy})`;
const ruleColumns = { rule: alertRules, templateName: refRows.label, updatedByName: updater };
const ruleSort = {
  name: alertRules.name,
  frequency: alertRules.frequency,
  nextRunAt: alertRules.nextRunAt,
  lastRunAt: alertRules.lastRunAt,
  createdAt: alertRules.createdAt,
};
const templateJoin = and(eq(refRows.id, alertRules.templateId), eq(refRows.tableKey, EMAIL_TEMPLATE_TABLE));

// ---- rules ----
export async function listRules(ex: Executor, q: AlertListQuery) {
  const w = and(
    q.q ? ilike(alertRules.name, likeTerm(q.q)) : undefined,
    q.kind ? eq(alertRules.kind, q.kind) : undefined,
    q.frequency ? eq(alertRules.frequency, q.frequency) : undefined,
    q.active ? eq(alertRules.active, q.active === 'true') : undefined,
  );
  const rows = await ex
    .select({ ...ruleColumns, total: totalOver() })
    .from(alertRules)
    .leftJoin(refRows, templateJoin)
    .where(w)
    .orderBy(orderBy(q.sort, ruleSort, asc(alertRules.name)), asc(alertRules.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return withTotal(rows, () => countRows(ex, alertRules, w));
}
export const findListedRule = async (ex: Executor, id: number) =>
  (await ex.select(ruleColumns).from(alertRules).leftJoin(refRows, templateJoin).where(eq(alertRules.id, id)))[0];
export const findRule = async (ex: Executor, id: number) =>
  (await ex.select().from(alertRules).where(eq(alertRules.id, id)))[0];
export const findRuleByName = async (ex: Executor, name: string) =>
  (
    await ex
      .select({ id: alertRules.id })
      .from(alertRules)
      .where(sql`lower(${alertRules.name}) = lower(${name})`)
  )[0];
export const insertRule = async (ex: Executor, v: typeof alertRules.$inferInsert) =>
  (await ex.insert(alertRules).values(v).returning())[0];
export const updateRule = async (ex: Executor, id: number, v: Partial<typeof alertRules.$inferInsert>) =>
  (
    await ex
      .update(alertRules)
      .set({ ...v, updatedAt: sql`now()` })
      .where(eq(alertRules.id, id))
      .returning()
  )[0];
export const deleteRule = (ex: Executor, id: number) => ex.delete(alertRules).where(eq(alertRules.id, id));
export const onDemandRules = (ex: Executor) =>
  ex.select().from(alertRules).where(eq(alertRules.kind, 'onDemand')).orderBy(asc(alertRules.name));

/** Active scheduled rules whose time has come. */
export const dueRules = (ex: Executor, now: string, limit = 50) =>
  ex
    .select()
    .from(alertRules)
    .where(
      and(
        eq(alertRules.active, true),
        eq(alertRules.kind, 'scheduled'),
        isNotNull(alertRules.nextRunAt),
        lte(alertRules.nextRunAt, now),
      ),
    )
    .orderBy(asc(alertRules.nextRunAt), asc(alertRules.id))
    .limit(limit);

/**
 * Takes a due rule for this run: moves its next run on, only if it is still due and active. Under
 * concurrency one caller gets the row back; the other finds it no longer due (re-checked under the row lock).
 */
export const claimRule = async (ex: Executor, id: number, now: string, next: string) =>
  (
    await ex
      .update(alertRules)
      .set({ nextRunAt: next, lastRunAt: now })
      .where(
        and(
          eq(alertRules.id, id),
          eq(alertRules.active, true),
          eq(alertRules.kind, 'scheduled'),
          lte(alertRules.nextRunAt, now),
        ),
      )
      .returning({ id: alertRules.id })
  )[0];

// ---- references a rule holds ----
export const findTemplate = async (ex: Executor, id: number) =>
  (
    await ex
      .select({ id: refRows.id, label: refRows.label, data: refRows.data, active: refRows.active })
      .from(refRows)
      .where(and(eq(refRows.id, id), eq(refRows.tableKey, EMAIL_TEMPLATE_TABLE)))
  )[0];
export const usersByIds = (ex: Executor, ids: number[]) =>
  ids.length
    ? ex
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          active: users.active,
        })
        .from(users)
        .where(inArray(users.id, ids))
    : Promise.resolve([]);

// ---- runs ----
const runColumns = {
  id: alertRuns.id,
  alertId: alertRuns.alertId,
  trigger: alertRuns.trigger,
  title: alertRuns.title,
  startedAt: alertRuns.startedAt,
  finishedAt: alertRuns.finishedAt,
  status: alertRuns.status,
  recipientCount: alertRuns.recipientCount,
  itemCount: alertRuns.itemCount,
  summary: alertRuns.summary,
  triggeredBy: alertRuns.triggeredBy,
  triggeredByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
};

export const insertRun = async (ex: Executor, v: typeof alertRuns.$inferInsert) =>
  (await ex.insert(alertRuns).values(v).returning({ id: alertRuns.id }))[0];
export const findRun = async (ex: Executor, id: number) =>
  (
    await ex
      .select(runColumns)
      .from(alertRuns)
      .leftJoin(users, eq(users.id, alertRuns.triggeredBy))
      .where(eq(alertRuns.id, id))
  )[0];
export type ListedRun = NonNullable<Awaited<ReturnType<typeof findRun>>>;

export async function listRuns(ex: Executor, q: AlertRunQuery) {
  const w = and(
    q.alertId ? eq(alertRuns.alertId, q.alertId) : undefined,
    q.trigger ? eq(alertRuns.trigger, q.trigger) : undefined,
    q.status ? eq(alertRuns.status, q.status) : undefined,
    q.q ? ilike(alertRuns.title, likeTerm(q.q)) : undefined,
  );
  const rows = await ex
    .select({ ...runColumns, total: totalOver() })
    .from(alertRuns)
    .leftJoin(users, eq(users.id, alertRuns.triggeredBy))
    .where(w)
    .orderBy(desc(alertRuns.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return withTotal(rows, () => countRows(ex, alertRuns, w));
}

/** The latest run of each of these rules. */
export const lastRunsOfRules = (ex: Executor, ids: number[]) =>
  ids.length
    ? ex
        .selectDistinctOn([alertRuns.alertId], {
          alertId: alertRuns.alertId,
          id: alertRuns.id,
          status: alertRuns.status,
          summary: alertRuns.summary,
          finishedAt: alertRuns.finishedAt,
        })
        .from(alertRuns)
        .where(inArray(alertRuns.alertId, ids))
        .orderBy(alertRuns.alertId, desc(alertRuns.id))
    : Promise.resolve([]);
/** The latest run of each of these triggers. */
export const lastRunsOfTriggers = async (ex: Executor, names: string[]) =>
  names.length
    ? ex
        .selectDistinctOn([alertRuns.trigger], runColumns)
        .from(alertRuns)
        .leftJoin(users, eq(users.id, alertRuns.triggeredBy))
        .where(inArray(alertRuns.trigger, names))
        .orderBy(alertRuns.trigger, desc(alertRuns.id))
    : [];

// ---- content sources ----
export async function failedMailSince(ex: Executor, since: string, limit: number) {
  const w = and(eq(outbox.status, 'failed'), gt(outbox.createdAt, since));
  const rows = await ex
    .select({ to: outbox.to, subject: outbox.subject, lastError: outbox.lastError })
    .from(outbox)
    .where(w)
    .orderBy(asc(outbox.id))
    .limit(limit);
  return { rows, count: await countRows(ex, outbox, w) };
}

export async function newUsersSince(ex: Executor, since: string, limit: number) {
  const w = gt(users.createdAt, since);
  const rows = await ex
    .select({
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
    })
    .from(users)
    .where(w)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
  return { rows, count: await countRows(ex, users, w) };
}

/** Failed sign-ins per account (the throttle's rows: 'user:<id>' for a known account, 'login:<name>' else). */
export async function signInFailuresSince(ex: Executor, since: string, limit: number) {
  const account = sql<string>`coalesce(${users.username}, substr(${loginFailures.key}, 7))`;
  return ex
    .select({ account, attempts: sql<number>`count(*)::int`.mapWith(Number) })
    .from(loginFailures)
    .leftJoin(users, sql`${loginFailures.key} = 'user:' || ${users.id}`)
    .where(
      and(
        sql`(${loginFailures.key} like 'user:%' or ${loginFailures.key} like 'login:%')`,
        gt(loginFailures.at, since),
      ),
    )
    .groupBy(account)
    .orderBy(desc(sql`count(*)`), asc(account))
    .limit(limit);
}

// ---- transfers ----
export const activeAccounts = (ex: Executor) =>
  ex
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userType: users.userType,
      groupName: accessGroups.name,
    })
    .from(users)
    .leftJoin(accessGroups, eq(accessGroups.id, users.groupId))
    .where(eq(users.active, true))
    .orderBy(asc(users.id));
