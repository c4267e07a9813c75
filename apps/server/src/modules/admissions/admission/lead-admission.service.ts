import {
  LEAD_MESSAGES,
  LEAD_RECORD_MESSAGES,
  MAX_EDUCATION_ENTRIES,
  billingInfoInput,
  educationInput,
  leadBillingContactInput,
  type AdmissionAcceptanceKey,
  type AdmissionFormKey,
  type BillingInfoInput,
  type EducationInput,
  type LeadAdmissionFormsView,
  type LeadBillingView,
  type StudentContactInput,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { notFound, ruleRefused } from '../../../platform/errors.js';
import type { LeadView } from '../leads/leads.gate.js';
import { checkRefs } from '../../students/index.js';
import { checkPlaceRefs } from '../../students/index.js';
import { billingOut, contactOut, educationOut, educationValues } from '../../finance/index.js';
import * as repo from './lead-admission.repo.js';

export { LEAD_ADMISSION_ENTITY } from './lead-admission.repo.js';
export const LEAD_BILLING_ENTITY = 'leadBilling';
export const LEAD_EDUCATION_ENTITY = 'leadEducation';

/** A lead's admission data changes while the lead is open and not yet a student (then the student's record holds it). */
export const lockedOf = (view: LeadView) => view.header.l.studentId != null;
export function requireWritable(view: LeadView) {
  if (view.header.l.closedAt) throw ruleRefused(LEAD_MESSAGES.closed);
  if (lockedOf(view)) throw ruleRefused(LEAD_RECORD_MESSAGES.migrated);
}

/**
 * The lead's Admission Forms tab: the student's seven forms and three acceptances (staff fill them for the
 * applicant, so there is no emailed code), the billing information, the billing contact and the
 * educational background (billingContactInfoEducational). Every write is audited with the lead's id.
 */
export function createLeadAdmissionService({ db }: { db: Db }) {
  async function view(v: LeadView): Promise<LeadAdmissionFormsView> {
    return { ...(await repo.admission.view(db, v.leadId, true)), locked: lockedOf(v) };
  }

  async function billing(v: LeadView): Promise<LeadBillingView> {
    const [b, c] = await Promise.all([repo.findBilling(db, v.leadId), repo.findContact(db, v.leadId)]);
    return {
      billing: b ? billingOut(b) : null,
      billingContact: c ? contactOut(c.c) : null,
      contact: c
        ? {
            id: c.c.id,
            leadId: c.c.leadId,
            name: c.c.name,
            relation: c.c.relation,
            email: c.c.email,
            phone: c.c.phone,
            alternatePhone: c.c.alternatePhone,
            address1: c.c.address1,
            address2: c.c.address2,
            city: c.c.city,
            stateId: c.c.stateId,
            stateLabel: c.stateLabel ?? null,
            countryId: c.c.countryId,
            countryLabel: c.countryLabel ?? null,
            zip: c.c.zip,
            updatedAt: c.c.updatedAt,
            updatedByName: c.updatedByName ?? null,
          }
        : null,
      locked: lockedOf(v),
    };
  }

  async function education(leadId: number, id: number) {
    const r = await repo.findEducation(db, leadId, id);
    if (!r) throw notFound('Educational information');
    return educationOut(r);
  }

  return {
    view,

    async saveForm(actor: Actor, v: LeadView, form: AdmissionFormKey, input: unknown) {
      requireWritable(v);
      const { leadId } = v;
      return repo.admission.saveForm(db, actor, leadId, form, input, {
        check: checkRefs,
        audit: (before, after) => ({
          action: 'saveForm',
          before: before ? { leadId, form, ...before } : null,
          after: { leadId, form, ...after },
        }),
      });
    },

    async accept(actor: Actor, v: LeadView, kind: AdmissionAcceptanceKey) {
      requireWritable(v);
      return repo.admission.accept(db, actor, v.leadId, kind, 'accept');
    },

    billing,

    async saveBilling(actor: Actor, v: LeadView, input: BillingInfoInput) {
      requireWritable(v);
      const b = billingInfoInput.parse(input);
      await db.transaction(async (tx) => {
        const before = await repo.findBillingRow(tx, v.leadId);
        await checkPlaceRefs(tx, b, before);
        const after = await repo.upsertBilling(tx, {
          leadId: v.leadId,
          payer: b.payer,
          sponsorName: b.payer === 'Sponsor' || b.payer === 'Loan' ? (b.sponsorName ?? null) : null,
          address1: b.address1,
          address2: b.address2 ?? null,
          city: b.city,
          stateId: b.stateId ?? null,
          countryId: b.countryId,
          zip: b.zip,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, {
          action: before ? 'update' : 'create',
          entity: LEAD_BILLING_ENTITY,
          entityId: v.leadId,
          before: before ?? null,
          after,
        });
      });
      return billing(v);
    },

    /** Adds or replaces the lead's one billing contact (its address must be complete: it receives the invoices). */
    async saveContact(actor: Actor, v: LeadView, input: StudentContactInput) {
      requireWritable(v);
      const c = leadBillingContactInput.parse(input);
      await db.transaction(async (tx) => {
        await repo.lockLead(tx, v.leadId);
        const before = await repo.findContactRow(tx, v.leadId);
        await checkPlaceRefs(tx, c, before);
        const after = await repo.upsertContact(tx, {
          leadId: v.leadId,
          name: c.name,
          relation: c.relation,
          email: c.email,
          phone: c.phone,
          alternatePhone: c.alternatePhone ?? null,
          address1: c.address1 ?? null,
          address2: c.address2 ?? null,
          city: c.city ?? null,
          stateId: c.stateId ?? null,
          countryId: c.countryId ?? null,
          zip: c.zip ?? null,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, {
          action: before ? 'updateContact' : 'createContact',
          entity: LEAD_BILLING_ENTITY,
          entityId: v.leadId,
          before: before ?? null,
          after,
        });
      });
      return billing(v);
    },

    async removeContact(actor: Actor, v: LeadView) {
      requireWritable(v);
      await db.transaction(async (tx) => {
        const before = await repo.findContactRow(tx, v.leadId);
        if (!before) throw notFound('Billing contact');
        await repo.deleteContact(tx, v.leadId);
        await audit(tx, actor, { action: 'deleteContact', entity: LEAD_BILLING_ENTITY, entityId: v.leadId, before });
      });
      return billing(v);
    },

    async educationList(v: LeadView) {
      return { items: (await repo.listEducation(db, v.leadId)).map(educationOut) };
    },

    async addEducation(actor: Actor, v: LeadView, input: EducationInput) {
      requireWritable(v);
      const e = educationInput.parse(input);
      const id = await db.transaction(async (tx) => {
        await repo.lockLead(tx, v.leadId);
        if ((await repo.countEducation(tx, v.leadId)) >= MAX_EDUCATION_ENTRIES)
          throw ruleRefused(`A lead may have at most ${MAX_EDUCATION_ENTRIES} educational entries`);
        const row = await repo.insertEducation(tx, {
          ...educationValues(e),
          leadId: v.leadId,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'create', entity: LEAD_EDUCATION_ENTITY, entityId: row.id, after: row });
        return row.id;
      });
      return education(v.leadId, id);
    },

    async updateEducation(actor: Actor, v: LeadView, id: number, input: EducationInput) {
      requireWritable(v);
      const e = educationInput.parse(input);
      await db.transaction(async (tx) => {
        const before = await repo.findEducationRow(tx, v.leadId, id);
        if (!before) throw notFound('Educational information');
        const after = await repo.updateEducation(tx, id, { ...educationValues(e), updatedBy: actor.userId });
        await audit(tx, actor, { action: 'update', entity: LEAD_EDUCATION_ENTITY, entityId: id, before, after });
      });
      return education(v.leadId, id);
    },

    async deleteEducation(actor: Actor, v: LeadView, id: number) {
      requireWritable(v);
      await db.transaction(async (tx) => {
        const before = await repo.findEducationRow(tx, v.leadId, id);
        if (!before) throw notFound('Educational information');
        await repo.deleteEducation(tx, id);
        await audit(tx, actor, { action: 'delete', entity: LEAD_EDUCATION_ENTITY, entityId: id, before });
      });
    },
  };
}
export type LeadAdmissionService = ReturnType<typeof createLeadAdmissionService>;
