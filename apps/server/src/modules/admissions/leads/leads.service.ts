import {
  LEAD_ACTION_COMPONENTS,
  LEAD_ENTITY,
  LEAD_MESSAGES,
  LEAD_MIGRATE_MIN_STATUS,
  LEAD_NOTE_ENTITY,
  LEAD_STATUS,
  isAllowedLeadStatusChange,
  leadStatusName,
  leadStatusOf,
  nextLeadStatuses,
  type LeadActivity,
  type LeadAddressInput,
  type LeadBulkResult,
  type LeadCreateInput,
  type LeadHeader,
  type LeadListItem,
  type LeadListQuery,
  type LeadMoreInfoInput,
  type LeadNote,
  type LeadNoteInput,
  type LeadNoteKind,
  type LeadRecord,
  type LeadStatusChange,
  type LeadStatusChangeInput,
  type LeadStatusOptions,
  type Page,
  LEAD_ACTIVITY_KINDS,
  LEAD_DESCRIBERS,
  describeChange,
  type ChangeLookups,
  type ChangeRow,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound, ruleRefused } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import { changeLookups, changeWithHistory, type FilesService } from '../../kit/index.js';
import { leadStatusChanges } from './leads.schema.js';
import { studentsRepo } from '../../students/index.js';
import { migrateLeadToStudent } from '../convert/lead-to-student.js';
import { describeActivity } from '../../students/index.js';
import type { LeadView } from './leads.gate.js';
import * as repo from './leads.repo.js';
import { routeRepresentative } from '../admin/lead-admin.module.js';
import { toIso } from '../../../platform/db/columns.js';
import { toPage } from '../../../platform/paging.js';

