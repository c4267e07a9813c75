import {
  COURSE_MESSAGES,
  ERROR_CODES,
  STUDENT_CLASS_ENTITY,
  STUDENT_COURSE_ENTITY,
  STUDENT_STAGE_ENTITY,
  gradeLetter,
  gradeSheetInput,
  promotionRefusal,
  stageActionInput,
  type GradeSheetInput,
  type NextStage,
  type Promotion,
  type StageActionInput,
  type StandingInput,
  type StudentClass,
  type StudentCourse,
  type StudentCourseDetails,
  type StudentCourseInput,
  type StudentCourseStatus,
  type StudentStage,
  type TransferInput,
} from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { AppError, badInput, notFound } from '../../../platform/errors.js';
import * as repo from './courses.repo.js';

const REF_TABLES = [
  'course',
  'stage',
  'class',
  'semester',
  'grade-point-type',
  'grade-point-setting',
  'academic-standing',
];
const rule = (message: string, field?: string) =>
  new AppError(422, ERROR_CODES.rule, message, field ? { [field]: message } : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : null);

/** The control tables' rows the tab reads, by id and by table. */
class Catalogue {
  byId = new Map<number, repo.Ref>();
  constructor(rows: repo.Ref[]) {
    for (const r of rows) this.byId.set(r.id, r);
  }
  static async load(ex: Executor) {
    return new Catalogue(await repo.refsOf(ex, REF_TABLES));
  }
  of(table: string, id: number | null | undefined) {
    const r = id == null ? undefined : this.byId.get(id);
    return r && r.tableKey === table ? r : undefined;
  }
  label = (id: number | null | undefined) => (id == null ? null : (this.byId.get(id)?.label ?? null));
  rows = (table: string) => [...this.byId.values()].filter((r) => r.tableKey === table && r.active);
  stagesOfCourse = (courseId: number) =>
    this.rows('stage')
      .filter((s) => num(s.data.course) === courseId)
      .sort((a, b) => (num(a.data.order) ?? 0) - (num(b.data.order) ?? 0));
  classesOfStage = (stageId: number) => this.rows('class').filter((c) => num(c.data.stage) === stageId);
  /** The courses whose stages a student's course takes (its own, or Basic Sciences' for the MD program). */
  stageCourse(courseId: number) {
    if (this.stagesOfCourse(courseId).length > 0) return courseId;
    const basic = this.rows('course').find((c) => c.label === 'Basic Sciences');
    return basic?.id ?? courseId;
  }
  /** The grade point type graded by marks (the default of a class). */
  marksType = () => this.rows('grade-point-type').find((g) => g.data.kind === 'marks');
  gradesOfType = (typeId: number) =>
    this.rows('grade-point-setting')
      .filter((s) => num(s.data.gradePointType) === typeId)
      .map((s) => s.label);
}

interface State {
  cat: Catalogue;
  courses: repo.CourseRow[];
  stages: repo.StageRow[];
  classes: repo.ClassRow[];
}
async function stateOf(ex: Executor, studentId: number): Promise<State> {
  const [cat, courses, stages, classes] = await Promise.all([
    Catalogue.load(ex),
    repo.coursesOf(ex, studentId),
    repo.stagesOf(ex, studentId),
    repo.classesOf(ex, studentId),
  ]);
  return { cat, courses, stages, classes };
}

