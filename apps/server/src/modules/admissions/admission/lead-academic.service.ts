import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { studentTabUrl, type CourseSemesters, type LeadAcademicRecords } from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { recordRead, type Actor } from '../../../platform/audit.js';
import { notFound } from '../../../platform/errors.js';
import { refRows } from '../../reference/tables.js';
import { studentsRepo } from '../../students/index.js';
import { studentHistoryRepo as history } from '../../students/index.js';
import type { LeadView } from '../leads/leads.gate.js';
import { semestersOfCourse } from './lead-admission.repo.js';
import { toIso } from '../../../platform/db/columns.js';

const LATEST = { page: 1, pageSize: 100 };

/**
 * academicrecords (a lead with a student id): where the student the lead became stands, as the student
 * module records it (program, campus, start semester, status, stage, course status, status history and
 * deferments), read only, linking to the student's record. The read is logged as a read of the student
 * record (FERPA). Also semseterListFromCourseId: the semesters a course takes students in.
 */
export function createLeadAcademicService({ db }: { db: Db }) {
  return {
    async records(actor: Actor, v: LeadView): Promise<LeadAcademicRecords> {
      const studentId = v.header.l.studentId;
      if (studentId == null) throw notFound('Student');
      const h = await studentsRepo.findHeader(db, studentId);
      if (!h) throw notFound('Student');
      const [changes, deferments] = await Promise.all([
        history.listStatusChanges(db, studentId, LATEST),
        history.listDeferments(db, studentId, LATEST),
      ]);
      await recordRead(db, actor, 'student.fromLead', studentId);
      const { s } = h;
      return {
        studentId,
        studentName: `${s.firstName} ${s.lastName}`,
        studentEmail: s.email,
        studentUrl: studentTabUrl('personal', studentId),
        statusName: h.statusName ?? null,
        courseName: h.courseName ?? null,
        campusName: h.campusName ?? null,
        startSemesterName: h.semesterName ?? null,
        currentCourseStatus: s.currentCourseStatus,
        stageName: h.stageName ?? null,
        cohort: s.cohort,
        usmleTestStatus: s.usmleTestStatus,
        statusChanges: changes.items.map((c) => ({
          id: c.id,
          fromStatusName: c.fromStatusName ?? null,
          toStatusName: c.toStatusName ?? null,
          reason: c.reason,
          effectiveDate: c.effectiveDate,
          changedAt: toIso(c.changedAt),
        })),
        deferments: deferments.items.map((d) => ({
          id: d.id,
          fromSemesterName: d.fromSemesterName ?? null,
          toSemesterName: d.toSemesterName ?? null,
          reason: d.reason,
          requestedAt: toIso(d.requestedAt),
        })),
      };
    },

    /**
     * The active semesters a course is offered in (every active semester when the course names none or no course is
     * given), plus `include`d ids. Current and future terms come first (earliest first), then past ones (latest
     * first); `upcoming` leaves the past ones out (but an included one).
     */
    async semesters(courseId: number | null, include: number[], upcoming = false): Promise<CourseSemesters> {
      if (courseId != null && !(await studentsRepo.refOf(db, 'course', courseId))) throw notFound('Course');
      const offered = courseId != null ? await semestersOfCourse(db, courseId) : null;
      const over = sql`coalesce(${refRows.data}->>'endDate', '9999-12-31') < to_char(current_date, 'YYYY-MM-DD')`;
      const visible = and(
        eq(refRows.active, true),
        offered ? (offered.length ? inArray(refRows.id, offered) : sql`false`) : undefined,
        upcoming ? sql`not ${over}` : undefined,
      );
      const rows = await db
        .select({ id: refRows.id, label: refRows.label, active: refRows.active, data: refRows.data })
        .from(refRows)
        .where(
          and(eq(refRows.tableKey, 'semester'), include.length ? or(visible, inArray(refRows.id, include)) : visible),
        )
        .orderBy(
          asc(over),
          sql`case when ${over} then null else ${refRows.data}->>'startDate' end asc nulls last`,
          sql`${refRows.data}->>'startDate' desc`,
          asc(refRows.id),
        );
      return {
        restricted: offered != null,
        items: rows.map((r) => ({
          value: r.id,
          label: r.label,
          active: r.active,
          year: r.data.year ?? null,
          startDate: r.data.startDate ?? null,
          endDate: r.data.endDate ?? null,
          semesterType: r.data.semesterType ?? null,
        })),
      };
    },
  };
}
export type LeadAcademicService = ReturnType<typeof createLeadAcademicService>;
