import {
  ALUMNI_ENTITIES,
  ALUMNI_FIRST_YEAR,
  ALUMNI_MESSAGES,
  RESIDENCY_PROGRAM_TABLE,
  SPECIALITY_TABLE,
  alumniJobInput,
  alumniLastYear,
  alumniOtherDegreeInput,
  alumniPersonalInput,
  alumniResidencyInput,
  type AlumniEmailInput,
  type AlumniEntryQuery,
  type AlumniJob,
  type AlumniJobInput,
  type AlumniOtherDegree,
  type AlumniOtherDegreeInput,
  type AlumniPersonal,
  type AlumniPersonalInput,
  type AlumniResidency,
  type AlumniResidencyInput,
} from '@caduceus/contracts';
import { sql } from 'drizzle-orm';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { badInput, notFound, ruleRefused } from '../../../platform/errors.js';
import { enqueueMail } from '../../../platform/mail.js';
import { toPage } from '../../../platform/paging.js';
import { auditedEntries } from '../../kit/index.js';
import { alumniJobs, alumniOtherDegrees, alumniPersonalInfo, alumniResidencies } from './alumni.schema.js';
import * as repo from './alumni.repo.js';

type JobRow = NonNullable<Awaited<ReturnType<typeof repo.findJob>>>;
type DegreeRow = NonNullable<Awaited<ReturnType<typeof repo.findOtherDegree>>>;
type ResidencyRow = NonNullable<Awaited<ReturnType<typeof repo.findResidency>>>;

const jobOut = ({ j, specialityName, updatedByName }: JobRow): AlumniJob => ({
  id: j.id,
  studentId: j.studentId,
  employer: j.employer,
  position: j.position,
  positionType: j.positionType,
  specialityId: j.specialityId,
  specialityName: specialityName ?? null,
  city: j.city,
  country: j.country,
  fromYear: j.fromYear,
  toYear: j.toYear,
  isCurrent: j.isCurrent,
  updatedAt: j.updatedAt,
  updatedByName: updatedByName ?? null,
});
const degreeOut = ({ d, updatedByName }: DegreeRow): AlumniOtherDegree => ({
  id: d.id,
  studentId: d.studentId,
  level: d.level,
  degree: d.degree,
  institution: d.institution,
  field: d.field,
  year: d.year,
  updatedAt: d.updatedAt,
  updatedByName: updatedByName ?? null,
});
const residencyOut = ({ r, programName, specialityName, updatedByName }: ResidencyRow): AlumniResidency => ({
  id: r.id,
  studentId: r.studentId,
  programId: r.programId,
  programName,
  specialityName: specialityName ?? null,
  matchType: r.matchType,
  matchYear: r.matchYear,
  attempt: r.attempt,
  pgyStartDate: r.pgyStartDate,
  status: r.status,
  notes: r.notes,
  updatedAt: r.updatedAt,
  updatedByName: updatedByName ?? null,
});
const blank = (v: string | null | undefined) => v?.trim() || null;

const jobValues = (v: AlumniJobInput) => ({
  employer: v.employer,
  position: v.position,
  positionType: v.positionType ?? null,
  specialityId: v.specialityId ?? null,
  city: blank(v.city),
  country: blank(v.country),
  fromYear: v.fromYear,
  toYear: v.isCurrent ? null : (v.toYear ?? null),
  isCurrent: v.isCurrent,
});
const degreeValues = (v: AlumniOtherDegreeInput) => ({
  level: v.level,
  degree: v.degree,
  institution: v.institution,
  field: blank(v.field),
  year: v.year ?? null,
});
const residencyValues = (v: AlumniResidencyInput) => ({
  programId: v.programId,
  matchType: v.matchType ?? null,
  matchYear: v.matchYear,
  attempt: v.attempt ?? null,
  pgyStartDate: v.pgyStartDate ?? null,
  status: v.status,
  notes: blank(v.notes),
});