function classOut(s: State, c: repo.ClassRow): StudentClass {
  const ref = s.cat.byId.get(c.classId);
  const type = c.gradeTypeId == null ? undefined : s.cat.byId.get(c.gradeTypeId);
  return {
    id: c.id,
    studentStageId: c.studentStageId,
    classId: c.classId,
    className: ref?.label ?? String(c.classId),
    classCode: (ref?.data.code as string | undefined) ?? null,
    credits: c.credits ?? num(ref?.data.credits),
    gradeKind: type && type.data.kind === 'status' ? 'status' : 'marks',
    gradeTypeId: c.gradeTypeId,
    marks: c.marks,
    grade: c.grade,
    transfer: c.transfer,
    school: c.school,
    updatedAt: c.updatedAt,
  };
}
function stageOut(s: State, st: repo.StageRow): StudentStage {
  return {
    id: st.id,
    studentCourseId: st.studentCourseId,
    stageId: st.stageId,
    stageName: s.cat.label(st.stageId) ?? String(st.stageId),
    stageOrder: num(s.cat.byId.get(st.stageId)?.data.order) ?? 0,
    semesterId: st.semesterId,
    semesterName: s.cat.label(st.semesterId),
    promotion: st.promotion as Promotion,
    reason: st.reason,
    current: st.current,
    nonClinicalStandingId: st.nonClinicalStandingId,
    nonClinicalStanding: s.cat.label(st.nonClinicalStandingId),
    clinicalStandingId: st.clinicalStandingId,
    clinicalStanding: s.cat.label(st.clinicalStandingId),
    createdAt: st.createdAt,
    classes: s.classes.filter((c) => c.studentStageId === st.id).map((c) => classOut(s, c)),
  };
}
function courseOut(s: State, c: repo.CourseRow): StudentCourse {
  const current = s.stages.find((st) => st.studentCourseId === c.id && st.current);
  return {
    id: c.id,
    studentId: c.studentId,
    courseId: c.courseId,
    courseName: s.cat.label(c.courseId) ?? String(c.courseId),
    startSemesterId: c.startSemesterId,
    startSemester: s.cat.label(c.startSemesterId),
    status: c.status as StudentCourseStatus,
    agreedNextClassAt: c.agreedNextClassAt,
    currentStage: current ? s.cat.label(current.stageId) : null,
    updatedAt: c.updatedAt,
  };
}
function detailsOut(s: State, c: repo.CourseRow): StudentCourseDetails {
  return {
    ...courseOut(s, c),
    stages: s.stages
      .filter((st) => st.studentCourseId === c.id)
      .sort((a, b) => b.id - a.id)
      .map((st) => stageOut(s, st)),
  };
}

const courseOf = (s: State, id: number) => {
  const c = s.courses.find((x) => x.id === id);
  if (!c) throw notFound('Course');
  return c;
};
const stageRowOf = (s: State, id: number) => {
  const st = s.stages.find((x) => x.id === id);
  if (!st) throw notFound('Stage');
  return st;
};
const classRowOf = (s: State, id: number) => {
  const c = s.classes.find((x) => x.id === id);
  if (!c) throw notFound('Class');
  return c;
};

/**
 * The Courses tab: a student's courses, the stages she takes semester by semester (registered, promoted, repeated,
 * special), their classes and grades, transfers and academic standing. Every write is one transaction under the
 * student's lock, audited.
 */
