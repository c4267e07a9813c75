import { STUDENT_LINK, studentRouteComponents, type StudentAction, type StudentTab } from '@caduceus/contracts';
import { isSelfService } from '../../platform/guard.js';
import type { Core } from '../../platform/core.js';
import { smsProviderFrom } from '../../platform/sms.js';
import type { Kit } from '../kit/index.js';
import type { Access } from '../access/index.js';
import type { Workspace } from '../workspace/index.js';
import { createStudentsService } from './record/students.service.js';
import { studentsRoutes } from './record/students.routes.js';
import { studentsSearch } from './record/students.search.js';
import { createStudentGate, servedStudentTabs } from './record/students.gate.js';
import { createStudentNotesService } from './notes/student-notes.service.js';
import { studentNotesRoutes } from './notes/student-notes.routes.js';
import { createStudentHistoryService } from './history/student-history.service.js';
import { studentHistoryRoutes } from './history/student-history.routes.js';
import { createStudentContactsService } from './contacts/student-contacts.service.js';
import { studentContactsRoutes } from './contacts/student-contacts.routes.js';
import { createAdmissionVerification } from './admission/student-admission.verification.js';
import { createStudentAdmissionService } from './admission/student-admission.service.js';
import { studentAdmissionRoutes } from './admission/student-admission.routes.js';
import { studentDocumentsModule } from './documents/student-documents.module.js';
import { createStudentEmailService } from './messages/student-email.service.js';
import { createStudentSmsService } from './messages/student-sms.service.js';
import { studentMessagesRoutes } from './messages/student-messages.routes.js';
import { createNotifyAllService } from './messages/notify-all.service.js';
import { notifyAllRoutes } from './messages/notify-all.routes.js';
import { createSelfServiceService } from './selfservice/selfservice.service.js';
import { selfServiceRoutes } from './selfservice/selfservice.routes.js';

export * as studentsRepo from './record/students.repo.js';
export * as studentHistoryRepo from './history/student-history.repo.js';
export * as studentContactsRepo from './contacts/student-contacts.repo.js';
export { labelsOf } from './record/students.repo.js';
export { seeded } from './record/students.demo.js';
export { checkPlaceRefs } from './contacts/student-contacts.service.js';
export { checkRefs } from './admission/student-admission.service.js';
export { describeActivity, describedRows } from './history/student-history.activity.js';

declare module '../../platform/guard.js' {
  interface RecordTabs {
    /** routes of the student record declare `{ student: tab | null, bit, action? }` */
    student: { tab: StudentTab; action: StudentAction };
  }
}

/**
 * The student record and its tabs: profile, notes, history (status, semesters, activity), contacts, admission,
 * documents, email and SMS, and "Update Student Info" to every student. The record's gate joins the guard.
 */
export function registerStudents(
  core: Core,
  { kit, access, workspace }: { kit: Kit; access: Access; workspace: Workspace },
) {
  const { app, db, config } = core;
  // the record's tabs are those some route serves (known once every route is registered)
  let servedTabs: Set<StudentTab> | undefined;
  core.guard.records.student = {
    param: 'studentId',
    menuLink: STUDENT_LINK,
    notFound: 'Student not found',
    components: (tab, action) => studentRouteComponents(tab as StudentTab | null, action as StudentAction | undefined),
    ownSide: isSelfService,
    gate: createStudentGate(db, () => (servedTabs ??= servedStudentTabs(app.routeRegistry))),
  };

  const students = createStudentsService({
    db,
    files: kit.files,
    createAccount: (actor, input, studentId) =>
      access.users.create(
        actor,
        { ...input, active: true, mustChangePassword: false, sendCredentials: true },
        { studentId },
      ),
    userChanged: (userId) => access.forgetUser(userId),
  });
  studentsRoutes(app, students);
  selfServiceRoutes(app, createSelfServiceService({ db, files: kit.files }));
  studentNotesRoutes(app, createStudentNotesService({ db }));
  studentHistoryRoutes(app, createStudentHistoryService({ db, clock: core.clock }));
  studentContactsRoutes(app, createStudentContactsService({ db }));
  const verification = createAdmissionVerification({ db, now: core.now, mailQueued: core.mailQueued });
  studentAdmissionRoutes(app, createStudentAdmissionService({ db, verification }), verification);
  studentDocumentsModule(app, {
    db,
    files: kit.files,
    publicUrl: config.publicUrl,
    mailQueued: core.mailQueued,
    studentRecord: (id) => students.record(id),
    clock: core.clock,
  });
  // messages to students: the email and SMS tabs, and "Update Student Info" (/admin/notify-all)
  const sms = core.deps.smsProvider ?? smsProviderFrom(config, app.log);
  studentMessagesRoutes(
    app,
    createStudentEmailService({ db, files: kit.files, mailQueued: core.mailQueued }),
    createStudentSmsService({ db, sms, publicUrl: config.publicUrl }),
  );
  notifyAllRoutes(
    app,
    createNotifyAllService({
      db,
      notify: workspace.notify,
      publicUrl: config.publicUrl,
      mailQueued: core.mailQueued,
    }),
  );
  workspace.search.add(studentsSearch(db));
  return { students };
}
export type Students = ReturnType<typeof registerStudents>;

// the demo school (commands/seed-demo.ts) and the test factories
export { linkDemoAccounts, seedDemoRecords, seedStudents } from './record/students.demo.js';
export { searchTextOf } from './record/students.repo.js';
