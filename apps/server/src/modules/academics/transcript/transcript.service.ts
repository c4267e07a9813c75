import {
  OFFICIAL_TRANSCRIPT_TYPE,
  gradePointsOf,
  isFailingGrade,
  transcriptFilename,
  transcriptGpa,
  type StudentStage,
  type Transcript,
  type TranscriptClass,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { notFound } from '../../../platform/errors.js';
import type { CoursesService } from '../courses/courses.service.js';
import { listDegrees } from '../degrees/degrees.repo.js';
import * as repo from './transcript.repo.js';
import { renderTranscriptPdf } from './transcript.pdf.js';

type Line = TranscriptClass & { failed: boolean };
const totalsOf = (lines: readonly Line[]) => transcriptGpa(lines);
const strip = ({ failed: _failed, ...c }: Line): TranscriptClass => c;

/**
 * The transcript: what the Courses tab holds (every stage with its classes and grades, through the courses
 * service), each grade's points from the Grade Point Settings, the credit-weighted GPA per stage and overall,
 * the latest standing and the student's degrees; and the official PDF made from the same answer, so the
 * paper says what the tab says.
 */
export function createTranscriptService({
  db,
  courses,
  now,
}: {
  db: Db;
  courses: Pick<CoursesService, 'list' | 'stages'>;
  now: () => Date;
}) {
  async function read(studentId: number): Promise<Transcript> {
    const student = await repo.studentOfTranscript(db, studentId);
    if (!student) throw notFound('Student');
    const [list, stages, settings, degrees] = await Promise.all([
      courses.list(studentId),
      courses.stages(studentId),
      repo.gradePointSettings(db),
      listDegrees(db, studentId, { page: 1, pageSize: 100 }),
    ]);
    const courseName = new Map(list.items.map((c) => [c.id, c.courseName]));
    const lines = (st: StudentStage): Line[] =>
      st.classes.map((c) => ({
        id: c.id,
        className: c.className,
        classCode: c.classCode,
        credits: c.credits,
        marks: c.marks,
        grade: c.grade,
        gradePoints: gradePointsOf(c, settings),
        transfer: c.transfer,
        school: c.school,
        failed: isFailingGrade(c.grade),
      }));
    // oldest first, as a transcript reads (the courses service answers the latest first)
    const ordered = [...stages.items].sort((a, b) => a.id - b.id);
    const all: Line[] = [];
    const out = ordered.map((st) => {
      const ls = lines(st);
      all.push(...ls);
      return {
        id: st.id,
        courseName: courseName.get(st.studentCourseId) ?? '',
        stageName: st.stageName,
        semesterName: st.semesterName,
        promotion: st.promotion,
        current: st.current,
        standing: st.nonClinicalStanding ?? st.clinicalStanding,
        classes: ls.map(strip),
        totals: totalsOf(ls),
      };
    });
    const latest = [...ordered].reverse().find((st) => st.nonClinicalStanding || st.clinicalStanding);
    return {
      type: OFFICIAL_TRANSCRIPT_TYPE,
      student,
      stages: out,
      totals: totalsOf(all),
      standing: latest ? (latest.nonClinicalStanding ?? latest.clinicalStanding) : null,
      degrees: degrees.rows.map((d) => ({
        name: d.degreeName,
        institution: d.d.institution,
        awardedOn: d.d.awardedOn,
        honors: d.d.honors,
        major: d.d.major,
      })),
      issuedOn: now().toISOString().slice(0, 10),
    };
  }

  return {
    read,
    /** The official transcript as a PDF: Transcript_<studentId>.pdf. */
    async pdf(studentId: number) {
      const t = await read(studentId);
      return { filename: transcriptFilename(studentId), bytes: await renderTranscriptPdf(t) };
    },
  };
}
export type TranscriptService = ReturnType<typeof createTranscriptService>;
