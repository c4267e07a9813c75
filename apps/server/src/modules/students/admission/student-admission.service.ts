import {
  REFERRAL_SOURCE_TABLE,
  type AdmissionAcceptanceKey,
  type AdmissionFormKey,
  type AdmissionFormsView,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { badInput } from '../../../platform/errors.js';
import * as repo from './student-admission.repo.js';
import type { AdmissionVerificationService, FormFiller } from './student-admission.verification.js';

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
  return {
    async view(f: FormFiller): Promise<AdmissionFormsView> {
      const state = await verification.state(f);
      return { verification: state, ...(await repo.admission.view(db, f.studentId, state.verified)) };
    },

    async saveForm(f: FormFiller, form: AdmissionFormKey, input: unknown) {
      await verification.requireVerified(f);
      return repo.admission.saveForm(db, f.actor, f.studentId, form, input, {
        check: checkRefs,
        audit: (before, after) => ({ action: `saveForm.${form}`, before, after }),
      });
    },

    async accept(f: FormFiller, kind: AdmissionAcceptanceKey) {
      await verification.requireVerified(f);
      return repo.admission.accept(db, f.actor, f.studentId, kind, `accept.${kind}`);
    },
  };
}
export type StudentAdmissionService = ReturnType<typeof createStudentAdmissionService>;
