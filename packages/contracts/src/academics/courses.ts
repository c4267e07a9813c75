import { z } from 'zod';
import { MAX_ID } from '../kit/common.js';
import { optionalText, safeString, text } from '../validation.js';

/**
 * A student's courses, stages and classes (the Courses tab; spec 001 "Courses and stages"): the courses a student
 * is enrolled in (a row of the Courses control table, its status, whether the student agreed to the next class),
 * the stages taken in each course semester by semester (registered, promoted, repeated or special), the classes of
 * each stage with their grade (marks or a status of the grade point type), transfers of classes from another school,
 * and the academic standing of each stage. The catalogue (courses, stages, classes, grade point types and settings,
 * academic standings, semesters) is the control tables'.
 */
export const STUDENT_COURSE_ENTITY = 'studentCourse';
export const STUDENT_STAGE_ENTITY = 'studentStage';
export const STUDENT_CLASS_ENTITY = 'studentClass';

export const STUDENT_COURSE_STATUSES = ['Active', 'Completed', 'Withdrawn', 'Dismissed', 'On Hold'] as const;
export type StudentCourseStatus = (typeof STUDENT_COURSE_STATUSES)[number];

/** How a student comes to a stage (the Promotion choices). */
export const PROMOTION_CHOICES = ['Promote', 'Special', 'Repeat', 'New Student'] as const;
export type Promotion = (typeof PROMOTION_CHOICES)[number];

/** Grades by marks: 0-69 F, 70-89 P, 90-100 H. */
export const MARK_GRADES = [
  { grade: 'F', min: 0, max: 69 },
  { grade: 'P', min: 70, max: 89 },
  { grade: 'H', min: 90, max: 100 },
] as const;
export type MarkGrade = (typeof MARK_GRADES)[number]['grade'];
/** The grades (by marks or by status) that fail a class: a student is not promoted while one stands. */
export const FAILING_GRADES = ['F', 'Fail'] as const;

/** The letter marks earn (null for anything that is not whole marks from 0 to 100). */
export function gradeLetter(marks: number | null | undefined): MarkGrade | null {
  if (typeof marks !== 'number' || !Number.isInteger(marks)) return null;
  return MARK_GRADES.find((g) => marks >= g.min && marks <= g.max)?.grade ?? null;
}
export const isFailingGrade = (grade: string | null | undefined) =>
  grade != null && (FAILING_GRADES as readonly string[]).includes(grade);

export const COURSE_MESSAGES = {
  course: 'Choose a course from the list',
  stage: 'Choose a stage from the list',
  semester: 'Choose a semester from the list',
  class: 'Choose a class from the list',
  status: 'Choose a status from the list',
  promotion: 'Choose Promote, Special, Repeat or New Student',
  marks: 'Marks are a whole number from 0 to 100',
  reason: 'A special stage needs a reason',
  duplicateCourse: 'The student is already enrolled in this course',
  duplicateClass: 'This class is already in the stage',
  stageOfCourse: 'This stage does not belong to the course',
  classOfStage: 'This class does not belong to the course',
  noCurrentStage: 'The student has no current stage in this course: register a stage first',
  lastStage: 'This is the last stage of the course: there is no stage to promote to',
  alreadyRegistered: 'The student already has a current stage in this course: promote, repeat or use a special stage',
  gradeKind: 'Give marks for a class graded by marks, a status otherwise',
  gradeStatus: 'Choose a grade from the grade point type',
  notTransfer: 'This class is not a transfer',
  closedCourse: 'The course is not active: change its status first',
} as const;
/** The 422 refusing a promotion while an F stands, naming the class. */
export const promotionBlockedMessage = (className: string) =>
  `The student cannot be promoted: ${className} has a failing grade in the current stage`;

export const COURSE_TOASTS = {
  added: 'Course Added Successfully',
  deleted: 'Course Deleted Successfully',
  status: 'Course Status Updated Successfully',
  agreed: 'Agreement to the Next Class Recorded',
  stage: 'Stage Saved Successfully',
  grades: 'Grades Saved Successfully',
  classAdded: 'Class Added Successfully',
  classDeleted: 'Class Deleted Successfully',
  transfer: 'Transfer Saved Successfully',
  standing: 'Academic Standing Updated Successfully',
  saveFailed: 'Failed to save. Try again!',
  deleteFailed: 'Failed to delete. Try again!',
} as const;

/** The refusal of a promotion (null: may be promoted): the first class of the current stage with a failing grade. */
export function promotionRefusal(classes: readonly { className: string; grade: string | null }[]): string | null {
  const failed = classes.find((c) => isFailingGrade(c.grade));
  return failed ? promotionBlockedMessage(failed.className) : null;
}

/** What a stage action needs: a special stage a reason, every action but Promote and Repeat a stage. */
export function stageActionRefusal(v: { promotion: Promotion; stageId?: number | null; reason?: string | null }): {
  field: string;
  message: string;
} | null {
  if (v.promotion === 'Special' && !v.reason?.trim()) return { field: 'reason', message: COURSE_MESSAGES.reason };
  if ((v.promotion === 'Special' || v.promotion === 'New Student') && !v.stageId)
    return { field: 'stageId', message: COURSE_MESSAGES.stage };
  return null;
}

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const marks = z.coerce
  .number({ error: COURSE_MESSAGES.marks })
  .int(COURSE_MESSAGES.marks)
  .min(0, COURSE_MESSAGES.marks)
  .max(100, COURSE_MESSAGES.marks);

