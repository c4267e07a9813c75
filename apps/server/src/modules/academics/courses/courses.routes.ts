import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addClassInput,
  courseChoices,
  gradeSheetInput,
  gradeSheetSaved,
  nextStage,
  okBody,
  stageActionInput,
  standingInput,
  studentClass,
  studentClassParams,
  studentCourse,
  studentCourseDetails,
  studentCourseInput,
  studentCourseParams,
  studentCourseStatusInput,
  studentIdParam,
  studentStage,
  studentStageParams,
  transferInput,
} from '@caduceus/contracts';
import { notFound } from '../../../platform/errors.js';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { CoursesService } from './courses.service.js';

const op = routeOps('student courses');
const tab = 'courses' as const;
const s = '/api/students/:studentId';
const items = <T extends z.ZodTypeAny>(item: T) => z.object({ items: z.array(item) });

/** The Courses tab of the student record: courses, stages, classes and grades, transfers, academic standing. */
export function coursesRoutes(app: FastifyInstance, svc: CoursesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { student: tab, bit: 'read' } as const;
  const write = { student: tab, bit: 'write' } as const;
  const edit = { student: tab, bit: 'edit' } as const;
  const del = { student: tab, bit: 'delete' } as const;

  r.get(
    `${s}/courses`,
    op('listStudentCourses', read, ['studentCourseList'], {
      params: studentIdParam,
      ok: items(studentCourse),
      description: "The student's courses, each with its status and current stage.",
    }),
    async (req) => svc.list(req.params.studentId),
  );
  r.post(
    `${s}/courses`,
    op('addStudentCourse', write, ['addStudentCourse'], {
      params: studentIdParam,
      body: studentCourseInput,
      created: studentCourseDetails,
      description: 'Enrols the student in a course of the Courses table (once per course: 422). Audited.',
    }),
    async (req, reply) => created(reply, svc.add(actorOf(req), req.params.studentId, req.body)),
  );
  r.get(
    `${s}/courses/:courseRowId`,
    op('getStudentCourse', read, ['studentCourse', 'getStudentCourseDetails', 'nonClinicalStages'], {
      params: studentCourseParams,
      ok: studentCourseDetails,
      description: 'A course of the student with its stages, the latest first, and their classes and grades.',
    }),
    async (req) => svc.details(req.params.studentId, req.params.courseRowId),
  );
  r.get(
    `${s}/courses/:courseRowId/choices`,
    op(
      'studentCourseChoices',
      read,
      ['getSpecialStageDropdown', 'getSpecialStageDropdownForCreditReport', 'transferClassDropdown'],
      {
        params: studentCourseParams,
        ok: courseChoices,
        description: "The course's stages (special stage) and classes (add a class, a transfer).",
      },
    ),
    async (req) => svc.choices(req.params.studentId, req.params.courseRowId),
  );
  r.put(
    `${s}/courses/:courseRowId/status`,
    op('setStudentCourseStatus', edit, ['studentCoursestatus'], {
      params: studentCourseParams,
      body: studentCourseStatusInput,
      ok: studentCourseDetails,
      description: "Changes the course's status (Active, Completed, Withdrawn, Dismissed, On Hold). Audited.",
    }),
    async (req) => svc.setStatus(actorOf(req), req.params.studentId, req.params.courseRowId, req.body.status),
  );
  r.post(
    `${s}/courses/:courseRowId/agree-next-class`,
    op('agreeStudentCourseNextClass', edit, ['studentCourseAgreeNextClass'], {
      params: studentCourseParams,
      ok: studentCourseDetails,
      description: 'Records that the student agreed to go on to the next class. Audited.',
    }),
    async (req) => svc.agreeNextClass(actorOf(req), req.params.studentId, req.params.courseRowId),
  );
  r.delete(
    `${s}/courses/:courseRowId`,
    op('deleteStudentCourse', del, ['deleteStudentCourse'], {
      params: studentCourseParams,
      ok: okBody,
      description: 'Removes a course entered in error, with its stages and classes. Audited with what it held.',
    }),
    async (req) => okAfter(svc.remove(actorOf(req), req.params.studentId, req.params.courseRowId)),
  );

  r.post(
    `${s}/courses/:courseRowId/stages`,
    op(
      'studentStageAction',
      write,
      ['registerStudentStage', 'promoteStudentStage', 'repeatStudentStage', 'specialStudentStage'],
      {
        params: studentCourseParams,
        body: stageActionInput,
        ok: studentCourseDetails,
        description:
          "Places the student in a stage for a semester: New Student registers a first stage, Promote the next stage (422 while an F stands in the current stage's classes, naming the class), Repeat re-opens the current stage's classes, Special a chosen stage with a reason. The stage opens with its catalogue classes. One transaction, audited.",
      },
    ),
    async (req) => svc.stageAction(actorOf(req), req.params.studentId, req.params.courseRowId, req.body),
  );
  r.get(
    `${s}/courses/:courseRowId/next-stage`,
    op('studentNextStage', read, ['nextStageClasseslist', 'stageStatus'], {
      params: studentCourseParams,
      ok: nextStage,
      description: 'The stage a promotion leads to, its classes, and why the student may not be promoted yet.',
    }),
    async (req) => svc.nextStage(req.params.studentId, req.params.courseRowId),
  );
  r.get(
    `${s}/stages`,
    op('listStudentStages', read, ['studentStageSemester'], {
      params: studentIdParam,
      ok: items(studentStage),
      description: "The student's stage and semester history, the latest first, with each stage's classes.",
    }),
    async (req) => svc.stages(req.params.studentId),
  );
  r.get(
    `${s}/stages/:stageRowId/classes`,
    op('listStudentStageClasses', read, ['nonClinicalClasses', 'nonClinicalAcademicStanding', 'academicStanding'], {
      params: studentStageParams,
      ok: studentStage,
      description: 'One stage of the student with its classes, grades and academic standing.',
    }),
    async (req) => {
      const all = await svc.stages(req.params.studentId);
      const st = all.items.find((x) => x.id === req.params.stageRowId);
      if (!st) throw notFound('Stage');
      return st;
    },
  );
  r.post(
    `${s}/stages/:stageRowId/classes`,
    op('addStudentStageClass', write, ['addNonClinicalCourseClasses'], {
      params: studentStageParams,
      body: addClassInput,
      created: studentClass,
      description: 'Adds a class of the course to the stage (once per stage: 422). Audited.',
    }),
    async (req, reply) =>
      created(reply, svc.addClass(actorOf(req), req.params.studentId, req.params.stageRowId, req.body.classId)),
  );
  r.put(
    `${s}/stages/:stageRowId/standing`,
    op('setStudentStageStanding', edit, ['updateNonClinicalAcademicStanding', 'updateClinicalAcademicStanding'], {
      params: studentStageParams,
      body: standingInput,
      ok: studentStage,
      description: "Sets the stage's non-clinical or clinical academic standing (Academic Standings table). Audited.",
    }),
    async (req) => svc.setStanding(actorOf(req), req.params.studentId, req.params.stageRowId, req.body),
  );
  r.get(
    `${s}/classes/:classRowId`,
    op('getStudentClass', read, ['nonClinicalClassDetails'], {
      params: studentClassParams,
      ok: studentClass,
      description: 'One class of the student with its grade.',
    }),
    async (req) => svc.classDetails(req.params.studentId, req.params.classRowId),
  );
  r.delete(
    `${s}/classes/:classRowId`,
    op('deleteStudentClass', del, ['deleteNonClinicalClasses'], {
      params: studentClassParams,
      ok: okBody,
      description: 'Removes a class from its stage. Audited with what it held.',
    }),
    async (req) => okAfter(svc.removeClass(actorOf(req), req.params.studentId, req.params.classRowId)),
  );
  r.put(
    `${s}/class-grades`,
    op('saveStudentClassGrades', edit, ['addNonClinicalCourseClasses'], {
      params: studentIdParam,
      body: gradeSheetInput,
      ok: gradeSheetSaved,
      description:
        "Saves the student's grade sheet: marks (0-100; the letter follows: 0-69 F, 70-89 P, 90-100 H) or a status grade for many classes, in one transaction, all or none. Audited per class.",
    }),
    async (req) => svc.saveGrades(actorOf(req), req.params.studentId, req.body),
  );
  r.put(
    '/api/academics/class-grades',
    op('saveClassGrades', { menu: '/student/list', bit: 'edit', component: 'studentProfile.academics' }, [], {
      body: gradeSheetInput,
      ok: gradeSheetSaved,
      description:
        'A grade sheet for many students and classes at once (the back office): one transaction, all or none. Audited per class.',
    }),
    async (req) => svc.saveGrades(actorOf(req), null, req.body),
  );

  r.get(
    `${s}/transfers`,
    op('listStudentTransfers', read, ['nonClinicalTransferList'], {
      params: studentIdParam,
      ok: items(studentClass),
      description: "Classes the student transferred from another school, with the school's grade.",
    }),
    async (req) => svc.transfers(req.params.studentId),
  );
  r.get(
    `${s}/transfers/:classRowId`,
    op('getStudentTransfer', read, ['getNonClinicalTransfer'], {
      params: studentClassParams,
      ok: studentClass,
      description: 'One transferred class.',
    }),
    async (req) => svc.classDetails(req.params.studentId, req.params.classRowId),
  );
  r.post(
    `${s}/transfers`,
    op('addStudentTransfer', write, ['updateNonClinicalTransfer'], {
      params: studentIdParam,
      body: transferInput,
      created: studentClass,
      description: 'Records a class transferred from another school into a stage. Audited.',
    }),
    async (req, reply) => created(reply, svc.saveTransfer(actorOf(req), req.params.studentId, null, req.body)),
  );
  r.put(
    `${s}/transfers/:classRowId`,
    op('updateStudentTransfer', edit, ['updateNonClinicalTransfer'], {
      params: studentClassParams,
      body: transferInput,
      ok: studentClass,
      description: 'Corrects a transferred class. Audited.',
    }),
    async (req) => svc.saveTransfer(actorOf(req), req.params.studentId, req.params.classRowId, req.body),
  );
  r.delete(
    `${s}/transfers/:classRowId`,
    op('deleteStudentTransfer', del, ['deleteNonClinicalTransfer'], {
      params: studentClassParams,
      ok: okBody,
      description: 'Removes a transferred class. Audited.',
    }),
    async (req) => okAfter(svc.removeTransfer(actorOf(req), req.params.studentId, req.params.classRowId)),
  );
}
