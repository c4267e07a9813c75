import {
  ADMISSION_ACCEPTANCES,
  ADMISSION_ACCEPTANCE_KEYS,
  ADMISSION_FORMS,
  ADMISSION_FORM_KEYS,
  REFERRAL_SOURCE_TABLE,
  type AdmissionAcceptanceKey,
  type AdmissionFormKey,
  type AdmissionFormsView,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit } from '../../../platform/audit.js';
import { badInput } from '../../../platform/errors.js';
import * as repo from './student-admission.repo.js';
import type { AdmissionVerificationService, FormFiller } from './student-admission.verification.js';

const ENTITY = 'studentAdmission';

/** The dropdowns of each form and the control table their values come from. */
const FORM_REFS: Partial<Record<AdmissionFormKey, Record<string, string>>> = {
  licensure: { intendedCountryId: 'country', intendedStateId: 'state' },
  whereYouHeard: { sourceId: REFERRAL_SOURCE_TABLE },
};

/** Dropdown answers of a form must be rows of their control table (active unless already held); the lead's forms use it too. */
export async function checkRefs(
  ex: Executor,
  form: AdmissionFormKey,
  data: Record<string, unknown>,
  held?: Record<string, unknown>,
) {
  const fields: Record<string, string> = {};
  for (const [field, table] of Object.entries(FORM_REFS[form] ?? {})) {
    const id = data[field];
    if (typeof id !== 'number') continue;
    const row = await repo.refOf(ex, table, id);
    if (!row || (!row.active && held?.[field] !== id)) fields[field] = 'Choose a value from the list';
  }
  if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
}

/**
 * The admission forms: each of the seven is saved on its own (who and when kept), the three
 * acceptances likewise; every save needs the filler's email verification. The answers are shown only to
 * a verified filler; whether each form is saved, by whom and when, always.
 */
export function createStudentAdmissionService({
  db,
  verification,
}: {
  db: Db;
  verification: AdmissionVerificationService;
}) {
  async function formEntry(studentId: number, form: AdmissionFormKey, withData: boolean) {
    const row = (await repo.listForms(db, studentId)).find((r) => r.f.form === form);
    return {
      saved: !!row,
      savedAt: row?.f.savedAt ?? null,
      savedByName: row?.savedByName ?? null,
      data: withData && row ? row.f.data : null,
    };
  }

  return {
    async view(f: FormFiller): Promise<AdmissionFormsView> {
      const [state, forms, acceptances] = await Promise.all([
        verification.state(f),
        repo.listForms(db, f.studentId),
        repo.listAcceptances(db, f.studentId),
      ]);
      const formOf = new Map(forms.map((r) => [r.f.form, r]));
      const acceptanceOf = new Map(acceptances.map((r) => [r.a.kind, r]));
      return {
        verification: state,
        forms: Object.fromEntries(
          ADMISSION_FORM_KEYS.map((k) => {
            const r = formOf.get(k);
            return [
              k,
              {
                saved: !!r,
                savedAt: r?.f.savedAt ?? null,
                savedByName: r?.savedByName ?? null,
                data: state.verified && r ? r.f.data : null,
              },
            ];
          }),
        ) as AdmissionFormsView['forms'],
        acceptances: Object.fromEntries(
          ADMISSION_ACCEPTANCE_KEYS.map((k) => {
            const r = acceptanceOf.get(k);
            return [k, { accepted: !!r, savedAt: r?.a.acceptedAt ?? null, savedByName: r?.savedByName ?? null }];
          }),
        ) as AdmissionFormsView['acceptances'],
      };
    },

    async saveForm(f: FormFiller, form: AdmissionFormKey, input: unknown) {
      await verification.requireVerified(f);
      const data = ADMISSION_FORMS[form].schema.parse(input) as Record<string, unknown>;
      await db.transaction(async (tx) => {
        const before = await repo.findForm(tx, f.studentId, form);
        await checkRefs(tx, form, data, before?.data);
        await repo.saveForm(tx, { studentId: f.studentId, form, data, savedBy: f.actor.userId });
        await audit(tx, f.actor, {
          action: `saveForm.${form}`,
          entity: ENTITY,
          entityId: f.studentId,
          before: before?.data ?? null,
          after: data,
        });
      });
      return formEntry(f.studentId, form, true);
    },

    async accept(f: FormFiller, kind: AdmissionAcceptanceKey) {
      await verification.requireVerified(f);
      await db.transaction(async (tx) => {
        const before = await repo.findAcceptance(tx, f.studentId, kind);
        const after = await repo.saveAcceptance(tx, { studentId: f.studentId, kind, acceptedBy: f.actor.userId });
        await audit(tx, f.actor, {
          action: `accept.${kind}`,
          entity: ENTITY,
          entityId: f.studentId,
          before: before ?? null,
          after: { ...after, text: ADMISSION_ACCEPTANCES[kind].text },
        });
      });
      const r = (await repo.listAcceptances(db, f.studentId)).find((x) => x.a.kind === kind)!;
      return { accepted: true, savedAt: r.a.acceptedAt, savedByName: r.savedByName ?? null };
    },
  };
}
export type StudentAdmissionService = ReturnType<typeof createStudentAdmissionService>;
