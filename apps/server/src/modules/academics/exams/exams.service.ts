import {
  ERROR_CODES,
  EXAM_MESSAGES,
  KAPLAN_ENTITY,
  NBME_DISCIPLINES,
  NBME_ENTITY,
  NBME_MAX_ATTEMPTS,
  RETAKE_ENTITY,
  RETAKE_EXAMS,
  RETAKE_FEE,
  RETAKE_OPEN,
  RETAKE_STATUSES,
  canRetakeMove,
  kaplanScoreInput,
  nbmeAttemptRefusal,
  nbmeScoreInput,
  retakeRefusal,
  retakeRequestInput,
  retakeStatusInput,
  type KaplanScore,
  type KaplanScoreInput,
  type NbmeDiscipline,
  type NbmeKind,
  type NbmeScore,
  type NbmeScoreInput,
  type RetakeExam,
  type RetakeRequest,
  type RetakeRequestInput,
  type RetakeStatus,
  type RetakeStatusInput,
} from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { AppError, badInput, notFound } from '../../../platform/errors.js';
import { slicePage, toPage } from '../../../platform/paging.js';
import * as repo from './exams.repo.js';

type PageQ = { page: number; pageSize: number };
type NbmeRow = Awaited<ReturnType<typeof repo.studentNbme>>[number];

const nbmeOut = (n: NbmeRow, attempt: number, studentName: string | null): NbmeScore => ({
  id: n.id,
  studentId: n.studentId,
  studentName,
  kind: n.kind as NbmeKind,
  discipline: n.discipline,
  examType: n.examType,
  examDate: n.examDate,
  attempt,
  score: n.score,
  percentile: n.percentile,
  source: n.source,
  updatedAt: n.updatedAt,
});
const kaplanOut = (r: NonNullable<Awaited<ReturnType<typeof repo.oneKaplan>>>): KaplanScore => ({
  id: r.k.id,
  studentId: r.k.studentId,
  studentName: r.studentName ?? null,
  semesterId: r.k.semesterId,
  semesterName: r.semesterName ?? null,
  test: r.k.test,
  examDate: r.k.examDate,
  score: r.k.score,
  updatedAt: r.k.updatedAt,
});
const retakeOut = (r: NonNullable<Awaited<ReturnType<typeof repo.oneRetake>>>): RetakeRequest => ({
  id: r.r.id,
  studentId: r.r.studentId,
  studentName: r.studentName ?? null,
  exam: r.r.exam as RetakeExam,
  discipline: r.r.discipline,
  reason: r.r.reason,
  status: r.r.status as RetakeStatus,
  fee: r.r.fee,
  paidAt: r.r.paidAt,
  scheduledDate: r.r.scheduledDate,
  score: r.r.score,
  note: r.r.note,
  createdAt: r.r.createdAt,
  updatedAt: r.r.updatedAt,
});

/** Numbers a student's sittings within each exam, oldest first. */
function numberSittings(rows: NbmeRow[]) {
  const seen = new Map<string, number>();
  return rows.map((n) => {
    const key = `${n.kind}|${n.discipline ?? ''}|${n.examType ?? ''}`;
    const attempt = (seen.get(key) ?? 0) + 1;
    seen.set(key, attempt);
    return { n, attempt };
  });
}

/** The NBME rules against the student's other sittings: a 422 naming the field it is about. */
async function checkNbme(tx: Executor, studentId: number, v: NbmeScoreInput) {
  const refusal = nbmeAttemptRefusal(v, await repo.studentNbme(tx, studentId));
  if (refusal)
    throw new AppError(422, ERROR_CODES.rule, refusal, {
      [refusal === EXAM_MESSAGES.sameDay ? 'examDate' : 'discipline']: refusal,
    });
}

