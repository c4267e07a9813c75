import {
  ADMISSIONS_LETTERHEAD,
  INTERVIEW_MESSAGES,
  LEAD_STATUS,
  averageScore,
  earliestInterviewDay,
  formatDate,
  recommendationLabel,
  scoresOf,
  weekdayOf,
  type InterviewAvailability,
  type InterviewEvaluation,
  type InterviewEvaluationInput,
  type InterviewFaculty,
  type InterviewRecommendation,
  type InterviewScheduleInput,
  type InterviewScores,
  type LeadInterview,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, conflict, forbidden, notFound, ruleRefused } from '../../../platform/errors.js';
import { enqueueMail } from '../../../platform/mail.js';
import { queueRichEmail, type StoresFiles } from '../../../platform/rich-email.js';
import * as leadsRepo from '../leads/leads.repo.js';
import * as messagesRepo from '../messages/lead-messages.repo.js';
import * as repo from './lead-interviews.repo.js';
import { toIso } from '../../../platform/db/columns.js';

export const INTERVIEW_ENTITY = 'leadInterview';
export const EVALUATION_ENTITY = 'leadInterviewEvaluation';

/** What this domain needs of the leads service: its status rules and close, inside our transaction. */
export interface LeadStatusPort {
  changeStatusIn(tx: Executor, actor: Actor, leadId: number, statusId: number, note: string | null): Promise<boolean>;
  closeIn(tx: Executor, actor: Actor, leadId: number, reason: string | null): Promise<void>;
}

export interface LeadInterviewsDeps {
  db: Db;
  files: StoresFiles;
  leads: LeadStatusPort;
  mailQueued: () => void;
  now?: () => Date;
}

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (e as { cause?: { code?: string } }).cause?.code === '23505';
const ADMISSIONS_SIGNATURE = `${ADMISSIONS_LETTERHEAD.office}\n${ADMISSIONS_LETTERHEAD.school}`;
const when = (i: { date: string; startTime: string; endTime: string }) =>
  `${formatDate(i.date)} (${weekdayOf(i.date)}), ${i.startTime}–${i.endTime}`;

/** The lead must be open and not yet a student for interviews and decisions. */
export async function requireWorkableLead(ex: Executor, leadId: number) {
  const h = await leadsRepo.findHeader(ex, leadId);
  if (!h) throw notFound('Lead');
  if (h.l.closedAt) throw ruleRefused(INTERVIEW_MESSAGES.leadClosed);
  if (h.l.studentId != null || h.l.statusId === LEAD_STATUS.student) throw ruleRefused(INTERVIEW_MESSAGES.leadStudent);
  return h;
}

/** Writes to the lead through the outbox and keeps the message in the lead's email history (the email tab). */
export async function emailLead(
  tx: Executor,
  files: StoresFiles,
  actor: Actor,
  leadId: number,
  to: string,
  subject: string,
  body: string,
  attachments: Parameters<typeof queueRichEmail>[4] = [],
) {
  const { outboxId, stored } = await queueRichEmail(
    tx,
    files,
    actor.userId,
    { to, cc: [], subject, body },
    attachments,
  );
  const row = await messagesRepo.insertEmail(tx, {
    leadId,
    outboxId,
    toAddress: to,
    cc: [],
    subject,
    body,
    templateId: null,
    sentBy: actor.userId,
  });
  await messagesRepo.insertEmailFiles(
    tx,
    row.id,
    stored.map((f) => f.id),
  );
  return { emailId: row.id, stored };
}

