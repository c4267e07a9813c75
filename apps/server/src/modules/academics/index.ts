import { MCAT_DOCUMENT_ENTITY, USMLE_DOCUMENT_ENTITY } from '@caduceus/contracts';
import type { Core } from '../../platform/core.js';
import type { Kit } from '../kit/index.js';
import { stepsTaken } from './usmle/usmle.repo.js';
import { createEntryDocuments } from '../kit/index.js';
import { mcatDocuments, mcatScores } from './mcat/mcat.schema.js';
import { usmleAttempts, usmleDocuments } from './usmle/usmle.schema.js';
import { createPriorEducationService } from './prior/prior.service.js';
import { priorEducationRoutes } from './prior/prior.routes.js';
import { createAcademicRecordsService } from './records/records.service.js';
import { academicRecordsRoutes } from './records/records.routes.js';
import { createDegreeService } from './degrees/degrees.service.js';
import { degreeRoutes } from './degrees/degrees.routes.js';
import { createUsmleService } from './usmle/usmle.service.js';
import { usmleRoutes } from './usmle/usmle.routes.js';
import { createMcatService } from './mcat/mcat.service.js';
import { mcatRoutes } from './mcat/mcat.routes.js';
import { createExamsService } from './exams/exams.service.js';
import { examsRoutes } from './exams/exams.routes.js';
import { nbmeUpload } from './exams/exams.uploads.js';
import { createCoursesService } from './courses/courses.service.js';
import { coursesRoutes } from './courses/courses.routes.js';
import { createTranscriptService } from './transcript/transcript.service.js';
import { transcriptRoutes } from './transcript/transcript.routes.js';

export { seedDemoAcademics } from './academics.demo.js';
export { seedDemoExams } from './exams/exams.demo.js';
/** Demo data: MD students' courses, stage histories and graded classes (seed-demo). */
export { seedDemoCourses } from './courses/courses.demo.js';

/**
 * Academics and exams: academic records and tests, courses and stages, grades, standing, transcripts, the exams
 * back office. Built so far: the student's degrees (the Degree tab), USMLE attempts (the USMLE tab) and MCAT scores
 * (the MCAT tab) with their documents, prior education (the Academic Details tab), the academic records forms, GPA
 * and Med6 LOA date (the Academic Records tab), courses, stages, classes and grades (the Courses tab), the exams
 * office (NBME shelf and comprehensive, Kaplan, retakes, results uploads; the Exams tab), and the transcript (the
 * Transcript tab and the official PDF, which the requests engine's transcript request issues once complete).
 */
export function registerAcademics(core: Core, { kit }: { kit: Kit }) {
  degreeRoutes(core.app, createDegreeService({ db: core.db }));
  usmleRoutes(
    core.app,
    createUsmleService({ db: core.db }),
    createEntryDocuments({
      db: core.db,
      files: kit.files,
      entries: usmleAttempts,
      documents: usmleDocuments,
      entity: USMLE_DOCUMENT_ENTITY,
      what: 'USMLE attempt',
    }),
  );
  priorEducationRoutes(core.app, createPriorEducationService({ db: core.db }));
  academicRecordsRoutes(core.app, createAcademicRecordsService({ db: core.db }));
  mcatRoutes(
    core.app,
    createMcatService({ db: core.db }),
    createEntryDocuments({
      db: core.db,
      files: kit.files,
      entries: mcatScores,
      documents: mcatDocuments,
      entity: MCAT_DOCUMENT_ENTITY,
      what: 'MCAT score',
    }),
  );
  examsRoutes(core.app, createExamsService({ db: core.db }));
  kit.uploadTypes.add(nbmeUpload(core.db, 'Subject'));
  kit.uploadTypes.add(nbmeUpload(core.db, 'Comprehensive'));
  const courses = createCoursesService({ db: core.db });
  coursesRoutes(core.app, courses);
  const transcripts = createTranscriptService({ db: core.db, courses, now: core.now });
  transcriptRoutes(core.app, transcripts);
  /** the USMLE steps a student has sat (the transcript request offers them as exam names) */
  const usmleStepsTaken = (studentId: number) => stepsTaken(core.db, studentId);
  /** a student's classes, stage by stage (the surveys' class evaluations are about them) */
  const studentClasses = async (studentId: number): Promise<StudentClassFact[]> =>
    (await courses.stages(studentId)).items.flatMap((st) =>
      st.classes.map((c) => ({
        id: c.id,
        studentId,
        className: c.className,
        classCode: c.classCode,
        stageName: st.stageName,
        semesterName: st.semesterName,
        current: st.current,
        transfer: c.transfer,
      })),
    );
  return { transcripts, usmleStepsTaken, studentClasses };
}
/** A class of a student as other contexts see it: the class, its stage and semester, whether the stage is current. */
export interface StudentClassFact {
  id: number;
  studentId: number;
  className: string;
  classCode: string | null;
  stageName: string;
  semesterName: string | null;
  current: boolean;
  transfer: boolean;
}
/** What academics offers other contexts: the transcript (the requests engine issues its PDF), the USMLE steps sat, a student's classes. */
export type Academics = ReturnType<typeof registerAcademics>;