/** The exams office and the student's Exams tab: NBME and Kaplan scores and retake requests, audited. */
export function createExamsService({ db }: { db: Db }) {
  async function studentScores(studentId: number) {
    const name = await repo.nameOfStudent(db, studentId);
    return numberSittings(await repo.studentNbme(db, studentId)).map((s) => nbmeOut(s.n, s.attempt, name));
  }
  async function mustBeStudent(ex: Executor, studentId: number) {
    if (!(await repo.existingStudents(ex, [studentId])).has(studentId))
      throw badInput(EXAM_MESSAGES.unknownStudent, { studentId: EXAM_MESSAGES.unknownStudent });
  }
  async function retake(id: number) {
    const r = await repo.oneRetake(db, id);
    if (!r) throw notFound('Retake request');
    return retakeOut(r);
  }

  const nbme = {
    async list(q: PageQ & { kind: NbmeKind; discipline?: string; examType?: string; q?: string }) {
      const { rows, total } = await repo.nbmePage(db, q, q);
      return toPage(q, { items: rows.map((r) => nbmeOut(r.n, r.attempt, r.studentName ?? null)), total });
    },
    async report(kind: NbmeKind) {
      return { kind, lines: await repo.nbmeReport(db, kind) };
    },
    async detailed(kind: NbmeKind) {
      const lines = await repo.nbmeDetailedReport(db, kind);
      return { kind, lines: lines.map((l) => ({ ...l, studentName: l.studentName ?? null })) };
    },
    async forStudent(studentId: number, q: PageQ) {
      return slicePage((await studentScores(studentId)).reverse(), q);
    },
    async one(studentId: number, id: number) {
      const s = (await studentScores(studentId)).find((x) => x.id === id);
      if (!s) throw notFound('NBME score');
      return s;
    },
    /** Sittings and attempts left at every discipline's shelf exam. */
    async counts(studentId: number) {
      const all = await repo.studentNbme(db, studentId);
      return NBME_DISCIPLINES.map((discipline) => {
        const attempts = all.filter((a) => a.kind === 'Subject' && a.discipline === discipline).length;
        return { discipline, attempts, left: Math.max(0, NBME_MAX_ATTEMPTS - attempts) };
      });
    },
    async attempts(studentId: number, discipline: NbmeDiscipline) {
      return (await nbme.counts(studentId)).find((c) => c.discipline === discipline)!;
    },
    async add(actor: Actor, studentId: number, input: NbmeScoreInput) {
      const v = nbmeScoreInput.parse(input);
      const id = await db.transaction(async (tx) => {
        await mustBeStudent(tx, studentId);
        await repo.lockStudentExams(tx, studentId);
        await checkNbme(tx, studentId, v);
        const row = await repo.insertNbme(tx, {
          studentId,
          kind: v.kind,
          discipline: v.discipline,
          examType: v.examType,
          examDate: v.examDate,
          score: v.score,
          percentile: v.percentile,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'create', entity: NBME_ENTITY, entityId: row.id, after: row });
        return row.id;
      });
      return nbme.one(studentId, id);
    },
  };

  const kaplan = {
    async list(q: PageQ & { semesterId?: number; test?: string; q?: string; studentId?: number }) {
      const { rows, total } = await repo.kaplanPage(db, q, q);
      return toPage(q, { items: rows.map(kaplanOut), total });
    },
    async one(studentId: number, id: number) {
      const r = await repo.oneKaplan(db, id);
      if (!r || r.k.studentId !== studentId) throw notFound('Kaplan score');
      return kaplanOut(r);
    },
    async add(actor: Actor, studentId: number, input: KaplanScoreInput) {
      const v = kaplanScoreInput.parse(input);
      const id = await db.transaction(async (tx) => {
        await mustBeStudent(tx, studentId);
        if (!(await repo.isSemester(tx, v.semesterId)))
          throw badInput(EXAM_MESSAGES.semester, { semesterId: EXAM_MESSAGES.semester });
        await repo.lockStudentExams(tx, studentId);
        const same = await repo.kaplanPage(tx, { studentId, test: v.test }, { page: 1, pageSize: 100 });
        if (same.rows.some((r) => r.k.examDate === v.examDate))
          throw new AppError(422, ERROR_CODES.rule, EXAM_MESSAGES.sameDay, { examDate: EXAM_MESSAGES.sameDay });
        const row = await repo.insertKaplan(tx, {
          ...v,
          studentId,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'create', entity: KAPLAN_ENTITY, entityId: row.id, after: row });
        return row.id;
      });
      return kaplan.one(studentId, id);
    },
  };

  const retakes = {
    options: () => ({ exams: [...RETAKE_EXAMS], disciplines: [...NBME_DISCIPLINES], statuses: [...RETAKE_STATUSES] }),
    async list(
      q: PageQ & { status?: RetakeStatus; exam?: RetakeExam; q?: string; studentId?: number; requested?: boolean },
    ) {
      const { rows, total } = await repo.retakePage(
        db,
        { ...q, statuses: q.requested ? ['Pending', 'Under Review'] : undefined },
        q,
      );
      return toPage(q, { items: rows.map(retakeOut), total });
    },
    get: retake,
    async request(actor: Actor, input: RetakeRequestInput) {
      const v = retakeRequestInput.parse(input);
      const id = await db.transaction(async (tx) => {
        await mustBeStudent(tx, v.studentId);
        await repo.lockStudentExams(tx, v.studentId);
        if ((await repo.openRetakes(tx, v.studentId, v.exam, v.discipline, [...RETAKE_OPEN])).length)
          throw new AppError(422, ERROR_CODES.rule, EXAM_MESSAGES.openRequest, { exam: EXAM_MESSAGES.openRequest });
        const row = await repo.insertRetake(tx, {
          ...v,
          status: 'Pending',
          fee: RETAKE_FEE,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'create', entity: RETAKE_ENTITY, entityId: row.id, after: row });
        return row.id;
      });
      return retake(id);
    },
    /** Moves a request along its transitions table; a refused move is a 422 naming both statuses. */
    async move(actor: Actor, id: number, input: RetakeStatusInput) {
      const v = retakeStatusInput.parse(input);
      await db.transaction(async (tx) => {
        const before = await repo.lockRetake(tx, id);
        if (!before) throw notFound('Retake request');
        const from = before.status as RetakeStatus;
        if (!canRetakeMove(from, v.status))
          throw new AppError(422, ERROR_CODES.rule, retakeRefusal(from, v.status), {
            status: retakeRefusal(from, v.status),
          });
        const after = await repo.updateRetake(tx, id, {
          status: v.status,
          ...(v.status === 'Paid' ? { paidAt: new Date().toISOString() } : {}),
          ...(v.status === 'Scheduled' ? { scheduledDate: v.scheduledDate } : {}),
          ...(v.status === 'Completed' ? { score: v.score } : {}),
          ...(v.note ? { note: v.note } : {}),
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: `status:${v.status}`, entity: RETAKE_ENTITY, entityId: id, before, after });
      });
      return retake(id);
    },
  };

  const uploads = {
    async list(types: string[], q: PageQ) {
      const { rows, total } = await repo.uploadsPage(db, types, q);
      return toPage(q, {
        items: rows.map((r) => {
          const a = (r.after ?? {}) as { file?: string; rows?: number; refused?: number };
          return {
            id: r.id,
            type: r.type,
            file: a.file ?? null,
            rows: a.rows ?? 0,
            refused: a.refused ?? 0,
            at: r.at,
            byName: r.byName ?? null,
          };
        }),
        total,
      });
    },
  };

  return { nbme, kaplan, retakes, uploads };
}
export type ExamsService = ReturnType<typeof createExamsService>;