export function createCoursesService({ db }: { db: Db }) {
  async function write<T>(studentId: number, fn: (tx: Executor, s: State) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await repo.lockStudent(tx, studentId);
      if (!(await repo.studentExists(tx, studentId))) throw notFound('Student');
      return fn(tx, await stateOf(tx, studentId));
    });
  }
  /** The catalogue classes of a stage as the stage's rows (graded by marks). */
  function classRows(s: State, actor: Actor, studentId: number, studentStageId: number, classIds: number[]) {
    const marksType = s.cat.marksType()?.id ?? null;
    return classIds.map((classId) => ({
      studentId,
      studentStageId,
      classId,
      gradeTypeId: marksType,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    }));
  }

  const svc = {
    choices: (studentId: number, courseRowId: number) => courseChoicesOf(db, studentId, courseRowId),
    async list(studentId: number) {
      const s = await stateOf(db, studentId);
      return { items: s.courses.map((c) => courseOut(s, c)) };
    },

    async details(studentId: number, id: number) {
      const s = await stateOf(db, studentId);
      return detailsOut(s, courseOf(s, id));
    },

    async add(actor: Actor, studentId: number, v: StudentCourseInput) {
      const id = await write(studentId, async (tx, s) => {
        if (!s.cat.of('course', v.courseId))
          throw badInput(COURSE_MESSAGES.course, { courseId: COURSE_MESSAGES.course });
        if (v.startSemesterId && !s.cat.of('semester', v.startSemesterId))
          throw badInput(COURSE_MESSAGES.semester, { startSemesterId: COURSE_MESSAGES.semester });
        if (s.courses.some((c) => c.courseId === v.courseId)) throw rule(COURSE_MESSAGES.duplicateCourse, 'courseId');
        const row = await repo.insertCourse(tx, {
          studentId,
          courseId: v.courseId,
          startSemesterId: v.startSemesterId ?? null,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'create', entity: STUDENT_COURSE_ENTITY, entityId: row.id, after: row });
        return row.id;
      });
      return svc.details(studentId, id);
    },

    async setStatus(actor: Actor, studentId: number, id: number, status: StudentCourseStatus) {
      await write(studentId, async (tx, s) => {
        const before = courseOf(s, id);
        const after = await repo.updateCourse(tx, id, { status, updatedBy: actor.userId });
        await audit(tx, actor, { action: 'update', entity: STUDENT_COURSE_ENTITY, entityId: id, before, after });
      });
      return svc.details(studentId, id);
    },

    async agreeNextClass(actor: Actor, studentId: number, id: number) {
      await write(studentId, async (tx, s) => {
        const before = courseOf(s, id);
        const after = await repo.updateCourse(tx, id, {
          agreedNextClassAt: new Date().toISOString(),
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'update', entity: STUDENT_COURSE_ENTITY, entityId: id, before, after });
      });
      return svc.details(studentId, id);
    },

    async remove(actor: Actor, studentId: number, id: number) {
      await write(studentId, async (tx, s) => {
        const before = courseOf(s, id);
        const stages = s.stages.filter((st) => st.studentCourseId === id);
        const classes = s.classes.filter((c) => stages.some((st) => st.id === c.studentStageId));
        await repo.deleteCourse(tx, id);
        await audit(tx, actor, {
          action: 'delete',
          entity: STUDENT_COURSE_ENTITY,
          entityId: id,
          before: { ...before, stages, classes },
        });
      });
    },

    /** Registers, promotes, repeats or places the student in a special stage of the course, for a semester. */
    async stageAction(actor: Actor, studentId: number, courseRowId: number, input: StageActionInput) {
      const v = stageActionInput.parse(input);
      await write(studentId, async (tx, s) => {
        const course = courseOf(s, courseRowId);
        if (course.status !== 'Active') throw rule(COURSE_MESSAGES.closedCourse, 'promotion');
        if (!s.cat.of('semester', v.semesterId))
          throw badInput(COURSE_MESSAGES.semester, { semesterId: COURSE_MESSAGES.semester });
        const current = s.stages.find((st) => st.studentCourseId === course.id && st.current);
        const courseStages = s.cat.stagesOfCourse(s.cat.stageCourse(course.courseId));
        let stageId: number;
        if (v.promotion === 'New Student' || v.promotion === 'Special') {
          if (!courseStages.some((st) => st.id === v.stageId)) throw rule(COURSE_MESSAGES.stageOfCourse, 'stageId');
          if (v.promotion === 'New Student' && current) throw rule(COURSE_MESSAGES.alreadyRegistered, 'promotion');
          stageId = v.stageId!;
        } else {
          if (!current) throw rule(COURSE_MESSAGES.noCurrentStage, 'promotion');
          if (v.promotion === 'Repeat') stageId = current.stageId;
          else {
            const refusal = promotionRefusal(
              stageOut(s, current).classes.map((c) => ({ className: c.className, grade: c.grade })),
            );
            if (refusal) throw rule(refusal, 'promotion');
            const at = courseStages.findIndex((st) => st.id === current.stageId);
            const next = at >= 0 ? courseStages[at + 1] : undefined;
            if (!next) throw rule(COURSE_MESSAGES.lastStage, 'promotion');
            stageId = next.id;
          }
        }
        if (current) {
          const closed = await repo.updateStage(tx, current.id, { current: false, updatedBy: actor.userId });
          await audit(tx, actor, {
            action: 'update',
            entity: STUDENT_STAGE_ENTITY,
            entityId: current.id,
            before: current,
            after: closed,
          });
        }
        const row = await repo.insertStage(tx, {
          studentId,
          studentCourseId: course.id,
          stageId,
          semesterId: v.semesterId,
          promotion: v.promotion,
          reason: v.reason ?? null,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        // a stage opens with its catalogue classes (a repeat re-opens the same classes, ungraded)
        const classIds = s.cat.classesOfStage(stageId).map((c) => c.id);
        const classes = await repo.insertClasses(tx, classRows(s, actor, studentId, row.id, classIds));
        await repo.setStudentStage(tx, studentId, stageId);
        await audit(tx, actor, {
          action: 'create',
          entity: STUDENT_STAGE_ENTITY,
          entityId: row.id,
          after: { ...row, classes },
        });
      });
      return svc.details(studentId, courseRowId);
    },

    /** The stage a promotion would lead to, its classes, and why the student may not be promoted yet. */
    async nextStage(studentId: number, courseRowId: number): Promise<NextStage> {
      const s = await stateOf(db, studentId);
      const course = courseOf(s, courseRowId);
      const current = s.stages.find((st) => st.studentCourseId === course.id && st.current);
      const courseStages = s.cat.stagesOfCourse(s.cat.stageCourse(course.courseId));
      const next = current
        ? courseStages[courseStages.findIndex((st) => st.id === current.stageId) + 1]
        : courseStages[0];
      const refusal = current
        ? promotionRefusal(stageOut(s, current).classes.map((c) => ({ className: c.className, grade: c.grade })))
        : null;
      return {
        stageId: next?.id ?? null,
        stageName: next?.label ?? null,
        classes: next
          ? s.cat
              .classesOfStage(next.id)
              .map((c) => ({ id: c.id, name: c.label, code: (c.data.code as string | undefined) ?? null }))
          : [],
        refusal: refusal ?? (current && !next ? COURSE_MESSAGES.lastStage : null),
      };
    },

    /** Every stage the student took, the latest first, with its semester and classes (studentStageSemester). */
    async stages(studentId: number) {
      const s = await stateOf(db, studentId);
      return { items: [...s.stages].sort((a, b) => b.id - a.id).map((st) => stageOut(s, st)) };
    },

    async addClass(actor: Actor, studentId: number, stageRowId: number, classId: number) {
      return write(studentId, async (tx, s) => {
        const st = stageRowOf(s, stageRowId);
        const course = courseOf(s, st.studentCourseId);
        const cls = s.cat.of('class', classId);
        if (!cls) throw badInput(COURSE_MESSAGES.class, { classId: COURSE_MESSAGES.class });
        if (num(cls.data.course) !== s.cat.stageCourse(course.courseId) && num(cls.data.course) !== course.courseId)
          throw rule(COURSE_MESSAGES.classOfStage, 'classId');
        if (s.classes.some((c) => c.studentStageId === st.id && c.classId === classId))
          throw rule(COURSE_MESSAGES.duplicateClass, 'classId');
        const [row] = await repo.insertClasses(tx, classRows(s, actor, studentId, st.id, [classId]));
        await audit(tx, actor, { action: 'create', entity: STUDENT_CLASS_ENTITY, entityId: row.id, after: row });
        return classOut({ ...s, classes: [...s.classes, row] }, row);
      });
    },

    async classDetails(studentId: number, id: number) {
      const s = await stateOf(db, studentId);
      return classOut(s, classRowOf(s, id));
    },

    async removeClass(actor: Actor, studentId: number, id: number) {
      await write(studentId, async (tx, s) => {
        const before = classRowOf(s, id);
        await repo.deleteClass(tx, id);
        await audit(tx, actor, { action: 'delete', entity: STUDENT_CLASS_ENTITY, entityId: id, before });
      });
    },

    /**
     * A grade sheet: every class's marks (the letter follows: 0-69 F, 70-89 P, 90-100 H) or status grade, saved
     * together in one transaction, all or none. `studentId` null: classes of any students (the back office).
     */
    async saveGrades(actor: Actor, studentId: number | null, input: GradeSheetInput) {
      const v = gradeSheetInput.parse(input);
      const ids = v.grades.map((g) => g.classRowId);
      await db.transaction(async (tx) => {
        const rows = await repo.lockClasses(tx, ids);
        const cat = await Catalogue.load(tx);
        for (const [i, g] of v.grades.entries()) {
          const row = rows.find((r) => r.id === g.classRowId);
          if (!row || (studentId != null && row.studentId !== studentId)) throw notFound('Class');
          const type = row.gradeTypeId == null ? undefined : cat.byId.get(row.gradeTypeId);
          const byStatus = type?.data.kind === 'status';
          let marks: number | null = null;
          let grade: string | null = null;
          if (byStatus) {
            if (g.marks != null)
              throw badInput(COURSE_MESSAGES.gradeKind, { [`grades.${i}.marks`]: COURSE_MESSAGES.gradeKind });
            if (g.grade && !cat.gradesOfType(type!.id).includes(g.grade))
              throw badInput(COURSE_MESSAGES.gradeStatus, { [`grades.${i}.grade`]: COURSE_MESSAGES.gradeStatus });
            grade = g.grade ?? null;
          } else {
            marks = g.marks ?? null;
            grade = gradeLetter(marks);
          }
          if (row.marks === marks && row.grade === grade) continue;
          const after = await repo.updateClass(tx, row.id, { marks, grade, updatedBy: actor.userId });
          await audit(tx, actor, {
            action: 'update',
            entity: STUDENT_CLASS_ENTITY,
            entityId: row.id,
            before: row,
            after,
          });
        }
      });
      return { ok: true as const, saved: ids.length };
    },

    async transfers(studentId: number) {
      const s = await stateOf(db, studentId);
      return { items: s.classes.filter((c) => c.transfer).map((c) => classOut(s, c)) };
    },

    async saveTransfer(actor: Actor, studentId: number, id: number | null, v: TransferInput) {
      return write(studentId, async (tx, s) => {
        const st = stageRowOf(s, v.stageRowId);
        if (!s.cat.of('class', v.classId)) throw badInput(COURSE_MESSAGES.class, { classId: COURSE_MESSAGES.class });
        const dup = s.classes.find((c) => c.studentStageId === st.id && c.classId === v.classId && c.id !== id);
        if (dup) throw rule(COURSE_MESSAGES.duplicateClass, 'classId');
        const values = {
          studentStageId: st.id,
          classId: v.classId,
          school: v.school,
          grade: v.grade ?? null,
          credits: v.credits ?? null,
          transfer: true,
          marks: null,
          gradeTypeId: null,
          updatedBy: actor.userId,
        };
        if (id == null) {
          const [row] = await repo.insertClasses(tx, [{ ...values, studentId, createdBy: actor.userId }]);
          await audit(tx, actor, { action: 'create', entity: STUDENT_CLASS_ENTITY, entityId: row.id, after: row });
          return classOut({ ...s, classes: [...s.classes, row] }, row);
        }
        const before = classRowOf(s, id);
        if (!before.transfer) throw rule(COURSE_MESSAGES.notTransfer);
        const after = await repo.updateClass(tx, id, values);
        await audit(tx, actor, { action: 'update', entity: STUDENT_CLASS_ENTITY, entityId: id, before, after });
        return classOut(s, after);
      });
    },

    async removeTransfer(actor: Actor, studentId: number, id: number) {
      await write(studentId, async (tx, s) => {
        const before = classRowOf(s, id);
        if (!before.transfer) throw rule(COURSE_MESSAGES.notTransfer);
        await repo.deleteClass(tx, id);
        await audit(tx, actor, { action: 'delete', entity: STUDENT_CLASS_ENTITY, entityId: id, before });
      });
    },

    /** The academic standing of a stage, non-clinical or clinical (a row of the Academic Standings table). */
    async setStanding(actor: Actor, studentId: number, stageRowId: number, v: StandingInput) {
      return write(studentId, async (tx, s) => {
        const before = stageRowOf(s, stageRowId);
        if (v.standingId != null && !s.cat.of('academic-standing', v.standingId)) {
          const m = 'Choose an academic standing from the list';
          throw badInput(m, { standingId: m });
        }
        const after = await repo.updateStage(tx, stageRowId, {
          [v.kind === 'clinical' ? 'clinicalStandingId' : 'nonClinicalStandingId']: v.standingId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'update', entity: STUDENT_STAGE_ENTITY, entityId: stageRowId, before, after });
        return stageOut({ ...s, stages: s.stages.map((x) => (x.id === after.id ? after : x)) }, after);
      });
    },
  };
  return svc;
}
export type CoursesService = ReturnType<typeof createCoursesService>;

/** The course's stages and classes (the dialogs' choices). */
export async function courseChoicesOf(db: Db, studentId: number, courseRowId: number) {
  const s = await stateOf(db, studentId);
  const course = courseOf(s, courseRowId);
  const courseId = s.cat.stageCourse(course.courseId);
  const stages = s.cat.stagesOfCourse(courseId);
  return {
    stages: stages.map((st) => ({ id: st.id, name: st.label, order: num(st.data.order) ?? 0 })),
    classes: s.cat
      .rows('class')
      .filter((c) => num(c.data.course) === courseId || num(c.data.course) === course.courseId)
      .map((c) => ({
        id: c.id,
        name: c.label,
        code: (c.data.code as string | undefined) ?? null,
        stageId: num(c.data.stage),
      })),
  };
}
