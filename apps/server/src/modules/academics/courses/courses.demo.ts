import { and, eq, inArray } from 'drizzle-orm';
import { gradeLetter } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';

import { students } from '../../students/tables.js';
import * as repo from './courses.repo.js';

const SEMESTERS = ['Fall 2024', 'Spring 2025', 'Summer 2025', 'Fall 2025', 'Spring 2026', 'Summer 2026', 'Fall 2026'];
const MD_STAGES = ['MD 1', 'MD 2', 'MD 3', 'MD 4'];

/**
 * Demo: MD students in stages MD 1-4 with their stage history, each past stage's classes graded and passed; the
 * current stage's classes graded for some (the first with an F standing, so she cannot be promoted yet).
 */
export async function seedDemoCourses(ex: Executor, studentIds: number[], count = 12) {
  const refs = await repo.refsOf(ex, ['course', 'stage', 'class', 'semester', 'grade-point-type']);
  const id = (table: string, label: string) => refs.find((r) => r.tableKey === table && r.label === label)?.id;
  const md = id('course', 'Doctor of Medicine (MD)');
  const stageIds = MD_STAGES.map((s) => id('stage', s));
  const semesterIds = SEMESTERS.map((s) => id('semester', s)).filter((x): x is number => x != null);
  const marksType = refs.find((r) => r.tableKey === 'grade-point-type' && r.data.kind === 'marks')?.id ?? null;
  if (!md || stageIds.some((s) => s == null) || semesterIds.length < MD_STAGES.length || studentIds.length === 0)
    return;
  const picked = await ex
    .select({ id: students.id, stageId: students.stageId })
    .from(students)
    .where(
      and(inArray(students.id, studentIds), eq(students.courseId, md), inArray(students.stageId, stageIds as number[])),
    )
    .orderBy(students.id)
    .limit(count);
  const classesOf = (stageId: number) =>
    refs.filter((r) => r.tableKey === 'class' && Number(r.data.stage) === stageId).map((r) => r.id);
  for (const [n, st] of picked.entries()) {
    const at = stageIds.indexOf(st.stageId ?? undefined);
    const firstSemester = semesterIds.length - 1 - at - 1;
    const course = await repo.insertCourse(ex, {
      studentId: st.id,
      courseId: md,
      startSemesterId: semesterIds[Math.max(0, firstSemester)],
    });
    for (let k = 0; k <= at; k++) {
      const current = k === at;
      const stage = await repo.insertStage(ex, {
        studentId: st.id,
        studentCourseId: course.id,
        stageId: stageIds[k]!,
        semesterId: semesterIds[Math.max(0, firstSemester + k)],
        promotion: k === 0 ? 'New Student' : 'Promote',
        current,
      });
      // past stages passed; the current stage graded for every other student, the first with an F
      await repo.insertClasses(
        ex,
        classesOf(stageIds[k]!).map((classId, c) => {
          const marks = current
            ? n % 2 === 1
              ? null
              : n === 0 && c === 0
                ? 58
                : 74 + ((n * 7 + c * 5) % 26)
            : 70 + ((n * 11 + c * 13 + k * 3) % 31);
          return {
            studentId: st.id,
            studentStageId: stage.id,
            classId,
            gradeTypeId: marksType,
            marks,
            grade: gradeLetter(marks),
          };
        }),
      );
    }
  }
}
