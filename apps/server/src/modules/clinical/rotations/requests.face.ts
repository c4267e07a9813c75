import { eq } from 'drizzle-orm';
import { CLINICAL_REQUEST_MESSAGES, ROTATION_HOLDING, type ClinicalStudentFacts } from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { AppError } from '../../../platform/errors.js';
import { hospitals } from '../core/clinical.schema.js';
import { clinicalTransfers } from '../transfers/transfers.schema.js';
import { checkPlacement, refused, type RotationsService } from './rotations.service.js';
import * as repo from './rotations.repo.js';

/** What a student's clinical request asks for, as the request's form holds it. */
export interface AskedPlacement {
  hospitalId: number;
  hospitalRotationId: number;
  startDate: string;
  weeks: number;
  notes?: string | null;
}

/** A refusal's fields named as the request's form names them (`data.<field>`). */
function asFormFields(e: unknown): never {
  if (e instanceof AppError && e.fields)
    e.fields = Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [`data.${k}`, v]));
  throw e;
}

/**
 * What the requests context may ask of clinical for a clinical request (through the face): the ask's placement
 * rules, the names of what it asks for, the student's clinical facts beside it, and the rotation it feeds,
 * created by the same rules as the assignment wizard's.
 */
export function clinicalRequestsFace({ db, rotations }: { db: Db; rotations: RotationsService }) {
  return {
    /** The ask's rules: a rotation the hospital offers, active, inside its days, not starting in the past (422). */
    async checkAsk(ex: Executor, p: AskedPlacement) {
      const found = await repo.offer(ex, p.hospitalRotationId);
      if (!found || found.o.hospitalId !== p.hospitalId)
        throw refused('data.hospitalRotationId', CLINICAL_REQUEST_MESSAGES.offer);
      await checkPlacement(ex, p, true).catch(asFormFields);
    },

    /** The words of the hospital and the offered rotation a request names. */
    async describe(ex: Executor, p: Partial<AskedPlacement>) {
      const out: Record<string, string> = {};
      if (p.hospitalId) {
        const [h] = await ex
          .select({ name: hospitals.name })
          .from(hospitals)
          .where(eq(hospitals.id, Number(p.hospitalId)));
        if (h) out.hospitalId = h.name;
      }
      if (p.hospitalRotationId) {
        const found = await repo.offer(ex, Number(p.hospitalRotationId));
        if (found) out.hospitalRotationId = found.rotationName;
      }
      return out;
    },

    /** A student's clinical facts: her rotations, the weeks done and booked ahead, the weeks transferred in. */
    async studentFacts(studentId: number, today: string): Promise<ClinicalStudentFacts> {
      const { items } = await rotations.list({ studentId, page: 1, pageSize: 200 } as never);
      const held = items.filter((r) => (ROTATION_HOLDING as readonly string[]).includes(r.status));
      const done = held.filter((r) => (r.status === 'Scheduled' || r.status === 'Accepted') && r.endDate < today);
      const transfers = await db
        .select({ weeks: clinicalTransfers.weeks })
        .from(clinicalTransfers)
        .where(eq(clinicalTransfers.studentId, studentId));
      return {
        rotations: items.map((r) => ({
          id: r.id,
          rotationName: r.rotationName,
          hospitalName: r.hospitalName,
          startDate: r.startDate,
          endDate: r.endDate,
          weeks: r.weeks,
          status: r.status,
        })),
        held: held.length,
        weeksDone: done.reduce((n, r) => n + r.weeks, 0),
        weeksAhead: held.filter((r) => r.endDate >= today).reduce((n, r) => n + r.weeks, 0),
        weeksTransferred: transfers.reduce((n, t) => n + t.weeks, 0),
      };
    },

    /**
     * The rotation a clinical request feeds: the student Scheduled on the asked placement by the wizard's rules
     * (overlap, seats, dates: 422 or 409), and `after` run in the same transaction (the request completed), so
     * either both are written or neither.
     */
    async assign(
      actor: Actor,
      studentId: number,
      p: AskedPlacement,
      after: (tx: Executor, rotationId: number) => Promise<void>,
    ): Promise<number> {
      const found = await repo.offer(db, p.hospitalRotationId);
      if (!found || found.o.hospitalId !== p.hospitalId)
        throw refused('hospitalRotationId', CLINICAL_REQUEST_MESSAGES.offer);
      const { created } = await rotations.assign(
        actor,
        {
          hospitalRotationId: p.hospitalRotationId,
          startDate: p.startDate,
          weeks: p.weeks,
          studentIds: [studentId],
          notes: p.notes?.slice(0, 1000) || null,
        },
        { after: (tx, ids) => after(tx, ids[0]) },
      );
      return created[0];
    },
  };
}
export type ClinicalRequestsFace = ReturnType<typeof clinicalRequestsFace>;
