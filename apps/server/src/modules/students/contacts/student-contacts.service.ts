import {
  MAX_STUDENT_CONTACTS,
  studentContactInput,
  type StudentContact,
  type StudentContactInput,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound, ruleRefused } from '../../../platform/errors.js';
import * as repo from './student-contacts.repo.js';

const ENTITY = 'studentContact';

/** Dropdown values must be rows of their control table, active unless the record already holds them. */
export async function checkPlaceRefs(
  ex: Executor,
  v: { stateId?: number | null; countryId?: number | null },
  held?: { stateId: number | null; countryId: number | null },
) {
  const fields: Record<string, string> = {};
  for (const [field, table] of [
    ['stateId', 'state'],
    ['countryId', 'country'],
  ] as const) {
    const id = v[field];
    if (id == null) continue;
    const row = await repo.refOf(ex, table, id);
    if (!row || (!row.active && held?.[field] !== id)) fields[field] = 'Choose a value from the list';
  }
  if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
}

const contactOut = (r: repo.ContactListed): StudentContact => {
  const { createdBy: _c, updatedBy: _u, ...c } = r.c;
  return {
    ...c,
    stateLabel: r.stateLabel ?? null,
    countryLabel: r.countryLabel ?? null,
    updatedByName: r.updatedByName ?? null,
  };
};

const values = (v: StudentContactInput) => ({
  name: v.name,
  relation: v.relation,
  email: v.email,
  phone: v.phone,
  alternatePhone: v.alternatePhone ?? null,
  address1: v.address1 ?? null,
  address2: v.address2 ?? null,
  city: v.city ?? null,
  stateId: v.stateId ?? null,
  countryId: v.countryId ?? null,
  zip: v.zip ?? null,
  isBillingContact: v.isBillingContact,
});

/**
 * The student's contacts (parents-details). The student's own side may change them too (a
 * self-service tab). One billing contact at most: making a contact the billing contact takes the flag
 * from the one that had it, in the same transaction, with an audit row for each.
 */
export function createStudentContactsService({ db }: { db: Db }) {
  async function one(studentId: number, id: number) {
    const r = await repo.findContact(db, studentId, id);
    if (!r) throw notFound('Contact');
    return contactOut(r);
  }

  /** Takes the billing flag from whoever holds it (other than `self`). */
  async function releaseBilling(tx: Executor, actor: Actor, studentId: number, self?: number) {
    const holder = await repo.billingContactRow(tx, studentId, self);
    if (!holder) return;
    await repo.updateContact(tx, holder.id, { isBillingContact: false, updatedBy: actor.userId });
    await audit(tx, actor, {
      action: 'unsetBillingContact',
      entity: ENTITY,
      entityId: holder.id,
      before: { studentId, isBillingContact: true },
      after: { studentId, isBillingContact: false },
    });
  }

  return {
    async list(studentId: number) {
      return { items: (await repo.listContacts(db, studentId)).map(contactOut) };
    },

    get: one,

    async create(actor: Actor, studentId: number, input: StudentContactInput): Promise<StudentContact> {
      const v = studentContactInput.parse(input);
      const id = await db.transaction(async (tx) => {
        await repo.lockStudent(tx, studentId);
        if ((await repo.countContacts(tx, studentId)) >= MAX_STUDENT_CONTACTS)
          throw ruleRefused(`A student may have at most ${MAX_STUDENT_CONTACTS} contacts`);
        await checkPlaceRefs(tx, v);
        if (v.isBillingContact) await releaseBilling(tx, actor, studentId);
        const row = await repo.insertContact(tx, {
          ...values(v),
          studentId,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'create', entity: ENTITY, entityId: row.id, after: row });
        return row.id;
      });
      return one(studentId, id);
    },

    async update(actor: Actor, studentId: number, id: number, input: StudentContactInput): Promise<StudentContact> {
      const v = studentContactInput.parse(input);
      await db.transaction(async (tx) => {
        await repo.lockStudent(tx, studentId);
        const before = await repo.findContactRow(tx, studentId, id);
        if (!before) throw notFound('Contact');
        await checkPlaceRefs(tx, v, before);
        if (v.isBillingContact && !before.isBillingContact) await releaseBilling(tx, actor, studentId, id);
        const after = await repo.updateContact(tx, id, { ...values(v), updatedBy: actor.userId });
        await audit(tx, actor, { action: 'update', entity: ENTITY, entityId: id, before, after });
      });
      return one(studentId, id);
    },

    async remove(actor: Actor, studentId: number, id: number) {
      await db.transaction(async (tx) => {
        await repo.lockStudent(tx, studentId);
        const before = await repo.findContactRow(tx, studentId, id);
        if (!before) throw notFound('Contact');
        await repo.deleteContact(tx, id);
        await audit(tx, actor, { action: 'delete', entity: ENTITY, entityId: id, before });
      });
    },
  };
}
export type StudentContactsService = ReturnType<typeof createStudentContactsService>;
