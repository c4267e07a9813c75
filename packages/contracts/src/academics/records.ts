import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { isoDate } from '../students/student.js';
import { PATTERNS, gpa, optionalText, safeString, text } from '../validation.js';

/**
 * A student's academic records (the Academic Records tab; spec 001 "Academic records and tests":
 * academicRecords1List..academicRecords4List, saveAcademicRecords1..saveAcademicRecords4, getGPAList,
 * getPremedClassList, getMedClassList, getClinicalMedicineList, getClinicalRotationList, applicantCourse,
 * applicantmedicalcourse, applicantrotations, studentMed6Loadate, studentMed6LoadateUpdate): four forms of
 * entries, each a class, course or rotation taken in a term with its credits, grade and grade points; the
 * credit-weighted GPA of each form and overall; the student's Med6 LOA date. The names offered come from the
 * control tables (Classes of the Pre-Medical Sciences and Basic Sciences courses, Clinical Courses, Rotations).
 */
export const ACADEMIC_RECORD_ENTITY = 'academicRecord';
export const MED6_LOA_DATE_ENTITY = 'med6LoaDate';
export const ACADEMIC_RECORD_FORMS = [
  { form: 1, label: 'Pre-medical classes', table: 'class', course: 'Pre-Medical Sciences' },
  { form: 2, label: 'Medical classes', table: 'class', course: 'Basic Sciences' },
  { form: 3, label: 'Clinical medicine', table: 'clinical-course', course: null },
  { form: 4, label: 'Clinical rotations', table: 'rotation', course: null },
] as const;
export type AcademicRecordForm = (typeof ACADEMIC_RECORD_FORMS)[number]['form'];
export const ACADEMIC_GRADES = ['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D', 'F', 'P', 'I', 'W'] as const;
/** grade points a GPA is made of: 0.00 to 4.00 */
export const GRADE_POINTS_MAX = 4;
export const RECORD_CREDITS = { min: 0.5, max: 40 } as const;

export const ACADEMIC_RECORD_MESSAGES = {
  form: 'Choose a form from 1 to 4',
  grade: 'Choose a grade from the list',
  credits: `Credits are a number from ${RECORD_CREDITS.min} to ${RECORD_CREDITS.max}, in half credits`,
  points: `Grade points are at most ${GRADE_POINTS_MAX.toFixed(2)}`,
  future: 'A completion date cannot be in the future',
  duplicate: 'This entry is already recorded for this term',
  med6Future: 'The Med6 LOA date is at most a year ahead',
} as const;
export const ACADEMIC_RECORD_TOASTS = {
  added: 'Academic Record Added Successfully',
  updated: 'Academic Record Updated Successfully',
  deleted: 'Academic Record Deleted Successfully',
  saveFailed: 'Failed to save the academic record. Try again!',
  deleteFailed: 'Failed to delete the academic record. Try again!',
  med6Saved: 'Med6 LOA Date Saved Successfully',
  med6Failed: 'Failed to save the Med6 LOA date. Try again!',
} as const;

const form = z.coerce
  .number({ error: ACADEMIC_RECORD_MESSAGES.form })
  .int(ACADEMIC_RECORD_MESSAGES.form)
  .min(1, ACADEMIC_RECORD_MESSAGES.form)
  .max(4, ACADEMIC_RECORD_MESSAGES.form);

export const academicRecordInput = z
  .object({
    form,
    /** the class, course or rotation (a name of the form's control table, or as the transcript reads) */
    title: text(160),
    /** the term it was taken in (Fall 2024) */
    term: text(40),
    institution: optionalText(200),
    completedOn: isoDate.nullish(),
    credits: z.coerce
      .number({ error: ACADEMIC_RECORD_MESSAGES.credits })
      .min(RECORD_CREDITS.min, ACADEMIC_RECORD_MESSAGES.credits)
      .max(RECORD_CREDITS.max, ACADEMIC_RECORD_MESSAGES.credits)
      .refine((n) => Number.isInteger(n * 2), ACADEMIC_RECORD_MESSAGES.credits),
    grade: z.enum(ACADEMIC_GRADES, { error: ACADEMIC_RECORD_MESSAGES.grade }),
    /** the grade points (contracts' GPA pattern, at most 4.00); empty for a grade that counts for no GPA (P, I, W) */
    gradePoints: gpa.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.gradePoints && PATTERNS.gpa.test(v.gradePoints) && Number(v.gradePoints) > GRADE_POINTS_MAX)
      ctx.addIssue({ code: 'custom', path: ['gradePoints'], message: ACADEMIC_RECORD_MESSAGES.points });
    if (v.completedOn && v.completedOn > new Date().toISOString().slice(0, 10))
      ctx.addIssue({ code: 'custom', path: ['completedOn'], message: ACADEMIC_RECORD_MESSAGES.future });
  });
