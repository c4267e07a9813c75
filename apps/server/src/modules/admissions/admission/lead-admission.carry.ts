import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { studentAdmissionAcceptances, studentAdmissionForms } from '../../students/tables.js';
import { studentBilling, studentContacts, studentEducation } from '../../students/tables.js';
import { leadBilling, leadBillingContacts } from './lead-admission.schema.js';
import * as repo from './lead-admission.repo.js';

/**
 * Part of the migration to a student (commands/lead-to-student.ts, inside its transaction): the lead's
 * admission forms and acceptances, billing information, billing contact and educational background
 * become the new student's, with who saved them and when.
 */
export async function carryAdmissionToStudent(tx: Executor, leadId: number, studentId: number, userId: number) {
  const [forms, acceptances, [billing], [contact], education] = await Promise.all([
    repo.allForms(tx, leadId),
    repo.allAcceptances(tx, leadId),
    tx.select().from(leadBilling).where(eq(leadBilling.leadId, leadId)),
    tx.select().from(leadBillingContacts).where(eq(leadBillingContacts.leadId, leadId)),
    repo.allEducation(tx, leadId),
  ]);
  if (forms.length) {
    await tx
      .insert(studentAdmissionForms)
      .values(forms.map((f) => ({ studentId, form: f.form, data: f.data, savedBy: f.savedBy, savedAt: f.savedAt })));
  }
  if (acceptances.length) {
    await tx
      .insert(studentAdmissionAcceptances)
      .values(
        acceptances.map((a) => ({ studentId, kind: a.kind, acceptedBy: a.acceptedBy, acceptedAt: a.acceptedAt })),
      );
  }
  if (billing) {
    const { leadId: _l, ...b } = billing;
    await tx.insert(studentBilling).values({ ...b, studentId });
  }
  if (contact) {
    const { id: _i, leadId: _l, ...c } = contact;
    await tx.insert(studentContacts).values({ ...c, studentId, isBillingContact: true, updatedBy: userId });
  }
  if (education.length) {
    await tx.insert(studentEducation).values(education.map(({ id: _i, leadId: _l, ...e }) => ({ ...e, studentId })));
  }
  return {
    admissionForms: forms.length,
    acceptances: acceptances.length,
    billing: billing ? 1 : 0,
    billingContact: contact ? 1 : 0,
    education: education.length,
  };
}