/** A row of a control table, active (or the one the entry already holds): else a 400 on the field. */
async function checkRef(ex: Executor, table: string, id: number | null, kept: unknown, field: string, msg: string) {
  if (id === null) return;
  const ref = await repo.refOf(ex, table, id);
  if (!ref || (!ref.active && ref.id !== kept)) throw badInput(msg, { [field]: msg });
}

/**
 * The Alumni tab: the alumna's personal details, jobs, other degrees and residency matches, each write audited in
 * its transaction; and an email to her through the outbox.
 */
export function createAlumniService({ db, mailQueued }: { db: Db; mailQueued: () => void }) {
  const jobs = auditedEntries(db, alumniJobs, {
    entity: ALUMNI_ENTITIES.job,
    what: 'Job',
    lock: repo.lockStudent,
    async check(tx, studentId, v: ReturnType<typeof jobValues>, before) {
      await checkRef(
        tx,
        SPECIALITY_TABLE,
        v.specialityId,
        before?.specialityId,
        'specialityId',
        ALUMNI_MESSAGES.speciality,
      );
      if (v.isCurrent && (await repo.otherCurrentJob(tx, studentId, before?.id as number | undefined)))
        throw ruleRefused(ALUMNI_MESSAGES.oneCurrent, { isCurrent: ALUMNI_MESSAGES.oneCurrent });
    },
  });
  const degrees = auditedEntries(db, alumniOtherDegrees, { entity: ALUMNI_ENTITIES.otherDegree, what: 'Degree' });
  const residencies = auditedEntries(db, alumniResidencies, {
    entity: ALUMNI_ENTITIES.residency,
    what: 'Residency program',
    async check(tx, _studentId, v: ReturnType<typeof residencyValues>, before) {
      await checkRef(tx, RESIDENCY_PROGRAM_TABLE, v.programId, before?.programId, 'programId', ALUMNI_MESSAGES.program);
    },
  });

  async function job(studentId: number, id: number) {
    const r = await repo.findJob(db, studentId, id);
    if (!r) throw notFound('Job');
    return jobOut(r);
  }
  async function degree(studentId: number, id: number) {
    const r = await repo.findOtherDegree(db, studentId, id);
    if (!r) throw notFound('Degree');
    return degreeOut(r);
  }
  async function residency(studentId: number, id: number) {
    const r = await repo.findResidency(db, studentId, id);
    if (!r) throw notFound('Residency program');
    return residencyOut(r);
  }
  async function personal(studentId: number): Promise<AlumniPersonal> {
    const r = await repo.findPersonal(db, studentId);
    if (!r)
      return {
        address: null,
        city: null,
        country: null,
        personalEmail: null,
        phone: null,
        website: null,
        consentToContact: false,
        updatedAt: null,
        updatedByName: null,
      };
    const { p } = r;
    return {
      address: p.address,
      city: p.city,
      country: p.country,
      personalEmail: p.personalEmail,
      phone: p.phone,
      website: p.website,
      consentToContact: p.consentToContact,
      updatedAt: p.updatedAt,
      updatedByName: r.updatedByName ?? null,
    };
  }

  return {
    async choices() {
      const [specialities, programs] = await Promise.all([
        repo.activeRows(db, SPECIALITY_TABLE),
        repo.activeRows(db, RESIDENCY_PROGRAM_TABLE),
      ]);
      const names = new Map(specialities.map((s) => [s.id, s.name]));
      const years: number[] = [];
      for (let y = alumniLastYear(); y >= ALUMNI_FIRST_YEAR; y--) years.push(y);
      return {
        specialities: specialities.map((s) => ({ id: s.id, name: s.name })),
        programs: programs.map((p) => ({
          id: p.id,
          name: p.name,
          specialityName: names.get(Number(p.data.speciality)) ?? null,
        })),
        years,
      };
    },

    personal,
    /** Writes the personal details whole (the first write creates them). Audited with before and after. */
    async savePersonal(actor: Actor, studentId: number, input: AlumniPersonalInput) {
      const v = alumniPersonalInput.parse(input);
      const values = {
        address: blank(v.address),
        city: blank(v.city),
        country: blank(v.country),
        personalEmail: blank(v.personalEmail),
        phone: blank(v.phone),
        website: blank(v.website),
        consentToContact: v.consentToContact,
      };
      await db.transaction(async (tx) => {
        await repo.lockStudent(tx, studentId);
        const before = await repo.lockPersonal(tx, studentId);
        const [after] = before
          ? await tx
              .update(alumniPersonalInfo)
              .set({ ...values, updatedBy: actor.userId, updatedAt: sql`now()` })
              .where(sql`${alumniPersonalInfo.id} = ${before.id}`)
              .returning()
          : await tx
              .insert(alumniPersonalInfo)
              .values({ ...values, studentId, createdBy: actor.userId, updatedBy: actor.userId })
              .returning();
        await audit(tx, actor, {
          action: before ? 'update' : 'create',
          entity: ALUMNI_ENTITIES.personal,
          entityId: after.id,
          before,
          after,
        });
      });
      return personal(studentId);
    },

    async listJobs(studentId: number, q: AlumniEntryQuery) {
      const { rows, total } = await repo.listJobs(db, studentId, q);
      return toPage(q, { items: rows.map(jobOut), total });
    },
    job,
    async addJob(actor: Actor, studentId: number, input: AlumniJobInput) {
      return job(studentId, await jobs.add(actor, studentId, jobValues(alumniJobInput.parse(input))));
    },
    async updateJob(actor: Actor, studentId: number, id: number, input: AlumniJobInput) {
      await jobs.update(actor, studentId, id, jobValues(alumniJobInput.parse(input)));
      return job(studentId, id);
    },
    removeJob: jobs.remove,

    async listDegrees(studentId: number, q: AlumniEntryQuery) {
      const { rows, total } = await repo.listOtherDegrees(db, studentId, q);
      return toPage(q, { items: rows.map(degreeOut), total });
    },
    degree,
    async addDegree(actor: Actor, studentId: number, input: AlumniOtherDegreeInput) {
      return degree(studentId, await degrees.add(actor, studentId, degreeValues(alumniOtherDegreeInput.parse(input))));
    },
    async updateDegree(actor: Actor, studentId: number, id: number, input: AlumniOtherDegreeInput) {
      await degrees.update(actor, studentId, id, degreeValues(alumniOtherDegreeInput.parse(input)));
      return degree(studentId, id);
    },
    removeDegree: degrees.remove,

    async listResidencies(studentId: number, q: AlumniEntryQuery) {
      const { rows, total } = await repo.listResidencies(db, studentId, q);
      return toPage(q, { items: rows.map(residencyOut), total });
    },
    residency,
    async addResidency(actor: Actor, studentId: number, input: AlumniResidencyInput) {
      const v = residencyValues(alumniResidencyInput.parse(input));
      return residency(studentId, await residencies.add(actor, studentId, v));
    },
    async updateResidency(actor: Actor, studentId: number, id: number, input: AlumniResidencyInput) {
      await residencies.update(actor, studentId, id, residencyValues(alumniResidencyInput.parse(input)));
      return residency(studentId, id);
    },
    removeResidency: residencies.remove,

    /** Queues an email to the alumna (her personal address when she gave one, else her record's); audited. */
    async sendEmail(actor: Actor, studentId: number, input: AlumniEmailInput) {
      const contact = await repo.studentContact(db, studentId);
      if (!contact) throw notFound('Student');
      const own = await repo.findPersonal(db, studentId);
      const to = own?.p.personalEmail || contact.email;
      if (!to) throw ruleRefused(ALUMNI_MESSAGES.noAddress, { to: ALUMNI_MESSAGES.noAddress });
      const outboxId = await db.transaction(async (tx) => {
        const id = await enqueueMail(tx, { to, subject: input.subject.replace(/[\r\n]+/g, ' '), text: input.body });
        await audit(tx, actor, {
          action: 'email',
          entity: ALUMNI_ENTITIES.personal,
          entityId: studentId,
          after: { to, subject: input.subject, outboxId: id },
        });
        return id;
      });
      mailQueued();
      return { to, outboxId };
    },
  };
}
export type AlumniService = ReturnType<typeof createAlumniService>;
