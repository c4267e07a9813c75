import { invoiceRunInput, type InvoiceRunKind } from '@caduceus/contracts';
import type { RunBody } from './api';
import type { RunChoiceValues } from './RunChoices';

const orNull = <T>(v: T | null | undefined) => (v === undefined || v === '' ? null : v);

/** Step 1's values as the run's body (filters apart); empty choices are left out. */
export function runBodyOf(kind: InvoiceRunKind, v: RunChoiceValues): RunBody {
  return {
    kind,
    type: v.type as number,
    semesterId: v.semesterId as number,
    feeHeadIds: kind === 'clinical' ? (v.feeHeadId ? [v.feeHeadId] : []) : (v.feeHeadIds ?? []),
    feeGroupHeadId: kind === 'clinical' ? null : orNull(v.feeGroupHeadId),
    periodEnd: kind === 'clinical' ? orNull(v.periodEnd) : null,
    title: v.title ?? '',
    invoiceDate: orNull(v.invoiceDate),
    dueDate: v.dueDate ?? '',
    filters: {
      courseId: orNull(v.courseId),
      campusId: orNull(v.campusId),
      stageId: orNull(v.stageId),
      statusId: orNull(v.statusId),
      startSemesterId: orNull(v.startSemesterId),
      // a clinical run's rotations say who owes, whatever the accounting details bill
      billedOnly: kind === 'clinical' ? false : (v.billedOnly ?? true),
    },
  };
}

/** The form field of an error's path: the filters sit in the form's top level. */
export const fieldOf = (path: string, kind?: InvoiceRunKind) => {
  const f = path.replace(/^filters\./, '').split('.')[0];
  return kind === 'clinical' && f === 'feeHeadIds' ? 'feeHeadId' : f;
};

/** The contracts' check of step 1 (the server's own): the fields in error with their messages, none when valid. */
export function runErrors(body: RunBody): Record<string, string> {
  const r = invoiceRunInput.safeParse(body);
  const errors: Record<string, string> = {};
  if (!r.success)
    for (const issue of r.error.issues) {
      const f = fieldOf(issue.path.join('.'), body.kind);
      errors[f] ??= issue.message;
    }
  return errors;
}
