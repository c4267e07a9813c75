import type { FastifyRequest } from 'fastify';
import {
  STAFF_ONLY_STUDENT_WRITES,
  SHARING_MESSAGES,
  parentSharedTabs,
  selfServiceMayWrite,
  STUDENT_TAB_COMPONENTS,
  STUDENT_TAB_CONDITIONS,
  STUDENT_TAB_SETS,
  studentTabSet,
  visibleStudentTabs,
  type AccessBit,
  type StudentTab,
  type StudentTabFacts,
  type StudentTabSet,
  type StudentViewer,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { recordRead } from '../../../platform/audit.js';
import { AppError, forbidden, notFound } from '../../../platform/errors.js';
import { actorOf, isSelfService, type RecordRights, type RegisteredRoute } from '../../../platform/guard.js';
import * as repo from './students.repo.js';
import { sharedParts } from '../selfservice/selfservice.repo.js';

/** What the gate learnt about this request's student; handlers read it instead of loading again. */
export interface StudentView {
  studentId: number;
  viewer: StudentViewer;
  /** a staff user looking through the student's eyes (read only) */
  viewAs: boolean;
  header: repo.HeaderRow;
  facts: StudentTabFacts;
  tabSet: StudentTabSet;
  /** the tabs this viewer sees: the rules table's, less those a staff user's rights do not cover */
  tabs: StudentTab[];
  /** the staff user's rights on the record's parts (the student's own side: none) */
  may: RecordRights;
}

declare module 'fastify' {
  interface FastifyRequest {
    studentView?: StudentView;
  }
}

/** A staff request sent with this header sees the record as the student does, read only. */
export const VIEW_AS_HEADER = 'x-view-as';

/** The tabs some route serves: a tab is registered by declaring `{ student: tab }` access on its API. */
export function servedStudentTabs(registry: RegisteredRoute[]): Set<StudentTab> {
  const served = new Set<StudentTab>();
  for (const r of registry) {
    const a = r.access;
    if (typeof a === 'object' && 'student' in a && a.student) served.add(a.student);
  }
  return served;
}

export function studentViewOf(req: FastifyRequest): StudentView {
  if (!req.studentView) throw new Error('student route without the student gate');
  return req.studentView;
}

/**
 * Tabs staff see whatever the student's facts: in both sets studentTabSet gives staff (the staff set, and
 * the Administrative Withdrawn one) and shown under no condition. A staff read of one of these (or of
 * the header) is answered whenever the student exists and the rights cover it, which is known before
 * reading: its access log row is written by the statement that reads the header.
 */
const SHOWN_TO_STAFF: ReadonlySet<StudentTab> = new Set(
  STUDENT_TAB_SETS.staff.filter((t) => STUDENT_TAB_SETS.adminWithdrawn.includes(t) && !STUDENT_TAB_CONDITIONS[t]),
);

/**
 * The object-level check of every student route: the student exists; a Student, Parent or Alumni
 * user reaches only their own student (another id answers 404, as if it did not exist); the tab is
 * visible to this viewer by the rules table (403); the student's side writes only on self-service
 * tabs (a parent writes nothing and reads only the parts the student shares with them: rights belong to
 * the adult student); reads are recorded in the access log. A staff user sees only the tabs whose components they
 * may read (the guard has checked the route's own component), also when viewing as the student.
 *
 * A read (GET, HEAD) is recorded before it is answered, in the same round trip as the header when the
 * answer cannot depend on what the header holds (staff reading the header or a tab SHOWN_TO_STAFF that
 * their rights cover), else by a second statement once the checks passed. Handlers use the header read
 * here (`studentViewOf`, and `loadedHeader` for the record itself) instead of reading the student again.
 */
/** The operation a request runs (its route's operationId). */
const operationOf = (req: FastifyRequest) =>
  (req.routeOptions.schema as { operationId?: string } | undefined)?.operationId ?? '';

export function createStudentGate(db: Db, served: () => ReadonlySet<StudentTab>) {
  return async function studentGate(
    req: FastifyRequest,
    studentId: number,
    tab: StudentTab | null,
    bit: AccessBit,
    may: RecordRights,
  ) {
    const user = req.user!;
    const reads = req.method === 'GET' || req.method === 'HEAD';
    const viewAs = !isSelfService(user) && req.headers[VIEW_AS_HEADER] === 'student';
    const entity = viewAs ? 'student.viewAs' : tab ? `student.${tab}` : 'student';
    // HEAD runs the GET handler too (its headers tell the size of what was read): both are reads
    const logNow =
      reads &&
      bit === 'read' &&
      !isSelfService(user) &&
      !viewAs &&
      (!tab || (SHOWN_TO_STAFF.has(tab) && may('read', STUDENT_TAB_COMPONENTS[tab])));
    const header = logNow
      ? await repo.findHeaderLogged(db, studentId, actorOf(req), entity)
      : await repo.findHeader(db, studentId);
    if (!header) throw notFound('Student');
    let viewer: StudentViewer = 'staff';
    /** a parent: the tabs the student shares with them (rights belong to the adult student) */
    let shared: Set<StudentTab> | undefined;
    if (isSelfService(user)) {
      const own =
        user.userType === 'Parent' ? await repo.parentLinked(db, user.id, studentId) : user.studentId === studentId;
      if (!own) throw notFound('Student');
      viewer = 'self';
      if (user.userType === 'Parent') {
        if (bit !== 'read') throw forbidden(SHARING_MESSAGES.parentReadOnly);
        shared = parentSharedTabs(await sharedParts(db, user.id, studentId));
      }
      // self-service tabs, and the few writes named on a tab otherwise read only to them (paying an invoice)
      if (bit !== 'read' && !selfServiceMayWrite(tab, operationOf(req)))
        throw forbidden('You may not change this part of the record');
      const staffOnly = bit !== 'read' && STAFF_ONLY_STUDENT_WRITES[operationOf(req)];
      if (staffOnly) throw forbidden(staffOnly);
    } else if (viewAs) {
      viewer = 'self';
      if (bit !== 'read') throw new AppError(403, 'FORBIDDEN', 'Viewing as the student is read only');
    }
    const facts = repo.factsOf(header);
    const tabs = visibleStudentTabs(facts, viewer, served()).filter((t) =>
      isSelfService(user) ? !shared || shared.has(t) : may('read', STUDENT_TAB_COMPONENTS[t]),
    );
    // (never when logNow: its tab is among these whatever the facts)
    if (tab && !tabs.includes(tab))
      throw forbidden(
        shared && !shared.has(tab) ? SHARING_MESSAGES.notShared : 'This tab is not available for this student',
      );
    req.studentView = { studentId, viewer, viewAs, header, facts, tabSet: studentTabSet(facts, viewer), tabs, may };
    if (reads && !logNow) await recordRead(db, actorOf(req), entity, studentId);
  };
}

/**
 * The header this request's gate read, for a read (GET, HEAD) of this student's record: its handler
 * answers from it instead of reading the student again.
 */
export function loadedHeader(req: FastifyRequest, studentId: number): repo.HeaderRow | undefined {
  const v = req.studentView;
  return v && v.studentId === studentId && (req.method === 'GET' || req.method === 'HEAD') ? v.header : undefined;
}
