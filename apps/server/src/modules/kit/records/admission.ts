import { and, eq, sql } from 'drizzle-orm';
import { pgTable, type PgColumn } from 'drizzle-orm/pg-core';
import {
  ADMISSION_ACCEPTANCES,
  ADMISSION_ACCEPTANCE_KEYS,
  ADMISSION_FORMS,
  ADMISSION_FORM_KEYS,
  type AdmissionAcceptanceKey,
  type AdmissionFormKey,
  type AdmissionFormsView,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { users } from '../../access/tables.js';
import { acceptanceColumns, admissionFormColumns } from './record.schema.js';

// the shapes every owner's forms and acceptances tables have (its key column besides)
const _formsShape = <N extends string>(name: N) => pgTable(name, admissionFormColumns());
const _acceptancesShape = <N extends string>(name: N) => pgTable(name, acceptanceColumns());
type FormsTable = ReturnType<typeof _formsShape<string>>;
type AcceptancesTable = ReturnType<typeof _acceptancesShape<string>>;

type Data = Record<string, unknown>;
/** How an owner audits a saved form: its action and values, from the answers before (null: none) and after. */
type FormAudit = (before: Data | null, after: Data) => { action: string; before: unknown; after: unknown };

/**
 * The record kit's admission forms (student, lead): the seven forms, each saved on its own with who and
 * when, and the three acceptances. The owner comes in as its two tables with their key columns, the name
 * of its key in a row (`studentId`, `leadId`) and its audit entity; it keeps its own gate (the student's
 * email verification, the lead being open) and how a form's save is audited.
 */
export function createAdmissionKit(owner: {
  forms: FormsTable;
  formsOwner: PgColumn;
  acceptances: AcceptancesTable;
  acceptancesOwner: PgColumn;
  ownerKey: string;
  entity: string;
}) {
  const { forms: f, acceptances: a } = owner;

  const listForms = (ex: Executor, ownerId: number) =>
    ex
      .select({ f, savedByName: nameOf(users) })
      .from(f)
      .leftJoin(users, eq(users.id, f.savedBy))
      .where(eq(owner.formsOwner, ownerId));
  const listAcceptances = (ex: Executor, ownerId: number) =>
    ex
      .select({ a, savedByName: nameOf(users) })
      .from(a)
      .leftJoin(users, eq(users.id, a.acceptedBy))
      .where(eq(owner.acceptancesOwner, ownerId));
  const formEntry = (r: Awaited<ReturnType<typeof listForms>>[number] | undefined, withData: boolean) => ({
    saved: !!r,
    savedAt: r?.f.savedAt ?? null,
    savedByName: r?.savedByName ?? null,
    data: withData && r ? r.f.data : null,
  });
  const acceptanceEntry = (r: Awaited<ReturnType<typeof listAcceptances>>[number] | undefined) => ({
    accepted: !!r,
    savedAt: r?.a.acceptedAt ?? null,
    savedByName: r?.savedByName ?? null,
  });

  return {
    /** Every form's saved state (its answers when `withData`) and every acceptance. */
    async view(ex: Executor, ownerId: number, withData: boolean) {
      const [forms, acceptances] = await Promise.all([listForms(ex, ownerId), listAcceptances(ex, ownerId)]);
      const formOf = new Map(forms.map((r) => [r.f.form, r]));
      const acceptanceOf = new Map(acceptances.map((r) => [r.a.kind, r]));
      return {
        forms: Object.fromEntries(
          ADMISSION_FORM_KEYS.map((k) => [k, formEntry(formOf.get(k), withData)]),
        ) as AdmissionFormsView['forms'],
        acceptances: Object.fromEntries(
          ADMISSION_ACCEPTANCE_KEYS.map((k) => [k, acceptanceEntry(acceptanceOf.get(k))]),
        ) as AdmissionFormsView['acceptances'],
      };
    },

    /**
     * Saves one form's answers (parsed by the form's schema; `check` refuses dropdown values off their
     * lists) and audits it as the owner says, in one transaction; answers the form's saved state.
     */
    async saveForm(
      db: Db,
      actor: Actor,
      ownerId: number,
      form: AdmissionFormKey,
      input: unknown,
      own: {
        check: (tx: Executor, form: AdmissionFormKey, data: Data, held?: Data) => Promise<void>;
        audit: FormAudit;
      },
    ) {
      const data = ADMISSION_FORMS[form].schema.parse(input) as Data;
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(f)
          .where(and(eq(owner.formsOwner, ownerId), eq(f.form, form)))
          .for('update');
        await own.check(tx, form, data, before?.data);
        await tx
          .insert(f)
          .values({ [owner.ownerKey]: ownerId, form, data, savedBy: actor.userId } as FormsTable['$inferInsert'])
          .onConflictDoUpdate({
            target: [owner.formsOwner, f.form],
            set: { data, savedBy: actor.userId, savedAt: sql`now()` },
          });
        await audit(tx, actor, { entity: owner.entity, entityId: ownerId, ...own.audit(before?.data ?? null, data) });
      });
      return formEntry(
        (await listForms(db, ownerId)).find((r) => r.f.form === form),
        true,
      );
    },

    /** Records an acceptance (again: who and when change) with the text accepted, audited as `action`. */
    async accept(db: Db, actor: Actor, ownerId: number, kind: AdmissionAcceptanceKey, action: string) {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(a)
          .where(and(eq(owner.acceptancesOwner, ownerId), eq(a.kind, kind)));
        const [after] = await tx
          .insert(a)
          .values({ [owner.ownerKey]: ownerId, kind, acceptedBy: actor.userId } as AcceptancesTable['$inferInsert'])
          .onConflictDoUpdate({
            target: [owner.acceptancesOwner, a.kind],
            set: { acceptedBy: actor.userId, acceptedAt: sql`now()` },
          })
          .returning();
        await audit(tx, actor, {
          action,
          entity: owner.entity,
          entityId: ownerId,
          before: before ?? null,
          after: { ...after, text: ADMISSION_ACCEPTANCES[kind].text },
        });
      });
      return acceptanceEntry((await listAcceptances(db, ownerId)).find((x) => x.a.kind === kind));
    },
  };
}
