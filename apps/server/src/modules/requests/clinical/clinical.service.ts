import { CLINICAL_REQUEST_MESSAGES, ERROR_CODES, type ClinicalRequestCard } from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import { AppError } from '../../../platform/errors.js';
import type { Clinical } from '../../clinical/index.js';
import type { KindRules, RequestService } from '../engine/requests.service.js';

const KIND = 'clinical';
const refusedNotApproved = () =>
  new AppError(422, ERROR_CODES.rule, CLINICAL_REQUEST_MESSAGES.notApproved, {
    status: CLINICAL_REQUEST_MESSAGES.notApproved,
  });
type Face = Pick<Clinical, 'requests'>;
const placementOf = (data: Record<string, unknown>) => ({
  hospitalId: Number(data.hospitalId),
  hospitalRotationId: Number(data.hospitalRotationId),
  startDate: String(data.startDate),
  weeks: Number(data.weeks),
  notes: typeof data.notes === 'string' ? data.notes : null,
});

/** The clinical request's rules and words the engine runs on its form: the placement's, through clinical's face. */
export const clinicalKindRules = (clinical: Face): KindRules => ({
  check: (ex, data) => clinical.requests.checkAsk(ex, placementOf(data)),
  words: (ex, data) => clinical.requests.describe(ex, placementOf(data)),
});

/**
 * The clinical office's parts of a clinical request beyond the engine's: the student's clinical facts beside it
 * (clinicalRequestBasicCard), and "feeding the assignment": an approved request creates its rotation, the student
 * Scheduled on the asked placement by the assignment's rules, the request completed with the rotation linked, in
 * one transaction.
 */
export function createClinicalRequestService({
  requests,
  clinical,
  now,
}: {
  requests: RequestService;
  clinical: Face;
  now: () => Date;
}) {
  return {
    async card(id: number): Promise<ClinicalRequestCard> {
      const r = await requests.row(KIND, id);
      const s = await requests.studentFacts(r.studentId);
      const facts = await clinical.requests.studentFacts(r.studentId, now().toISOString().slice(0, 10));
      return {
        studentId: r.studentId,
        studentName: r.studentName,
        courseStatus: s?.courseStatus ?? null,
        stage: s?.stage ?? null,
        ...facts,
      };
    },

    async createRotation(actor: Actor, id: number) {
      const r = await requests.row(KIND, id);
      if (r.status !== 'approved') throw refusedNotApproved();
      await clinical.requests.assign(actor, r.studentId, placementOf(r.data), (tx, rotationId) =>
        requests.settle(tx, actor, id, {
          kind: KIND,
          from: 'approved',
          to: 'completed',
          note: `Rotation ${rotationId} created`,
          result: { rotationId },
          refusal: CLINICAL_REQUEST_MESSAGES.notApproved,
        }),
      );
      return requests.staffDetails(id);
    },
  };
}
export type ClinicalRequestService = ReturnType<typeof createClinicalRequestService>;