/** Interview scheduling and the evaluation form of the lead's Status Change tab. */
export function createLeadInterviewsService({
  db,
  files,
  leads,
  mailQueued,
  now = () => new Date(),
}: LeadInterviewsDeps) {
  const interviewOut = (r: repo.InterviewRow): LeadInterview => ({
    id: r.id,
    leadId: r.leadId,
    facultyId: r.facultyId,
    facultyName: r.facultyName,
    date: r.date,
    day: weekdayOf(r.date),
    startTime: r.startTime,
    endTime: r.endTime,
    location: r.location,
    note: r.note,
    status: r.cancelledAt ? 'Cancelled' : 'Scheduled',
    scheduledByName: r.scheduledByName,
    createdAt: toIso(r.createdAt)!,
    cancelledAt: toIso(r.cancelledAt),
    cancelledByName: r.cancelledByName,
  });
  const evaluationOut = (r: repo.EvaluationRow, viewer: number): InterviewEvaluation => {
    const scores = scoresOf(r.scores as InterviewScores);
    return {
      id: r.id,
      leadId: r.leadId,
      evaluatorId: r.evaluatorId,
      evaluatorName: r.evaluatorName,
      scores,
      average: averageScore(scores),
      recommendation: r.recommendation as InterviewRecommendation,
      recommendationLabel: recommendationLabel(r.recommendation),
      comments: r.comments,
      mine: r.evaluatorId === viewer,
      createdAt: toIso(r.createdAt)!,
      updatedAt: toIso(r.updatedAt)!,
    };
  };

  async function interview(leadId: number, id: number) {
    const r = await repo.findInterview(db, leadId, id);
    if (!r) throw notFound('Interview');
    return r;
  }

  return {
    /** Faculty members with their active time slots (the faculty-timeslot control table). */
    async faculty(): Promise<InterviewFaculty[]> {
      const [people, slots] = await Promise.all([repo.facultyMembers(db), repo.activeSlots(db)]);
      return people.map((p) => ({
        id: p.id,
        name: p.name,
        slots: slots
          .filter((s) => s.facultyId === p.id)
          .map((s) => ({ id: s.id, day: s.day, startTime: s.startTime, endTime: s.endTime })),
      }));
    },

    /** A faculty member's slots on a date's weekday, with those already booked. */
    async availability(facultyId: number, date: string): Promise<InterviewAvailability> {
      const day = weekdayOf(date);
      const [slots, booked] = await Promise.all([repo.activeSlots(db, facultyId), repo.bookedOn(db, facultyId, date)]);
      return {
        date,
        day,
        slots: slots
          .filter((s) => s.day === day)
          .map((s) => ({
            id: s.id,
            day: s.day,
            startTime: s.startTime,
            endTime: s.endTime,
            taken: booked.some((b) => b.startTime < s.endTime && b.endTime > s.startTime),
          })),
      };
    },

    async list(leadId: number): Promise<LeadInterview[]> {
      return (await repo.listInterviews(db, leadId)).map(interviewOut);
    },

    /**
     * Books the slot on the date (refused when the faculty member is already booked then), moves an
     * Application Submitted lead to Interview Scheduled through the status rules, and writes to the
     * interviewer and the lead. One transaction; the bookings of one faculty member are serialised.
     */
    async schedule(actor: Actor, leadId: number, input: InterviewScheduleInput): Promise<LeadInterview> {
      const id = await db.transaction(async (tx) => {
        const h = await requireWorkableLead(tx, leadId);
        const fields: Record<string, string> = {};
        const faculty = await repo.facultyMember(tx, input.facultyId);
        if (!faculty) fields.facultyId = INTERVIEW_MESSAGES.faculty;
        const slot = await repo.slot(tx, input.slotId);
        if (!slot || !slot.active || slot.facultyId !== input.facultyId) fields.slotId = INTERVIEW_MESSAGES.slot;
        else if (weekdayOf(input.date) !== slot.day) fields.date = INTERVIEW_MESSAGES.slotDay(slot.day);
        if (input.date < earliestInterviewDay(now())) fields.date = INTERVIEW_MESSAGES.pastDate;
        if (Object.keys(fields).length || !faculty || !slot)
          throw badInput('Please correct the highlighted fields', fields);

        await repo.lockFaculty(tx, faculty.id);
        if (await repo.overlapping(tx, faculty.id, input.date, slot.startTime, slot.endTime)) {
          throw badInput(INTERVIEW_MESSAGES.doubleBooked, { slotId: INTERVIEW_MESSAGES.doubleBooked });
        }
        const row = await repo
          .insertInterview(tx, {
            leadId,
            facultyId: faculty.id,
            slotId: slot.id,
            interviewDate: input.date,
            startTime: slot.startTime,
            endTime: slot.endTime,
            location: input.location ?? null,
            note: input.note ?? null,
            createdBy: actor.userId,
          })
          .catch((e: unknown) => {
            if (isUniqueViolation(e))
              throw badInput(INTERVIEW_MESSAGES.doubleBooked, { slotId: INTERVIEW_MESSAGES.doubleBooked });
            throw e;
          });
        const slotText = when({ date: input.date, startTime: slot.startTime, endTime: slot.endTime });
        await audit(tx, actor, {
          action: 'schedule',
          entity: INTERVIEW_ENTITY,
          entityId: row.id,
          after: {
            leadId,
            facultyId: faculty.id,
            slotId: slot.id,
            date: input.date,
            startTime: slot.startTime,
            endTime: slot.endTime,
            location: row.location,
          },
        });
        if (h.l.statusId === LEAD_STATUS.applicationSubmitted) {
          await leads.changeStatusIn(
            tx,
            actor,
            leadId,
            LEAD_STATUS.interviewScheduled,
            `Interview with ${faculty.name} on ${slotText}`,
          );
        }

        const leadName = `${h.l.firstName} ${h.l.lastName}`;
        const place = row.location ? `\nWhere: ${row.location}` : '';
        await enqueueMail(tx, {
          to: faculty.email,
          subject: `Interview scheduled: ${leadName} on ${formatDate(input.date)} at ${slot.startTime}`,
          text:
            `Hello ${faculty.name},\n\nYou are to interview ${leadName} (${h.courseName ?? 'program not set'}${h.semesterName ? `, ${h.semesterName}` : ''}).\n\n` +
            `When: ${slotText}${place}${row.note ? `\nNote: ${row.note}` : ''}\n\nAfter the interview, please fill in the evaluation form on the lead's Status Change tab.\n\n${ADMISSIONS_SIGNATURE}`,
        });
        await emailLead(
          tx,
          files,
          actor,
          leadId,
          h.l.email,
          `Your admissions interview on ${formatDate(input.date)}`,
          `Dear ${leadName},\n\nWe are pleased to invite you to an admissions interview for ${h.courseName ? `the ${h.courseName} program` : 'our program'}.\n\n` +
            `- When: ${slotText}\n- With: ${faculty.name}${row.location ? `\n- Where: ${row.location}` : ''}\n\nIf you cannot attend, please reply to this email so that we can find another time.\n\n${ADMISSIONS_SIGNATURE}`,
        );
        return row.id;
      });
      mailQueued();
      return interviewOut(await interview(leadId, id));
    },

    /**
     * Cancels a live interview (the slot becomes free) and tells the interviewer and the lead. When it was
     * the lead's last live interview and the lead stands at Interview Scheduled, it goes back to
     * Application Submitted, so the interview reports count only leads with an interview.
     */
    async cancel(actor: Actor, leadId: number, id: number): Promise<LeadInterview> {
      await db.transaction(async (tx) => {
        const before = await repo.findInterview(tx, leadId, id);
        if (!before) throw notFound('Interview');
        if (before.cancelledAt) throw ruleRefused(INTERVIEW_MESSAGES.cancelled);
        const h = await leadsRepo.findHeader(tx, leadId);
        if (!h) throw notFound('Lead');
        if (h.l.closedAt) throw ruleRefused(INTERVIEW_MESSAGES.leadClosed);
        await repo.cancelInterview(tx, id, actor.userId);
        await audit(tx, actor, {
          action: 'cancel',
          entity: INTERVIEW_ENTITY,
          entityId: id,
          before: { cancelledAt: null },
          after: { leadId, cancelledAt: new Date().toISOString() },
        });
        const slotText = when(before);
        if (h.l.statusId === LEAD_STATUS.interviewScheduled && (await repo.liveCount(tx, leadId, id)) === 0) {
          await leads.changeStatusIn(
            tx,
            actor,
            leadId,
            LEAD_STATUS.applicationSubmitted,
            `Interview of ${slotText} cancelled`,
          );
        }
        const leadName = `${h.l.firstName} ${h.l.lastName}`;
        if (before.facultyEmail) {
          await enqueueMail(tx, {
            to: before.facultyEmail,
            subject: `Interview cancelled: ${leadName} on ${formatDate(before.date)}`,
            text: `Hello ${before.facultyName ?? ''},\n\nThe interview with ${leadName} on ${slotText} is cancelled; the slot is free again.\n\n${ADMISSIONS_SIGNATURE}`,
          });
        }
        await emailLead(
          tx,
          files,
          actor,
          leadId,
          h.l.email,
          `Your admissions interview on ${formatDate(before.date)} is cancelled`,
          `Dear ${leadName},\n\nYour admissions interview on ${slotText} is cancelled. Your admissions representative will be in touch about what comes next.\n\n${ADMISSIONS_SIGNATURE}`,
        );
      });
      mailQueued();
      return interviewOut(await interview(leadId, id));
    },

    // ---- evaluations ----

    async evaluations(leadId: number, viewer: number): Promise<InterviewEvaluation[]> {
      return (await repo.listEvaluations(db, leadId)).map((r) => evaluationOut(r, viewer));
    },

    /** saveLeadInterviewEvalInfo: the viewer's evaluation of this lead (one each; 409 when they already wrote one). */
    async addEvaluation(actor: Actor, leadId: number, input: InterviewEvaluationInput): Promise<InterviewEvaluation> {
      const id = await db.transaction(async (tx) => {
        if (!(await leadsRepo.findLead(tx, leadId))) throw notFound('Lead');
        if (await repo.evaluationBy(tx, leadId, actor.userId)) throw conflict(INTERVIEW_MESSAGES.evaluationExists);
        const values = {
          scores: scoresOf(input),
          recommendation: input.recommendation,
          comments: input.comments ?? null,
        };
        const row = await repo
          .insertEvaluation(tx, { leadId, evaluatorId: actor.userId, ...values })
          .catch((e: unknown) => {
            if (isUniqueViolation(e)) throw conflict(INTERVIEW_MESSAGES.evaluationExists);
            throw e;
          });
        await audit(tx, actor, {
          action: 'create',
          entity: EVALUATION_ENTITY,
          entityId: row.id,
          after: { leadId, ...values },
        });
        return row.id;
      });
      return evaluationOut((await repo.findEvaluation(db, leadId, id))!, actor.userId);
    },

    /** Changes an evaluation: its author only (403 for anyone else). */
    async updateEvaluation(
      actor: Actor,
      leadId: number,
      id: number,
      input: InterviewEvaluationInput,
    ): Promise<InterviewEvaluation> {
      await db.transaction(async (tx) => {
        const before = await repo.findEvaluation(tx, leadId, id);
        if (!before) throw notFound('Evaluation');
        if (before.evaluatorId !== actor.userId) throw forbidden(INTERVIEW_MESSAGES.notAuthor);
        const values = {
          scores: scoresOf(input),
          recommendation: input.recommendation,
          comments: input.comments ?? null,
        };
        await repo.updateEvaluation(tx, id, values);
        await audit(tx, actor, {
          action: 'update',
          entity: EVALUATION_ENTITY,
          entityId: id,
          before: { leadId, scores: before.scores, recommendation: before.recommendation, comments: before.comments },
          after: { leadId, ...values },
        });
      });
      return evaluationOut((await repo.findEvaluation(db, leadId, id))!, actor.userId);
    },
  };
}
export type LeadInterviewsService = ReturnType<typeof createLeadInterviewsService>;
