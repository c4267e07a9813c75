import {
  MAX_EDUCATION_ENTRIES,
  billingInfoInput,
  educationInput,
  type BillingInfo,
  type BillingInfoInput,
  type BillingInfoView,
  type EducationEntry,
  type EducationInput,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { notFound, ruleRefused } from '../../../platform/errors.js';
import { studentContactsRepo as repo } from '../../students/index.js';
import { checkPlaceRefs } from '../../students/index.js';

/** An education row as the API shows it: a student's or a lead's (both tables have educationColumns). */
export const educationOut = (r: {
  e: Pick<repo.EducationRow, 'id' | 'institution' | 'degree' | 'field' | 'fromYear' | 'toYear' | 'gpa' | 'updatedAt'>;
  updatedByName: string | null;
}): EducationEntry => ({
  id: r.e.id,
  institution: r.e.institution,
  degree: r.e.degree,
  field: r.e.field,
  fromYear: r.e.fromYear,
  toYear: r.e.toYear,
  gpa: r.e.gpa,
  updatedAt: r.e.updatedAt,
  updatedByName: r.updatedByName ?? null,
});
/** The columns an education entry's input writes. */
export const educationValues = (v: EducationInput) => ({
  institution: v.institution,
  degree: v.degree,
  field: v.field ?? null,
  fromYear: v.fromYear,
  toYear: v.toYear ?? null,
  gpa: v.gpa ?? null,
});

type BillingRow = NonNullable<Awaited<ReturnType<typeof repo.findBilling>>>;
/** Saved billing information as the API shows it: a student's or a lead's (both tables have the billing columns). */
export const billingOut = (
  b: Pick<BillingRow, 'stateLabel' | 'countryLabel' | 'updatedByName'> & {
    b: Omit<BillingRow['b'], 'studentId'>;
  },
): BillingInfo => ({
  payer: b.b.payer as BillingInfoInput['payer'],
  sponsorName: b.b.sponsorName,
  address1: b.b.address1,
  address2: b.b.address2,
  city: b.b.city,
  stateId: b.b.stateId,
  stateLabel: b.stateLabel ?? null,
  countryId: b.b.countryId,
  countryLabel: b.countryLabel ?? null,
  zip: b.b.zip,
  updatedAt: b.b.updatedAt,
  updatedByName: b.updatedByName ?? null,
});
/** The billing contact: the parent or contact who receives the bills. */
export const contactOut = (c: { id: number; name: string; relation: string; email: string; phone: string }) => ({
  id: c.id,
  name: c.name,
  relation: c.relation,
  email: c.email,
  phone: c.phone,
});

/** The billing-educational tab (staff): who pays and where the bills go; the schools attended before. */
export function createBillingEducationalService({ db }: { db: Db }) {
  async function billing(studentId: number): Promise<BillingInfoView> {
    const [b, contacts] = await Promise.all([repo.findBilling(db, studentId), repo.listContacts(db, studentId)]);
    const holder = contacts.find((c) => c.c.isBillingContact)?.c;
    return {
      billing: b ? billingOut(b) : null,
      billingContact: holder ? contactOut(holder) : null,
    };
  }

  async function education(studentId: number, id: number) {
    const r = await repo.findEducation(db, studentId, id);
    if (!r) throw notFound('Educational information');
    return educationOut(r);
  }

  return {
    billing,

    async saveBilling(actor: Actor, studentId: number, input: BillingInfoInput) {
      const v = billingInfoInput.parse(input);
      await db.transaction(async (tx) => {
        const before = await repo.findBillingRow(tx, studentId);
        await checkPlaceRefs(tx, v, before);
        const after = await repo.upsertBilling(tx, {
          studentId,
          payer: v.payer,
          sponsorName: v.payer === 'Sponsor' || v.payer === 'Loan' ? (v.sponsorName ?? null) : null,
          address1: v.address1,
          address2: v.address2 ?? null,
          city: v.city,
          stateId: v.stateId ?? null,
          countryId: v.countryId,
          zip: v.zip,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, {
          action: before ? 'update' : 'create',
          entity: 'studentBilling',
          entityId: studentId,
          before: before ?? null,
          after,
        });
      });
      return billing(studentId);
    },

    async educationList(studentId: number) {
      return { items: (await repo.listEducation(db, studentId)).map(educationOut) };
    },

    async addEducation(actor: Actor, studentId: number, input: EducationInput) {
      const v = educationInput.parse(input);
      const id = await db.transaction(async (tx) => {
        await repo.lockStudent(tx, studentId);
        if ((await repo.countEducation(tx, studentId)) >= MAX_EDUCATION_ENTRIES)
          throw ruleRefused(`A student may have at most ${MAX_EDUCATION_ENTRIES} educational entries`);
        const row = await repo.insertEducation(tx, {
          ...educationValues(v),
          studentId,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'create', entity: 'studentEducation', entityId: row.id, after: row });
        return row.id;
      });
      return education(studentId, id);
    },

    async updateEducation(actor: Actor, studentId: number, id: number, input: EducationInput) {
      const v = educationInput.parse(input);
      await db.transaction(async (tx) => {
        const before = await repo.findEducationRow(tx, studentId, id);
        if (!before) throw notFound('Educational information');
        const after = await repo.updateEducation(tx, id, { ...educationValues(v), updatedBy: actor.userId });
        await audit(tx, actor, { action: 'update', entity: 'studentEducation', entityId: id, before, after });
      });
      return education(studentId, id);
    },

    async deleteEducation(actor: Actor, studentId: number, id: number) {
      await db.transaction(async (tx) => {
        const before = await repo.findEducationRow(tx, studentId, id);
        if (!before) throw notFound('Educational information');
        await repo.deleteEducation(tx, id);
        await audit(tx, actor, { action: 'delete', entity: 'studentEducation', entityId: id, before });
      });
    },
  };
}
export type BillingEducationalService = ReturnType<typeof createBillingEducationalService>;