const FILE_KINDS = ['pdf', 'png', 'jpeg', 'docx', 'xlsx'] as const;
/** Which control table each dropdown of the lead reads. */
const REF_FIELDS = {
  birthCountryId: 'country',
  nationalityId: 'country',
  highestDegreeId: 'premed-highest-degree',
  courseId: 'course',
  campusId: 'campus',
  semesterId: 'semester',
  sourceId: 'referral-source',
  stateId: 'state',
  countryId: 'country',
} as const;
type RefField = keyof typeof REF_FIELDS;
const PICK = 'Choose a value from the list';
const pick = <T extends object, K extends keyof T>(o: T, keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

export interface LeadsDeps {
  db: Db;
  files: FilesService;
}

export function createLeadsService({ db, files }: LeadsDeps) {
  /** Dropdown values must be rows of their control table (active unless the lead already holds them); a representative an active staff user. */
  async function checkRefs(
    ex: Executor,
    input: Partial<Record<RefField | 'representativeId', number | null | undefined>>,
    held?: repo.LeadRow,
  ) {
    const fields: Record<string, string> = {};
    for (const [field, table] of Object.entries(REF_FIELDS) as [RefField, string][]) {
      const id = input[field];
      if (id == null) continue;
      const row = await studentsRepo.refOf(ex, table, id);
      if (!row || (!row.active && held?.[field] !== id)) fields[field] = PICK;
    }
    if (
      input.representativeId != null &&
      input.representativeId !== held?.representativeId &&
      !(await repo.staffUser(ex, input.representativeId))
    ) {
      fields.representativeId = LEAD_MESSAGES.representative;
    }
    if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
  }

  async function require(ex: Executor, id: number) {
    const row = await repo.findLead(ex, id);
    if (!row) throw notFound('Lead');
    return row;
  }
  const requireOpen = (l: repo.LeadRow) => {
    if (l.closedAt) throw ruleRefused(LEAD_MESSAGES.closed);
  };

  async function record(id: number): Promise<LeadRecord> {
    const l = await require(db, id);
    const labels = await studentsRepo.labelsOf(
      db,
      Object.keys(REF_FIELDS).map((k) => l[k as RefField]),
    );
    return {
      id: l.id,
      firstName: l.firstName,
      middleName: l.middleName,
      lastName: l.lastName,
      email: l.email,
      phone: l.phone,
      alternatePhone: l.alternatePhone,
      gender: l.gender,
      dateOfBirth: l.dateOfBirth,
      birthCountryId: l.birthCountryId,
      nationalityId: l.nationalityId,
      highestDegreeId: l.highestDegreeId,
      courseId: l.courseId,
      campusId: l.campusId,
      semesterId: l.semesterId,
      sourceId: l.sourceId,
      representativeId: l.representativeId,
      fairId: l.fairId,
      statusId: l.statusId,
      immigrationRequired: l.immigrationRequired,
      address1: l.address1,
      address2: l.address2,
      city: l.city,
      stateId: l.stateId,
      countryId: l.countryId,
      zip: l.zip,
      studentId: l.studentId,
      closedAt: toIso(l.closedAt),
      labels: Object.fromEntries(
        Object.keys(REF_FIELDS).map((k) => [
          k,
          l[k as RefField] == null ? null : (labels.get(l[k as RefField]!) ?? null),
        ]),
      ),
      createdAt: toIso(l.createdAt)!,
      updatedAt: toIso(l.updatedAt)!,
    };
  }

  /** Writes part of a lead already read with its audit row (before/after of the changed fields). */
  async function write(
    tx: Executor,
    actor: Actor,
    lead: repo.LeadRow,
    values: Partial<repo.LeadValues>,
    action: string,
  ) {
    const after = await repo.updateLead(tx, lead.id, { ...values, updatedBy: actor.userId });
    const keys = Object.keys(values) as (keyof repo.LeadRow)[];
    await audit(tx, actor, {
      action,
      entity: LEAD_ENTITY,
      entityId: lead.id,
      before: pick(lead, keys),
      after: pick(after, keys),
    });
    return after;
  }

  /** Writes part of an open lead with its audit row. */
  async function change(actor: Actor, id: number, values: Partial<repo.LeadValues>, action: string, ex?: Executor) {
    const run = async (tx: Executor) => {
      const before = await require(tx, id);
      requireOpen(before);
      return write(tx, actor, before, values, action);
    };
    return ex ? run(ex) : db.transaction(run);
  }

  /** A bulk action over chosen leads in one transaction: each lead applied or skipped with its reason. */
  async function bulk(
    ids: number[],
    withDeleted: boolean,
    apply: (tx: Executor, lead: repo.LeadRow) => Promise<string | null>,
  ): Promise<LeadBulkResult> {
    return db.transaction(async (tx) => {
      const wanted = [...new Set(ids)];
      const found = new Map((await repo.findLeads(tx, wanted, withDeleted)).map((l) => [l.id, l]));
      const skipped: LeadBulkResult['skipped'] = [];
      let updated = 0;
      for (const id of wanted) {
        const lead = found.get(id);
        const reason = lead ? await apply(tx, lead) : 'Lead not found';
        if (reason) skipped.push({ id, reason });
        else updated++;
      }
      return { updated, skipped };
    });
  }

  async function setStatus(
    tx: Executor,
    actor: Actor,
    lead: repo.LeadRow,
    statusId: number,
    note: string | null,
    fileId: number | null,
    action = 'changeStatus',
  ) {
    await changeWithHistory(tx, actor, {
      history: leadStatusChanges,
      row: {
        leadId: lead.id,
        fromStatusId: lead.statusId,
        toStatusId: statusId,
        note,
        fileId,
        changedBy: actor.userId,
      },
      change: (ex) => repo.updateLead(ex, lead.id, { statusId, updatedBy: actor.userId }),
      audit: {
        action,
        entity: LEAD_ENTITY,
        entityId: lead.id,
        before: { statusId: lead.statusId },
        after: { statusId, note, fileId },
      },
    });
  }

  async function closeIn(tx: Executor, actor: Actor, id: number, reason: string | null) {
    const lead = await require(tx, id);
    if (lead.closedAt) throw ruleRefused(LEAD_MESSAGES.closed);
    const after = await repo.updateLead(tx, id, {
      closedAt: new Date().toISOString(),
      closedReason: reason,
      updatedBy: actor.userId,
    });
    await audit(tx, actor, {
      action: 'close',
      entity: LEAD_ENTITY,
      entityId: id,
      before: { closedAt: null },
      after: { closedAt: after.closedAt, closedReason: reason },
    });
  }

  async function note(id: number, kind: LeadNoteKind, noteId: number): Promise<LeadNote> {
    const n = await repo.findNote(db, id, kind, noteId);
    if (!n) throw notFound('Note');
    return { ...n, kind: n.kind as LeadNoteKind, createdAt: toIso(n.createdAt)! };
  }

  /** Adds a lead in the caller's transaction (the add form; a lead made from an inbound email); answers the lead's row. */
  async function createIn(tx: Executor, actor: Actor, input: LeadCreateInput) {
    await checkRefs(tx, input);
    // a representative away today hands new leads to their cover (lead-admin rep vacations)
    const representativeId = await routeRepresentative(tx, input.representativeId);
    const row = await repo.insertLead(tx, {
      ...input,
      representativeId,
      statusId: LEAD_STATUS.new,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    });
    await repo.insertStatusChange(tx, {
      leadId: row.id,
      fromStatusId: null,
      toStatusId: LEAD_STATUS.new,
      changedBy: actor.userId,
    });
    const { searchText: _s, ...after } = row;
    await audit(tx, actor, { action: 'create', entity: LEAD_ENTITY, entityId: row.id, after });
    return row;
  }

  /** Lead status ids in audit values become their names (they are not control-table rows). */
  const namedStatus = (v: unknown) => {
    if (!v || typeof v !== 'object' || !('statusId' in v)) return v;
    const o = v as Record<string, unknown>;
    return { ...o, statusId: leadStatusName(Number(o.statusId)) ?? o.statusId };
  };

  return {
    async list(q: LeadListQuery): Promise<Page<LeadListItem>> {
      const { items, total } = await repo.listLeads(db, q);
      return toPage(q, {
        items: items.map((r) => ({
          ...r,
          statusName: leadStatusName(r.statusId),
          closedAt: toIso(r.closedAt),
          deletedAt: toIso(r.deletedAt),
          createdAt: toIso(r.createdAt)!,
        })),
        total,
      });
    },

    async create(actor: Actor, input: LeadCreateInput): Promise<LeadRecord> {
      const { id } = await db.transaction((tx) => createIn(tx, actor, input));
      return record(id);
    },

    createIn,

    record,

    header(view: LeadView, canEdit: boolean): LeadHeader {
      const { l, ...labels } = view.header;
      return {
        id: l.id,
        name: `${l.firstName} ${l.lastName}`,
        firstName: l.firstName,
        lastName: l.lastName,
        email: l.email,
        phone: l.phone,
        hasPhoto: l.photoFileId != null,
        statusId: l.statusId,
        statusName: leadStatusName(l.statusId),
        courseId: l.courseId,
        courseName: labels.courseName ?? null,
        campusName: labels.campusName ?? null,
        semesterName: labels.semesterName ?? null,
        sourceName: labels.sourceName ?? null,
        representativeId: l.representativeId,
        representativeName: labels.representativeName ?? null,
        immigrationRequired: l.immigrationRequired,
        studentId: l.studentId,
        closedAt: toIso(l.closedAt),
        createdAt: toIso(l.createdAt)!,
        tabSet: view.tabSet,
        tabs: view.tabs,
        canEdit: canEdit && !l.closedAt,
        canMigrate:
          view.may('edit', LEAD_ACTION_COMPONENTS.migrate) &&
          !l.closedAt &&
          l.studentId == null &&
          l.statusId >= LEAD_MIGRATE_MIN_STATUS &&
          l.statusId < LEAD_STATUS.student,
      };
    },

    async updateProfile(actor: Actor, id: number, input: LeadCreateInput) {
      await checkRefs(db, input, await require(db, id));
      await change(actor, id, input, 'updateProfile');
      return record(id);
    },

    async updateMoreInfo(actor: Actor, id: number, input: LeadMoreInfoInput) {
      await checkRefs(db, input, await require(db, id));
      await change(actor, id, input, 'updateMoreInfo');
      return record(id);
    },

    async updateAddress(actor: Actor, id: number, input: LeadAddressInput) {
      await checkRefs(db, input, await require(db, id));
      await change(actor, id, input, 'updateAddress');
      return record(id);
    },

    async setPhoto(actor: Actor, id: number, photo: UploadedFile | undefined) {
      if (!photo) throw badInput('Choose a picture', { photo: 'Choose a PNG or JPEG picture' });
      await db.transaction(async (tx) => {
        const stored = await files.store(tx, photo, ['png', 'jpeg'], actor.userId);
        await change(actor, id, { photoFileId: stored.id }, 'updatePhoto', tx);
      });
    },

    async photo(id: number) {
      const l = await require(db, id);
      if (!l.photoFileId) throw notFound('Picture');
      return files.read(l.photoFileId);
    },

    /** The status dropdown: what this lead may move to from where it is. */
    async statusOptions(id: number): Promise<LeadStatusOptions> {
      const l = await require(db, id);
      const current = leadStatusOf(l.statusId);
      if (!current) throw notFound('Status');
      return {
        current: { value: current.id, label: current.name },
        options: l.closedAt ? [] : nextLeadStatuses(l.statusId).map((s) => ({ value: s, label: leadStatusName(s)! })),
      };
    },

    async statusHistory(id: number, q: { page: number; pageSize: number }): Promise<Page<LeadStatusChange>> {
      const { items, total } = await repo.listStatusChanges(db, id, q);
      return toPage(q, {
        items: items.map((r) => ({
          ...r,
          fromStatusName: leadStatusName(r.fromStatusId),
          toStatusName: leadStatusName(r.toStatusId),
          changedAt: toIso(r.changedAt)!,
        })),
        total,
      });
    },

    async statusFile(id: number, changeId: number) {
      const fileId = await repo.statusChangeFile(db, id, changeId);
      if (!fileId) throw notFound('File');
      return files.read(fileId);
    },

    /** Changes the status (the dropdown's rules): history row, lead and audit in one transaction; an optional file. */
    async changeStatus(actor: Actor, id: number, input: LeadStatusChangeInput, file?: UploadedFile) {
      if (!leadStatusOf(input.statusId))
        throw badInput(LEAD_MESSAGES.statusNotFound, { statusId: LEAD_MESSAGES.statusNotFound });
      await db.transaction(async (tx) => {
        const lead = await require(tx, id);
        requireOpen(lead);
        if (!isAllowedLeadStatusChange(lead.statusId, input.statusId))
          throw badInput(LEAD_MESSAGES.invalidStatus, { statusId: LEAD_MESSAGES.invalidStatus });
        const stored = file ? await files.store(tx, file, [...FILE_KINDS], actor.userId) : undefined;
        await setStatus(tx, actor, lead, input.statusId, input.note ?? null, stored?.id ?? null);
      });
      return record(id);
    },

    /**
     * A status change inside another domain's transaction (an interview scheduled, a decision sent): the same
     * rules, history row and audit as the dropdown. Answers false when the lead already stands at `statusId`.
     */
    async changeStatusIn(
      tx: Executor,
      actor: Actor,
      id: number,
      statusId: number,
      note: string | null,
    ): Promise<boolean> {
      const lead = await require(tx, id);
      requireOpen(lead);
      if (lead.statusId === statusId) return false;
      if (!isAllowedLeadStatusChange(lead.statusId, statusId))
        throw badInput(LEAD_MESSAGES.invalidStatus, { statusId: LEAD_MESSAGES.invalidStatus });
      await setStatus(tx, actor, lead, statusId, note, null);
      return true;
    },

    /** Closes an open lead inside the caller's transaction (a decline decision). */
    closeIn,

    async close(actor: Actor, id: number, reason: string | null) {
      await db.transaction((tx) => closeIn(tx, actor, id, reason));
      return record(id);
    },

    async reopen(actor: Actor, id: number) {
      const lead = await require(db, id);
      if (!lead.closedAt) throw ruleRefused(LEAD_MESSAGES.notClosed);
      await db.transaction(async (tx) => {
        await repo.updateLead(tx, id, { closedAt: null, closedReason: null, updatedBy: actor.userId });
        await audit(tx, actor, {
          action: 'reopen',
          entity: LEAD_ENTITY,
          entityId: id,
          before: { closedAt: lead.closedAt, closedReason: lead.closedReason },
          after: { closedAt: null },
        });
      });
      return record(id);
    },

    /** Bulk update: a status (per lead, by its dropdown rules) and/or a representative. */
    async bulkUpdate(
      actor: Actor,
      ids: number[],
      statusId: number | null | undefined,
      representativeId: number | null | undefined,
    ) {
      if (statusId != null && !leadStatusOf(statusId))
        throw badInput(LEAD_MESSAGES.statusNotFound, { statusId: LEAD_MESSAGES.statusNotFound });
      if (representativeId != null) await checkRefs(db, { representativeId });
      return bulk(ids, false, async (tx, lead) => {
        if (lead.closedAt) return LEAD_MESSAGES.closed;
        if (statusId != null && statusId !== lead.statusId && !isAllowedLeadStatusChange(lead.statusId, statusId))
          return LEAD_MESSAGES.invalidStatus;
        if (representativeId != null && representativeId !== lead.representativeId)
          await write(tx, actor, lead, { representativeId }, 'bulkUpdate');
        if (statusId != null && statusId !== lead.statusId)
          await setStatus(tx, actor, lead, statusId, 'Bulk update', null, 'bulkUpdate');
        return null;
      });
    },

    async assignRep(actor: Actor, ids: number[], chosenRepId: number) {
      await checkRefs(db, { representativeId: chosenRepId });
      return bulk(ids, false, async (tx, lead) => {
        // an unassigned lead goes to the cover while the chosen representative is away (lead-admin rep vacations)
        const representativeId =
          lead.representativeId == null ? await routeRepresentative(tx, chosenRepId) : chosenRepId;
        if (lead.representativeId === representativeId) return null;
        await write(tx, actor, lead, { representativeId }, 'assignRep');
        return null;
      });
    },

    async bulkClose(actor: Actor, ids: number[]) {
      return bulk(ids, false, async (tx, lead) => {
        if (lead.closedAt) return 'Already closed';
        await write(tx, actor, lead, { closedAt: new Date().toISOString() }, 'close');
        return null;
      });
    },

    /** Soft delete: the lead leaves the lists and the record; restorable. */
    async bulkDelete(actor: Actor, ids: number[]) {
      return bulk(ids, false, async (tx, lead) => {
        await write(tx, actor, lead, { deletedAt: new Date().toISOString() }, 'delete');
        return null;
      });
    },

    async bulkRestore(actor: Actor, ids: number[]) {
      return bulk(ids, true, async (tx, lead) => {
        if (!lead.deletedAt) return 'Not deleted';
        await write(tx, actor, lead, { deletedAt: null }, 'restore');
        return null;
      });
    },

    async addNote(actor: Actor, id: number, kind: LeadNoteKind, input: LeadNoteInput): Promise<LeadNote> {
      const noteId = await db.transaction(async (tx) => {
        await require(tx, id);
        const row = await repo.insertNote(tx, {
          leadId: id,
          kind,
          subject: input.subject ?? null,
          note: input.note,
          createdBy: actor.userId,
        });
        await audit(tx, actor, {
          action: 'create',
          entity: LEAD_NOTE_ENTITY,
          entityId: row.id,
          after: { leadId: id, kind, subject: row.subject, note: row.note },
        });
        return row.id;
      });
      return note(id, kind, noteId);
    },

    async notes(
      id: number,
      kind: LeadNoteKind,
      q: { page: number; pageSize: number; q?: string },
    ): Promise<Page<LeadNote>> {
      const { items, total } = await repo.listNotes(db, id, kind, q);
      return toPage(q, {
        items: items.map((n) => ({ ...n, kind: n.kind as LeadNoteKind, createdAt: toIso(n.createdAt)! })),
        total,
      });
    },

    note,

    /** The activity log: a page of the lead's audit rows in words, ids named (see contracts' kit/changes.ts). */
    async activity(id: number, q: { page: number; pageSize: number; kind?: string }): Promise<Page<LeadActivity>> {
      const { items, total } = await repo.listActivity(db, id, q, { lead: LEAD_ENTITY, note: LEAD_NOTE_ENTITY });
      const rows = items.map((r) => ({ ...r, before: namedStatus(r.before), after: namedStatus(r.after) }));
      const lookups = await changeLookups(db, rows, LEAD_DESCRIBERS, repo.ACTIVITY_RECORD_NAMES);
      const describe = (r: ChangeRow, l?: ChangeLookups) => describeChange(r, LEAD_DESCRIBERS, l);
      return toPage(q, {
        items: rows.map((r) => describeActivity(r, lookups, describe, LEAD_ACTIVITY_KINDS)),
        total,
      });
    },

    /** Migrates an accepted lead to a student with everything it carries, in one transaction (commands/lead-to-student.ts). */
    migrate: (actor: Actor, id: number) => migrateLeadToStudent(db, actor, id),
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
