import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { files } from '../../kit/tables.js';
import { leadApplicationSteps, leadApplications } from './lead-application.schema.js';

const nameOf = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

export type StepRow = { step: string; data: unknown; savedAt: Date | string; savedByName: string | null };

export async function steps(ex: Executor, leadId: number): Promise<StepRow[]> {
  return ex
    .select({
      step: leadApplicationSteps.step,
      data: leadApplicationSteps.data,
      savedAt: leadApplicationSteps.savedAt,
      savedByName: nameOf,
    })
    .from(leadApplicationSteps)
    .leftJoin(users, eq(users.id, leadApplicationSteps.savedBy))
    .where(eq(leadApplicationSteps.leadId, leadId));
}

export async function step(ex: Executor, leadId: number, key: string): Promise<StepRow | undefined> {
  const [row] = await ex
    .select({
      step: leadApplicationSteps.step,
      data: leadApplicationSteps.data,
      savedAt: leadApplicationSteps.savedAt,
      savedByName: nameOf,
    })
    .from(leadApplicationSteps)
    .leftJoin(users, eq(users.id, leadApplicationSteps.savedBy))
    .where(and(eq(leadApplicationSteps.leadId, leadId), eq(leadApplicationSteps.step, key)));
  return row;
}

export async function saveStep(ex: Executor, leadId: number, key: string, data: unknown, savedBy: number) {
  await ex
    .insert(leadApplicationSteps)
    .values({ leadId, step: key, data, savedBy })
    .onConflictDoUpdate({
      target: [leadApplicationSteps.leadId, leadApplicationSteps.step],
      set: { data, savedBy, savedAt: sql`now()` },
    });
}

/** The application row with the names of who accepted the terms and who submitted; locks it with `forUpdate`. */
export async function application(ex: Executor, leadId: number) {
  const [row] = await ex
    .select({
      leadId: leadApplications.leadId,
      termsVersion: leadApplications.termsVersion,
      termsAcceptedAt: leadApplications.termsAcceptedAt,
      termsAcceptedByName: sql<
        string | null
      >`(select first_name || ' ' || last_name from users where id = ${leadApplications.termsAcceptedBy})`,
      submittedAt: leadApplications.submittedAt,
      submittedByName: sql<
        string | null
      >`(select first_name || ' ' || last_name from users where id = ${leadApplications.submittedBy})`,
    })
    .from(leadApplications)
    .where(eq(leadApplications.leadId, leadId));
  return row;
}

/** Takes the application row (created if needed) under a row lock, so a save and a submit cannot interleave. */
export async function lockApplication(ex: Executor, leadId: number) {
  await ex.insert(leadApplications).values({ leadId }).onConflictDoNothing();
  const [row] = await ex.select().from(leadApplications).where(eq(leadApplications.leadId, leadId)).for('update');
  return row;
}

export async function updateApplication(
  ex: Executor,
  leadId: number,
  v: Partial<typeof leadApplications.$inferInsert>,
) {
  await ex.update(leadApplications).set(v).where(eq(leadApplications.leadId, leadId));
}

export async function fileNames(ex: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await ex
    .select({ id: files.id, filename: files.filename })
    .from(files)
    .where(sql`${files.id} in ${ids}`);
  return new Map(rows.map((r) => [r.id, r.filename]));
}
