import { z } from 'zod';
import { MAX_ID } from '../kit/common.js';
import { safeString } from '../validation.js';
import { ADMISSIONS_LETTERHEAD } from '../admissions/interview.js';
import { weightedGpa } from './records.js';

/**
 * The student's transcript (the Transcript tab, /student/details/transcript/:id and its alumni twin; spec 001
 * Requests viewTranscriptCourse, transcriptPdfList, transciptFullPdf): the classes of every stage she took, semester
 * by semester, with credits, marks, grade letter and grade points (the Grade Point Settings control table), the
 * credit-weighted GPA, academic standing and degrees; and the official Medical School transcript as a PDF.
 * Transfers from another school are marked and carry credits but no grade points: the GPA is the school's own.
 */
export const TRANSCRIPT_ENTITY = 'transcript';
/** The official transcript this school issues (the spec's transcript types name three others it does not). */
export const OFFICIAL_TRANSCRIPT_TYPE = 'Medical School';
export const OFFICIAL_TRANSCRIPT_TITLE = 'Official Transcript';
/** The letterhead of the registrar's documents. */
export const REGISTRAR_LETTERHEAD = {
  school: ADMISSIONS_LETTERHEAD.school,
  office: 'Office of the Registrar',
  address: ADMISSIONS_LETTERHEAD.address,
  contact: 'registrar@caduceus.edu · +297 555 0110',
} as const;
export const transcriptFilename = (studentId: number) => `Transcript_${studentId}.pdf`;
/** How a transfer's grade reads on the transcript (its school's grade follows). */
export const TRANSFER_MARK = 'TR';

/** A class's grade points: its grade's row in the Grade Point Settings of the class's grade point type (null: none). */
export function gradePointsOf(
  line: { gradeTypeId: number | null; grade: string | null; transfer: boolean },
  settings: readonly { gradePointType: number | null; grade: string; points: string | null }[],
): string | null {
  if (line.transfer || line.grade == null || line.gradeTypeId == null) return null;
  const s = settings.find((x) => x.gradePointType === line.gradeTypeId && x.grade === line.grade);
  return s?.points == null || s.points === '' ? null : Number(s.points).toFixed(2);
}

/**
 * The transcript's GPA: credit-weighted over the classes with grade points (contracts' weightedGpa, two decimals);
 * transfers and classes without grade points (Pass/Fail, Incomplete, not graded yet) add credits, never points.
 * `earned`: the credits of passed classes and transfers (a failing grade earns none).
 */
export function transcriptGpa(
  lines: readonly { credits: number | null; gradePoints: string | null; transfer: boolean; failed: boolean }[],
) {
  const w = weightedGpa(
    lines.map((l) => ({ credits: l.credits ?? 0, gradePoints: l.transfer ? null : l.gradePoints })),
  );
  const earned = lines.filter((l) => !l.failed).reduce((t, l) => t + (l.credits ?? 0), 0);
  return { ...w, earned };
}

export const transcriptParams = z.object({
  studentId: z.coerce
    .number({ error: 'Student not found' })
    .int('Student not found')
    .positive('Student not found')
    .max(MAX_ID, 'Student not found'),
});

const name = safeString().nullable();
const totals = z.object({
  /** credits of every class */
  credits: z.number(),
  /** credits of the classes with grade points (the GPA's weight) */
  gpaCredits: z.number(),
  /** credits of passed classes and transfers */
  earned: z.number(),
  /** the credit-weighted GPA, two decimals; null with no graded credits */
  gpa: name,
});
export const transcriptClass = z.object({
  id: z.number().int(),
  className: safeString(),
  classCode: name,
  credits: z.number().int().nullable(),
  marks: z.number().int().nullable(),
  grade: name,
  gradePoints: name,
  transfer: z.boolean(),
  school: name,
});
export type TranscriptClass = z.infer<typeof transcriptClass>;
export const transcriptStage = z.object({
  id: z.number().int(),
  courseName: safeString(),
  stageName: safeString(),
  semesterName: name,
  promotion: safeString(),
  current: z.boolean(),
  standing: name,
  classes: z.array(transcriptClass),
  totals,
});
export type TranscriptStage = z.infer<typeof transcriptStage>;
export const transcript = z.object({
  type: safeString(),
  student: z.object({
    id: z.number().int(),
    name: safeString(),
    dateOfBirth: name,
    program: name,
    status: name,
    campus: name,
  }),
  /** oldest stage first, as the transcript reads */
  stages: z.array(transcriptStage),
  totals,
  /** the latest stage's standing */
  standing: name,
  degrees: z.array(
    z.object({ name: safeString(), institution: safeString(), awardedOn: name, honors: name, major: name }),
  ),
  issuedOn: safeString(),
});
export type Transcript = z.infer<typeof transcript>;
