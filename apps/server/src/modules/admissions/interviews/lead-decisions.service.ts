import { eq, sql } from 'drizzle-orm';
import {
  LEAD_STATUS,
  decisionBlocked,
  decisionLetter,
  decisionOf,
  letterDate,
  type LeadDecision,
  type LeadDecisionInput,
  type LeadDecisionState,
  type LeadDecisionValue,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { notFound, ruleRefused } from '../../../platform/errors.js';
import type { StoresFiles } from '../../../platform/rich-email.js';
import { users } from '../../access/tables.js';
import type { FilesService } from '../../kit/index.js';
import * as leadsRepo from '../leads/leads.repo.js';
import { labelsOf } from '../../students/index.js';
import { renderDecisionLetter } from './lead-decisions.pdf.js';
import { emailLead, type LeadStatusPort } from './lead-interviews.service.js';
import * as repo from './lead-interviews.repo.js';
import { toIso } from '../../../platform/db/columns.js';

export const DECISION_ENTITY = 'leadDecision';

export interface LeadDecisionsDeps {
  db: Db;
  files: StoresFiles & Pick<FilesService, 'read'>;
  leads: LeadStatusPort;
  mailQueued: () => void;
  now?: () => Date;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function userName(ex: Executor, id: number) {
  const [u] = await ex
    .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(eq(users.id, id));
  return u?.name ?? null;
}

/**
 * Admission decisions (sendDecision) and their letters (acceptanceFilePreview): the letter is a PDF on
 * the school's letterhead, previewed before sending; sending emails it to the lead through the outbox,
 * records the decision, and moves the lead (accept: Accepted; decline: closed) in one transaction.
 */
export function createLeadDecisionsService({
  db,
  files,
  leads,
  mailQueued,
  now = () => new Date(),
}: LeadDecisionsDeps) {
  const out = (r: repo.DecisionRow): LeadDecision => ({
    id: r.id,
    leadId: r.leadId,
    decision: r.decision as LeadDecisionValue,
    decisionLabel: decisionOf(r.decision)?.label ?? r.decision,
    message: r.message,
    emailTo: r.emailTo,
    letterFileId: r.letterFileId,
    letterFileName: r.letterFileName,
    decidedByName: r.decidedByName,
    decidedAt: toIso(r.decidedAt)!,
  });

  async function header(ex: Executor, leadId: number) {
    const h = await leadsRepo.findHeader(ex, leadId);
    if (!h) throw notFound('Lead');
    return h;
  }

  /** The letter for this lead: its words (contracts' decisionLetter) on the letterhead, as a PDF. */
  async function letter(ex: Executor, h: leadsRepo.LeadHeaderRow, input: LeadDecisionInput, signerId: number) {
    const l = h.l;
    const names = await labelsOf(ex, [l.stateId, l.countryId]);
    const date = letterDate(now());
    const words = decisionLetter(input.decision, {
      firstName: l.firstName,
      lastName: l.lastName,
      program: h.courseName,
      campus: h.campusName,
      semester: h.semesterName,
      date,
      signer: await userName(ex, signerId),
      message: input.message,
    });
    const cityLine = [l.city, l.stateId ? names.get(l.stateId) : null, l.zip].filter(Boolean).join(', ');
    const lines = [l.address1, l.address2, cityLine, l.countryId ? names.get(l.countryId) : null].filter(
      (x): x is string => !!x,
    );
    const bytes = await renderDecisionLetter(words, date, {
      name: [l.firstName, l.middleName, l.lastName].filter(Boolean).join(' '),
      lines: lines.length ? lines : [l.email],
    });
    const filename = `${slug(decisionOf(input.decision)!.letter)}-${slug(`${l.firstName} ${l.lastName}`)}-${l.id}.pdf`;
    return { words, bytes, filename };
  }

  return {
    async state(leadId: number): Promise<LeadDecisionState> {
      const h = await header(db, leadId);
      const blocked = decisionBlocked({
        statusId: h.l.statusId,
        closedAt: toIso(h.l.closedAt),
        studentId: h.l.studentId,
      });
      return {
        canDecide: blocked == null,
        blockedReason: blocked,
        program: h.courseName,
        campus: h.campusName,
        semester: h.semesterName,
        items: (await repo.listDecisions(db, leadId)).map(out),
      };
    },

    /** acceptanceFilePreview: the letter as it would be sent now (nothing is stored or sent). */
    async preview(viewerId: number, leadId: number, input: LeadDecisionInput) {
      const { bytes, filename } = await letter(db, await header(db, leadId), input, viewerId);
      return { filename, contentType: 'application/pdf', bytes };
    },

    /** sendDecision: letter stored and emailed (outbox), decision recorded, status moved or lead closed; one transaction. */
    async send(actor: Actor, leadId: number, input: LeadDecisionInput): Promise<LeadDecision> {
      const id = await db.transaction(async (tx) => {
        const h = await header(tx, leadId);
        const blocked = decisionBlocked({
          statusId: h.l.statusId,
          closedAt: toIso(h.l.closedAt),
          studentId: h.l.studentId,
        });
        if (blocked) throw ruleRefused(blocked);
        const { words, bytes, filename } = await letter(tx, h, input, actor.userId);
        const kind = decisionOf(input.decision)!;
        const body = `${words.salutation}\n\n${words.paragraphs[0]}\n\nPlease find our letter attached (${kind.letter}).${words.seatDeposit ? `\n\n**Seat deposit:** ${words.seatDeposit}` : ''}\n\n${words.closing}\n${words.signer}`;
        const { emailId, stored } = await emailLead(tx, files, actor, leadId, h.l.email, words.subject, body, [
          { field: 'letter', filename, mimetype: 'application/pdf', bytes },
        ]);
        const row = await repo.insertDecision(tx, {
          leadId,
          decision: input.decision,
          message: input.message ?? null,
          letterFileId: stored[0].id,
          emailId,
          decidedBy: actor.userId,
        });
        await audit(tx, actor, {
          action: 'send',
          entity: DECISION_ENTITY,
          entityId: row.id,
          after: {
            leadId,
            decision: input.decision,
            message: row.message,
            letterFileId: row.letterFileId,
            emailId,
            to: h.l.email,
            statusId: h.l.statusId,
          },
        });
        if (input.decision === 'accept')
          await leads.changeStatusIn(
            tx,
            actor,
            leadId,
            LEAD_STATUS.accepted,
            `Accepted: ${kind.letter.toLowerCase()} sent to ${h.l.email}`,
          );
        if (input.decision === 'decline')
          await leads.closeIn(tx, actor, leadId, `Declined: decision letter sent to ${h.l.email}`);
        return row.id;
      });
      mailQueued();
      const r = await repo.findDecision(db, leadId, id);
      return out(r!);
    },

    /** The letter a decision sent. */
    async letterFile(leadId: number, decisionId: number) {
      const r = await repo.findDecision(db, leadId, decisionId);
      if (!r) throw notFound('Letter');
      const f = await files.read(r.letterFileId);
      return { filename: f.file.filename, contentType: f.file.contentType, bytes: f.bytes };
    },
  };
}
export type LeadDecisionsService = ReturnType<typeof createLeadDecisionsService>;