export type AcademicRecordInput = z.infer<typeof academicRecordInput>;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
export const academicRecordParams = z.object({
  studentId: id('Student not found'),
  recordId: id('Academic record not found'),
});
export const academicRecordFormQuery = z.object({ form });
export const academicRecordFormParams = z.object({ studentId: id('Student not found'), form });
export const academicRecordListQuery = pageQuery.pick({ page: true, pageSize: true });

export const academicRecord = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  form: z.number().int(),
  title: safeString(),
  term: safeString(),
  institution: safeString().nullable(),
  completedOn: safeString().nullable(),
  credits: z.number(),
  grade: z.enum(ACADEMIC_GRADES),
  gradePoints: safeString().nullable(),
  updatedAt: safeString(),
  updatedByName: safeString().nullable(),
});
export type AcademicRecord = z.infer<typeof academicRecord>;

/** The names a form offers (its control table's active rows). */
export const academicRecordChoices = z.object({
  items: z.array(z.object({ id: z.number().int(), name: safeString(), credits: z.number().nullable() })),
});

/** One line of the GPA list: a form's (or, with form null, every form's) credits and credit-weighted GPA. */
export const gpaLine = z.object({
  form: z.number().int().nullable(),
  label: safeString(),
  /** credits of every entry */
  credits: z.number(),
  /** credits of the entries with grade points (the GPA's weight) */
  gpaCredits: z.number(),
  /** the credit-weighted GPA, two decimals (contracts' GPA pattern), null with no graded credits */
  gpa: safeString().nullable(),
});
export const gpaList = z.object({ items: z.array(gpaLine) });
export type GpaLine = z.infer<typeof gpaLine>;

/** The credit-weighted GPA of some entries, rounded to two decimals as the GPA pattern reads (null: none graded). */
export function weightedGpa(rows: readonly { credits: number; gradePoints: string | null }[]) {
  const graded = rows.filter((r) => r.gradePoints != null && r.gradePoints !== '');
  const gpaCredits = graded.reduce((t, r) => t + r.credits, 0);
  // Integer hundredths keep the sum exact, so the order of the classes never moves the last digit.
  const points = graded.reduce((t, r) => t + r.credits * Math.round(Number(r.gradePoints) * 100), 0);
  const value = gpaCredits ? (Math.floor((2 * points + gpaCredits) / (2 * gpaCredits)) / 100).toFixed(2) : null;
  return {
    credits: rows.reduce((t, r) => t + r.credits, 0),
    gpaCredits,
    gpa: value && PATTERNS.gpa.test(value) ? value : null,
  };
}

/** The student's Med6 LOA date (academic: the day the Med6 leave starts), with a note. */
export const med6LoaDateInput = z.object({ loaDate: isoDate, note: optionalText(500) }).superRefine((v, ctx) => {
  const limit = new Date();
  limit.setUTCFullYear(limit.getUTCFullYear() + 1);
  if (v.loaDate > limit.toISOString().slice(0, 10))
    ctx.addIssue({ code: 'custom', path: ['loaDate'], message: ACADEMIC_RECORD_MESSAGES.med6Future });
});
export type Med6LoaDateInput = z.infer<typeof med6LoaDateInput>;
export const med6LoaDate = z.object({
  studentId: z.number().int(),
  loaDate: safeString().nullable(),
  note: safeString().nullable(),
  updatedAt: safeString().nullable(),
  updatedByName: safeString().nullable(),
});
export type Med6LoaDate = z.infer<typeof med6LoaDate>;
