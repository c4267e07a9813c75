import {
  studentCreateInput,
  type StudentAddressInput,
  type StudentCreateInput,
  type StudentHeader,
  type StudentListItem,
  type StudentListQuery,
  type StudentPersonalInput,
  type StudentProfileInput,
  type StudentRecord,
  type PortalAccounts,
  type ParentAccountInput,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, conflict, forbidden, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import type { FilesService } from '../../kit/index.js';
import type { StudentView } from './students.gate.js';
import * as repo from './students.repo.js';
import { toIso } from '../../../platform/db/columns.js';

const ENTITY = 'student';
const PHOTO_KINDS = ['png', 'jpeg'] as const;

/** Which control table each dropdown of the record reads. */
const REF_FIELDS = {
  nationalityId: 'country',
  birthCountryId: 'country',
  stateId: 'state',
  countryId: 'country',
  statusId: 'student-status',
  studentTypeId: 'student-type',
  courseId: 'course',
  campusId: 'campus',
  startSemesterId: 'semester',
  stageId: 'stage',
} as const satisfies Partial<Record<keyof StudentCreateInput, string>>;
type RefField = keyof typeof REF_FIELDS;

/** Makes a sign-in account and emails its welcome (set-password) link: the users service's create. */
export type CreateAccount = (
  actor: Actor,
  input: { username: string; email: string; firstName: string; lastName: string; userType: 'Student' | 'Parent' },
  studentId: number,
) => Promise<{ id: number }>;

export interface StudentsDeps {
  db: Db;
  files: FilesService;
  createAccount: CreateAccount;
  /** a user's account changed (the student a parent looks at): signed-in requests read it anew */
  userChanged?: (userId: number) => void;
}

/** The label a record shows for each reference field, from the header's labels. */
const LABEL_OF = {
  nationalityId: 'nationalityName',
  birthCountryId: 'birthCountryName',
  stateId: 'stateName',
  countryId: 'countryName',
  statusId: 'statusName',
  studentTypeId: 'studentTypeName',
  courseId: 'courseName',
  campusId: 'campusName',
  startSemesterId: 'semesterName',
  stageId: 'stageName',
} as const satisfies Record<RefField, keyof repo.HeaderRow>;

export function createStudentsService({ db, files, createAccount, userChanged }: StudentsDeps) {
  /** Dropdown values must be rows of their control table, active unless the record already holds them. */
  async function checkRefs(
    ex: Executor,
    input: Partial<Record<RefField, number | null | undefined>>,
    held?: repo.StudentRow,
  ) {
    const fields: Record<string, string> = {};
    for (const [field, table] of Object.entries(REF_FIELDS) as [RefField, string][]) {
      const id = input[field];
      if (id == null) continue;
      const row = await repo.refOf(ex, table, id);
      if (!row || (!row.active && held?.[field] !== id)) fields[field] = 'Choose a value from the list';
    }
    if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
  }

  async function require(id: number) {
    const row = await repo.findStudent(db, id);
    if (!row) throw notFound('Student');
    return row;
  }

  /**
   * The record as its tabs read it: the row and its labels, in one statement, or none when the route
   * passes the header its gate read (students.gate.ts loadedHeader).
   */
  async function record(id: number, loaded?: repo.HeaderRow): Promise<StudentRecord> {
    const h = loaded ?? (await repo.findHeader(db, id));
    if (!h) throw notFound('Student');
    const { photoFileId: _p, searchText: _s, createdBy: _c, updatedBy: _u, ...rest } = h.s;
    return {
      ...rest,
      labels: Object.fromEntries(
        (Object.keys(REF_FIELDS) as RefField[]).map((k) => [k, h.s[k] == null ? null : (h[LABEL_OF[k]] ?? null)]),
      ),
      createdAt: toIso(h.s.createdAt),
      updatedAt: toIso(h.s.updatedAt),
    };
  }

  /** Writes a part of the record with its audit row (before/after of the changed fields only). */
  async function change(actor: Actor, id: number, values: Partial<repo.StudentValues>, action: string) {
    return db.transaction(async (tx) => {
      const before = await repo.findStudent(tx, id);
      if (!before) throw notFound('Student');
      const after = await repo.updateStudent(tx, id, { ...values, updatedBy: actor.userId });
      const keys = Object.keys(values) as (keyof repo.StudentRow)[];
      await audit(tx, actor, {
        action,
        entity: ENTITY,
        entityId: id,
        before: Object.fromEntries(keys.map((k) => [k, before[k]])),
        after: Object.fromEntries(keys.map((k) => [k, after[k]])),
      });
      return after;
    });
  }

  return {
    async list(
      q: StudentListQuery,
    ): Promise<{ items: StudentListItem[]; total: number; page: number; pageSize: number }> {
      const { items, total } = await repo.listStudents(db, q);
      return {
        items: items.map((r) => ({
          ...r,
          statusName: r.statusName ?? null,
          studentTypeName: r.studentTypeName ?? null,
          courseName: r.courseName ?? null,
          campusName: r.campusName ?? null,
          semesterName: r.semesterName ?? null,
          stageName: r.stageName ?? null,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async create(actor: Actor, input: StudentCreateInput, photo?: UploadedFile): Promise<StudentRecord> {
      const parsed = studentCreateInput.parse(input);
      const id = await db.transaction(async (tx) => {
        await checkRefs(tx, parsed);
        if (await repo.emailTaken(tx, parsed.email))
          throw conflict('A student with this email already exists', {
            email: 'A student with this email already exists',
          });
        const stored = photo ? await files.store(tx, photo, [...PHOTO_KINDS], actor.userId) : undefined;
        const row = await repo.insertStudent(tx, {
          ...parsed,
          email: parsed.email.trim(),
          photoFileId: stored?.id ?? null,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        const { searchText: _s, ...after } = row;
        await audit(tx, actor, { action: 'create', entity: ENTITY, entityId: row.id, after });
        return row.id;
      });
      return record(id);
    },

    record,

    header(view: StudentView, viewerType: 'staff' | 'student' | 'parent', canEdit: boolean): StudentHeader {
      const h = view.header;
      return {
        id: h.s.id,
        name: `${h.s.firstName} ${h.s.lastName}`,
        firstName: h.s.firstName,
        lastName: h.s.lastName,
        email: h.s.email,
        hasPhoto: h.s.photoFileId != null,
        statusId: h.s.statusId,
        statusName: h.statusName ?? null,
        statusCode: h.statusCode ?? null,
        studentTypeName: h.studentTypeName ?? null,
        courseId: h.s.courseId,
        courseName: h.courseName ?? null,
        currentCourseStatus: h.s.currentCourseStatus,
        stageName: h.stageName ?? null,
        cohort: h.s.cohort,
        financialStatus: h.s.financialStatus,
        usmleTestStatus: h.s.usmleTestStatus,
        campusName: h.campusName ?? null,
        campusStatus: h.s.campusStatus,
        immigrationRequired: h.s.immigrationRequired,
        forcePersonalInfoUpdate: h.s.forcePersonalInfoUpdate,
        leadId: h.s.leadId,
        tabSet: view.tabSet,
        tabs: view.tabs,
        viewer: viewerType,
        canEdit: canEdit && !view.viewAs,
      };
    },

    /** The personal tab; a student saving it clears the request to update their information. */
    async updatePersonal(actor: Actor, id: number, input: StudentPersonalInput, bySelf: boolean) {
      const held = await require(id);
      await checkRefs(db, input, held);
      if (await repo.emailTaken(db, input.email, id))
        throw conflict('A student with this email already exists', {
          email: 'A student with this email already exists',
        });
      await change(actor, id, { ...input, ...(bySelf ? { forcePersonalInfoUpdate: false } : {}) }, 'updatePersonal');
      return record(id);
    },

    async updateAddress(actor: Actor, id: number, input: StudentAddressInput) {
      await checkRefs(db, input, await require(id));
      await change(actor, id, input, 'updateAddress');
      return record(id);
    },

    /**
     * The profile tab. Its status and financial status are parts of their own: changing them here needs
     * the rights of the status change and the accounting details (`may`).
     */
    async updateProfile(
      actor: Actor,
      id: number,
      input: StudentProfileInput,
      may: { status: boolean; financialStatus: boolean },
    ) {
      const held = await require(id);
      if (input.statusId !== held.statusId && !may.status)
        throw forbidden('You do not have the edit right on Student profile: Change status');
      if (input.financialStatus !== held.financialStatus && !may.financialStatus)
        throw forbidden('You do not have the edit right on Finance: Accounting details');
      await checkRefs(db, input, held);
      await change(actor, id, input, 'updateProfile');
      return record(id);
    },

    async setPhoto(actor: Actor, id: number, photo: UploadedFile | undefined) {
      if (!photo) throw badInput('Choose a picture', { photo: 'Choose a PNG or JPEG picture' });
      await require(id);
      await db.transaction(async (tx) => {
        const stored = await files.store(tx, photo, [...PHOTO_KINDS], actor.userId);
        const before = await repo.findStudent(tx, id);
        await repo.updateStudent(tx, id, { photoFileId: stored.id, updatedBy: actor.userId });
        await audit(tx, actor, {
          action: 'updatePhoto',
          entity: ENTITY,
          entityId: id,
          before: { photoFileId: before?.photoFileId ?? null },
          after: { photoFileId: stored.id },
        });
      });
    },

    async photo(id: number) {
      const s = await require(id);
      if (!s.photoFileId) throw notFound('Picture');
      return files.read(s.photoFileId);
    },

    /** Asks students to update their personal information (cleared when they save it). */
    async forcePersonalInfoUpdate(actor: Actor, ids: number[], on: boolean) {
      let changed = 0;
      for (const id of [...new Set(ids)]) {
        const s = await repo.findStudent(db, id);
        if (!s || s.forcePersonalInfoUpdate === on) continue;
        await change(
          actor,
          id,
          { forcePersonalInfoUpdate: on },
          on ? 'forcePersonalInfoUpdate' : 'clearPersonalInfoUpdate',
        );
        changed++;
      }
      return changed;
    },

    /** Sets the financial status of chosen students in one transaction, one audit row each; answers how many changed. */
    async bulkFinancialStatus(actor: Actor, ids: number[], financialStatus: number) {
      return db.transaction(async (tx) => {
        let updated = 0;
        const missing: number[] = [];
        for (const id of [...new Set(ids)]) {
          const before = await repo.findStudent(tx, id);
          if (!before) {
            missing.push(id);
            continue;
          }
          if (before.financialStatus === financialStatus) continue;
          await repo.updateStudent(tx, id, { financialStatus, updatedBy: actor.userId });
          await audit(tx, actor, {
            action: 'updateFinancialStatus',
            entity: ENTITY,
            entityId: id,
            before: { financialStatus: before.financialStatus },
            after: { financialStatus },
          });
          updated++;
        }
        if (missing.length)
          throw badInput('Some chosen students do not exist', {
            studentIds: `Unknown students: ${missing.join(', ')}`,
          });
        return updated;
      });
    },

    async portalAccounts(id: number): Promise<PortalAccounts> {
      await require(id);
      const { own, parents } = await repo.portalAccountsOf(db, id);
      const shape = (u: NonNullable<typeof own>, relation: string | null) => ({
        userId: u.userId,
        name: `${u.firstName} ${u.lastName}`,
        username: u.username,
        email: u.email,
        active: u.active,
        lastLoginAt: u.lastLoginAt ? toIso(u.lastLoginAt) : null,
        relation,
      });
      return { student: own ? shape(own, null) : null, parents: parents.map((p) => shape(p, p.relation ?? null)) };
    },

    /** The student's own sign-in: username and email are the student's email; a welcome link sets the password. */
    async createStudentAccount(actor: Actor, id: number) {
      const s = await require(id);
      if ((await repo.portalAccountsOf(db, id)).own) throw conflict('This student already has a portal account');
      if (await repo.userByLogin(db, s.email))
        throw conflict('An account with this email already exists', {
          email: 'An account with this email already exists',
        });
      // the account is tied to the student in its own insert: no account without its student
      const user = await createAccount(
        actor,
        {
          username: s.email.toLowerCase(),
          email: s.email,
          firstName: s.firstName,
          lastName: s.lastName,
          userType: 'Student',
        },
        id,
      );
      await audit(db, actor, {
        action: 'createPortalAccount',
        entity: ENTITY,
        entityId: id,
        after: { userId: user.id },
      });
    },

    /** Links a parent: an existing Parent account with this email, or a new one (welcome link emailed). */
    async linkParentAccount(actor: Actor, id: number, input: ParentAccountInput) {
      await require(id);
      let user = await repo.userByLogin(db, input.email);
      if (user && user.userType !== 'Parent')
        throw conflict("This email belongs to an account that is not a parent's", {
          email: "This email belongs to an account that is not a parent's",
        });
      const created = !user;
      if (!user) {
        // a retry after a failure below finds this account by its email and links it
        const made = await createAccount(
          actor,
          {
            username: input.email.toLowerCase(),
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            userType: 'Parent',
          },
          id,
        );
        user = (await repo.userByLogin(db, input.email))!;
        if (user.id !== made.id) throw new Error('parent account mismatch');
      }
      await db.transaction(async (tx) => {
        await repo.linkParent(tx, user.id, id, input.relation ?? null);
        await audit(tx, actor, {
          action: 'linkParentAccount',
          entity: ENTITY,
          entityId: id,
          after: { userId: user.id, relation: input.relation ?? null, created },
        });
      });
      return { created };
    },

    ownStudents: (userId: number) => repo.ownStudents(db, userId),

    /** A parent switches the student they look at (one they are linked to). */
    async chooseStudent(actor: Actor, studentId: number) {
      const mine = await repo.ownStudents(db, actor.userId);
      if (!mine.some((s) => s.id === studentId)) throw notFound('Student');
      await db.transaction(async (tx) => {
        await repo.setCurrentStudent(tx, actor.userId, studentId);
        await audit(tx, actor, {
          action: 'chooseStudent',
          entity: 'user',
          entityId: actor.userId,
          after: { studentId },
        });
      });
      userChanged?.(actor.userId);
    },
  };
}
export type StudentsService = ReturnType<typeof createStudentsService>;