export const studentCourseParams = z.object({
  studentId: id('Student not found'),
  courseRowId: id('Course not found'),
});
export const studentStageParams = z.object({ studentId: id('Student not found'), stageRowId: id('Stage not found') });
export const studentClassParams = z.object({ studentId: id('Student not found'), classRowId: id('Class not found') });

export const studentCourseInput = z.object({
  courseId: id(COURSE_MESSAGES.course),
  startSemesterId: id(COURSE_MESSAGES.semester).nullish(),
});
export type StudentCourseInput = z.infer<typeof studentCourseInput>;
export const studentCourseStatusInput = z.object({
  status: z.enum(STUDENT_COURSE_STATUSES, { error: COURSE_MESSAGES.status }),
});

export const stageActionInput = z
  .object({
    promotion: z.enum(PROMOTION_CHOICES, { error: COURSE_MESSAGES.promotion }),
    /** the stage to register (New Student) or to place the student in (Special); Promote takes the next, Repeat the current */
    stageId: id(COURSE_MESSAGES.stage).nullish(),
    semesterId: id(COURSE_MESSAGES.semester),
    reason: optionalText(500),
  })
  .superRefine((v, ctx) => {
    const r = stageActionRefusal(v);
    if (r) ctx.addIssue({ code: 'custom', path: [r.field], message: r.message });
  });
export type StageActionInput = z.infer<typeof stageActionInput>;

export const addClassInput = z.object({ classId: id(COURSE_MESSAGES.class) });
export type AddClassInput = z.infer<typeof addClassInput>;

/** One class's grade on a grade sheet: marks (graded by marks) or a grade of the grade point type (by status). */
export const classGradeEntry = z.object({
  classRowId: id('Class not found'),
  marks: marks.nullish(),
  grade: optionalText(20),
});
export type ClassGradeEntry = z.infer<typeof classGradeEntry>;
/** A grade sheet: many classes (of one or many students) saved together, all or none. */
export const gradeSheetInput = z.object({ grades: z.array(classGradeEntry).min(1).max(500) });
export type GradeSheetInput = z.infer<typeof gradeSheetInput>;

export const transferInput = z.object({
  classId: id(COURSE_MESSAGES.class),
  stageRowId: id('Stage not found'),
  school: text(200),
  grade: optionalText(20),
  credits: z.coerce.number({ error: 'Credits are a whole number from 0 to 40' }).int().min(0).max(40).nullish(),
});
export type TransferInput = z.infer<typeof transferInput>;

export const STANDING_KINDS = ['nonClinical', 'clinical'] as const;
export const standingInput = z.object({
  kind: z.enum(STANDING_KINDS),
  standingId: id('Choose an academic standing from the list').nullable(),
});
export type StandingInput = z.infer<typeof standingInput>;

const name = safeString().nullable();
export const studentClass = z.object({
  id: z.number().int(),
  studentStageId: z.number().int(),
  classId: z.number().int(),
  className: safeString(),
  classCode: name,
  credits: z.number().int().nullable(),
  gradeKind: z.enum(['marks', 'status']),
  gradeTypeId: z.number().int().nullable(),
  marks: z.number().int().nullable(),
  grade: name,
  transfer: z.boolean(),
  school: name,
  updatedAt: safeString(),
});
export type StudentClass = z.infer<typeof studentClass>;

export const studentStage = z.object({
  id: z.number().int(),
  studentCourseId: z.number().int(),
  stageId: z.number().int(),
  stageName: safeString(),
  stageOrder: z.number().int(),
  semesterId: z.number().int(),
  semesterName: name,
  promotion: z.enum(PROMOTION_CHOICES),
  reason: name,
  current: z.boolean(),
  nonClinicalStandingId: z.number().int().nullable(),
  nonClinicalStanding: name,
  clinicalStandingId: z.number().int().nullable(),
  clinicalStanding: name,
  createdAt: safeString(),
  classes: z.array(studentClass),
});
export type StudentStage = z.infer<typeof studentStage>;

export const studentCourse = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  courseId: z.number().int(),
  courseName: safeString(),
  startSemesterId: z.number().int().nullable(),
  startSemester: name,
  status: z.enum(STUDENT_COURSE_STATUSES),
  agreedNextClassAt: name,
  currentStage: name,
  updatedAt: safeString(),
});
export type StudentCourse = z.infer<typeof studentCourse>;
export const studentCourseDetails = studentCourse.extend({ stages: z.array(studentStage) });
export type StudentCourseDetails = z.infer<typeof studentCourseDetails>;

/** The stage a promotion leads to and its catalogue classes (nextStageClasseslist). */
export const nextStage = z.object({
  stageId: z.number().int().nullable(),
  stageName: name,
  classes: z.array(z.object({ id: z.number().int(), name: safeString(), code: name })),
  refusal: name,
});
export type NextStage = z.infer<typeof nextStage>;

/** The choices of the tab's dialogs for a course: its stages (special stage) and classes (transfer, add class). */
export const courseChoices = z.object({
  stages: z.array(z.object({ id: z.number().int(), name: safeString(), order: z.number().int() })),
  classes: z.array(
    z.object({ id: z.number().int(), name: safeString(), code: name, stageId: z.number().int().nullable() }),
  ),
});
export type CourseChoices = z.infer<typeof courseChoices>;
export const gradeSheetSaved = z.object({ ok: z.literal(true), saved: z.number().int() });
