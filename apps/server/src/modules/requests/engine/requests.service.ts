import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  REQUEST_ENTITY,
  REQUEST_KINDS,
  centsToAmount,
  flowStatusLabel,
  formatDate,
  moveOf,
  moveRefusal,
  movesFrom,
  REQUEST_NOTE_REQUIRED,
  REQUEST_SIGNATURE_MESSAGES as SIGN,
  sameSignature,
  requestAddInput,
  type RequestActor,
  type RequestAddInput,
  type RequestKind,
  type RequestListQuery,
  type RequestMoveInput,
  type StudentRequest,
  type StudentRequestDetails,
} from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { toIso } from '../../../platform/db/columns.js';
import { AppError, badInput, notFound } from '../../../platform/errors.js';
import { toPage } from '../../../platform/paging.js';
import { facts, heading, renderPdf } from '../../../platform/pdf.js';
import { studentRequestEvents, studentRequests } from './requests.schema.js';
import * as repo from './requests.repo.js';

const KINDS = REQUEST_KINDS as readonly RequestKind[];
const kindOf = (key: string) => {
  const k = KINDS.find((x) => x.key === key);
  if (!k) throw notFound('Request kind');
  return k;
};
const rule = (message: string, field?: string) =>
  new AppError(422, ERROR_CODES.rule, message, field ? { [field]: message } : undefined);

/** The statuses at which a kind's letter is issued: approved or complete. */
const LETTER_STATUSES = ['approved', 'completed', 'verified', 'complete'];
/** Whether a request at this status has its letter; the official transcript only once the request is complete. */
const letterAt = (kind: RequestKind, status: string, official: boolean) =>
  official && kind.key === 'transcript' ? status === 'complete' : LETTER_STATUSES.includes(status);

/** What another context adds to a kind: rules on its form's values (throwing 422 naming `data.<field>`), their words. */
export interface KindRules {
  check?: (ex: Executor, data: Record<string, unknown>) => Promise<void>;
  words?: (ex: Executor, data: Record<string, unknown>) => Promise<Record<string, string>>;
}

/** Who is asking: the student's own side (herself, a parent reading) or the office. */
export type Side = RequestActor;

/**
 * The request engine: one service for every kind contracts declare. A student (or staff for her) submits a
 * kind's form, checked by its declaration; the request then moves along its kind's flow, each move by the side
 * the flow names, with the note it requires, in one transaction with its event row (the activity log) and its
 * audit row. A letter (PDF) is issued for the kinds that have one once approved or complete, with a code that
 * verifies it.
 */
export function createRequestService({
  db,
  now,
  officialTranscript,
  kindRules = {},
}: {
  db: Db;
  now: () => Date;
  /** the official transcript PDF of a student (academics): a transcript request's letter once complete */
  officialTranscript?: (studentId: number) => Promise<{ filename: string; bytes: Buffer }>;
  /** per kind, the rules and words another context adds to its form (a clinical request's placement) */
  kindRules?: Partial<Record<string, KindRules>>;
}) {
  const official = !!officialTranscript;
  async function words(ex: Executor, kind: RequestKind, data: Record<string, unknown>) {
    const out: Record<string, string> = {};
    const own = (await kindRules[kind.key]?.words?.(ex, data)) ?? {};
    for (const f of kind.form.fields) {
      const v = data[f.key];
      if (v == null || v === '') continue;
      if (f.kind === 'bool') out[f.key] = v ? 'Yes' : 'No';
      else if (f.kind === 'date') out[f.key] = formatDate(String(v));
      else if (f.kind === 'ref' && f.ref)
        out[f.key] = (await repo.refNames(ex, f.ref, [Number(v)])).get(Number(v))?.label ?? String(v);
      else if (f.kind === 'money') out[f.key] = `$${v}`;
      else out[f.key] = String(v);
      if (own[f.key]) out[f.key] = own[f.key];
    }
    return out;
  }

  async function out(ex: Executor, r: repo.RequestRow): Promise<StudentRequest> {
    const kind = kindOf(r.kind);
    return {
      id: r.id,
      kind: r.kind,
      kindLabel: kind.label,
      studentId: r.studentId,
      studentName: r.studentName,
      status: r.status,
      statusLabel: flowStatusLabel(kind.flow, r.status),
      data: r.data,
      dataText: await words(ex, kind, r.data),
      fee: r.feeCents == null ? null : centsToAmount(r.feeCents),
      letter: !!kind.letter && letterAt(kind, r.status, official),
      createdAt: toIso(r.createdAt),
      updatedAt: toIso(r.updatedAt),
      createdByName: r.createdByName,
      result: r.result ?? null,
    };
  }

  async function details(ex: Executor, id: number, side: Side): Promise<StudentRequestDetails> {
    const r = await repo.byId(ex, id);
    if (!r) throw notFound('Request');
    const kind = kindOf(r.kind);
    const events = await repo.events(ex, id);
    return {
      ...(await out(ex, r)),
      events: events.map(({ e, byName }) => ({
        id: e.id,
        fromStatus: e.fromStatus,
        fromLabel: e.fromStatus == null ? null : flowStatusLabel(kind.flow, e.fromStatus),
        toStatus: e.toStatus,
        toLabel: flowStatusLabel(kind.flow, e.toStatus),
        note: e.note,
        byName,
        at: toIso(e.at),
      })),
      moves: movesFrom(kind.flow, r.status, side).map((m) => ({
        to: m.to,
        action: m.action,
        note: !!m.note,
        signature: !!m.signature,
        conditions: m.signature ? (events.findLast((e) => e.e.note)?.e.note ?? null) : null,
      })),
    };
  }

  /** The request, if it is of this kind (a staff queue) or this student's (her own side): else 404. */
  async function owned(ex: Executor, id: number, scope: { kind?: string; studentId?: number }, lock = false) {
    const r = await repo.byId(ex, id, lock);
    if (!r || (scope.kind && r.kind !== scope.kind) || (scope.studentId && r.studentId !== scope.studentId))
      throw notFound('Request');
    return r;
  }

  /** Why this student may not ask for this kind, or null. */
  function refusalFor(kind: RequestKind, courseStatus: string | null) {
    if (kind.onlyFor && !kind.onlyFor.courseStatuses.includes(courseStatus ?? '')) return kind.onlyFor.reason;
    return null;
  }

  return {
    /** The kinds this student may ask for, each with its fixed fee and, where she may not, why. */
    async kinds(studentId: number) {
      const s = await repo.studentFacts(db, studentId);
      if (!s) throw notFound('Student');
      return {
        items: KINDS.map((k) => ({
          key: k.key,
          label: k.label,
          fee: k.feeCents ? centsToAmount(k.feeCents({})) : null,
          refused: refusalFor(k, s.courseStatus),
          draft: !!k.flow.draft,
        })),
      };
    },

    async add(actor: Actor, kindKey: string, studentId: number, input: RequestAddInput, side: Side = 'student') {
      const kind = kindOf(kindKey);
      const v = requestAddInput(kind).parse(input);
      return db.transaction(async (tx) => {
        const s = await repo.studentFacts(tx, studentId);
        if (!s) throw notFound('Student');
        const refused = refusalFor(kind, s.courseStatus);
        if (refused) throw rule(refused);
        // a reference the form names must be a live row of its table
        for (const f of kind.form.fields)
          if (f.kind === 'ref' && f.ref && v.data[f.key] != null) {
            const hit = (await repo.refNames(tx, f.ref, [Number(v.data[f.key])])).get(Number(v.data[f.key]));
            if (!hit?.active) {
              const message = `Choose a ${f.label.toLowerCase()} from the list`;
              throw badInput(message, { [`data.${f.key}`]: message });
            }
          }
        await kindRules[kind.key]?.check?.(tx, v.data as Record<string, unknown>);
        const status = v.draft && kind.flow.draft ? kind.flow.draft : kind.flow.initial;
        const [row] = await tx
          .insert(studentRequests)
          .values({
            kind: kind.key,
            studentId,
            status,
            data: v.data as Record<string, unknown>,
            feeCents: kind.feeCents ? kind.feeCents(v.data as Record<string, unknown>) : null,
            verifyCode: randomBytes(12).toString('hex'),
            createdBy: actor.userId,
            updatedBy: actor.userId,
          })
          .returning({ id: studentRequests.id });
        await tx.insert(studentRequestEvents).values({ requestId: row.id, toStatus: status, byUser: actor.userId });
        await audit(tx, actor, {
          action: 'create',
          entity: REQUEST_ENTITY,
          entityId: row.id,
          after: { kind: kind.key, studentId, status },
        });
        return details(tx, row.id, side);
      });
    },

    async mine(studentId: number, q: RequestListQuery) {
      const { rows, total } = await repo.list(db, { studentId, statuses: q.status ? [q.status] : undefined }, q);
      return toPage(q, { items: await Promise.all(rows.map((r) => out(db, r))), total });
    },
    /** The transcripts issued to her: her transcript requests complete, the newest first (each downloads its PDF). */
    async issuedTranscripts(studentId: number) {
      const q = { page: 1, pageSize: 100 };
      const { rows, total } = await repo.list(db, { kind: 'transcript', studentId, statuses: ['complete'] }, q);
      return toPage(q, { items: await Promise.all(rows.map((r) => out(db, r))), total });
    },
    mineOne: async (studentId: number, id: number, side: Side) => {
      await owned(db, id, { studentId });
      return details(db, id, side);
    },

    async queue(kindKey: string, q: RequestListQuery) {
      const kind = kindOf(kindKey);
      const statuses = q.status
        ? [kind.flow.statuses.find((s) => s.value === q.status || s.label === q.status)?.value ?? q.status]
        : q.open === 'true'
          ? [...kind.flow.open]
          : undefined;
      const { rows, total } = await repo.list(db, { kind: kind.key, statuses, q: q.q }, q);
      return toPage(q, { items: await Promise.all(rows.map((r) => out(db, r))), total });
    },
    queueOne: async (kindKey: string, id: number) => {
      await owned(db, id, { kind: kindKey });
      return details(db, id, 'staff');
    },

    async counts(kindKey: string) {
      const kind = kindOf(kindKey);
      const by = new Map((await repo.counts(db, kind.key)).map((c) => [c.status, c.count]));
      return {
        items: kind.flow.statuses.map((s) => ({ status: s.value, label: s.label, count: by.get(s.value) ?? 0 })),
      };
    },
    countOf: (kindKey: string, status: string) => repo.countOf(db, kindKey, status),

    /** A move of the request along its flow by this side: 422 when the flow has no such move. */
    async move(
      actor: Actor,
      id: number,
      v: RequestMoveInput,
      side: Side,
      scope: { kind?: string; studentId?: number },
    ) {
      return db.transaction(async (tx) => {
        const r = await owned(tx, id, scope, true);
        const kind = kindOf(r.kind);
        const m = moveOf(kind.flow, r.status, v.to, side);
        if (!m) throw rule(moveRefusal(kind.flow, r.status, v.to), 'to');
        let note = v.note?.trim() || null;
        if (m.note && !note) throw badInput(REQUEST_NOTE_REQUIRED, { note: REQUEST_NOTE_REQUIRED });
        let result = r.result ?? null;
        if (m.signature) {
          // the built-in e-signature: her full name as on her record, typed, and the conditions accepted
          const typed = v.signature?.trim() ?? '';
          if (!typed) throw badInput(SIGN.name, { signature: SIGN.name });
          if (!sameSignature(typed, r.studentName ?? '')) throw badInput(SIGN.mismatch, { signature: SIGN.mismatch });
          if (v.accept !== true) throw badInput(SIGN.accept, { accept: SIGN.accept });
          const signedAt = now().toISOString();
          result = { ...result, signedName: typed, signedAt };
          note = `Signed electronically as “${typed}”`;
        }
        await tx
          .update(studentRequests)
          .set({ status: m.to, result, updatedBy: actor.userId, updatedAt: now().toISOString() })
          .where(eqId(id));
        await tx
          .insert(studentRequestEvents)
          .values({ requestId: id, fromStatus: r.status, toStatus: m.to, note, byUser: actor.userId });
        await audit(tx, actor, {
          action: 'status',
          entity: REQUEST_ENTITY,
          entityId: id,
          before: { status: r.status },
          after: { status: m.to, kind: r.kind, studentId: r.studentId, note },
        });
        return details(tx, id, side);
      });
    },

    /**
     * The request's move made by another context's write, in that write's transaction (a clinical request
     * completed by the rotation it created): the request locked, of this kind, in the status `from` (422
     * otherwise), moved to `to` with its event, its result kept, audited.
     */
    async settle(
      tx: Executor,
      actor: Actor,
      id: number,
      m: { kind: string; from: string; to: string; note: string; result: Record<string, number>; refusal: string },
    ) {
      const r = await owned(tx, id, { kind: m.kind }, true);
      if (r.status !== m.from) throw rule(m.refusal, 'status');
      await tx
        .update(studentRequests)
        .set({ status: m.to, result: m.result, updatedBy: actor.userId, updatedAt: now().toISOString() })
        .where(eqId(id));
      await tx
        .insert(studentRequestEvents)
        .values({ requestId: id, fromStatus: r.status, toStatus: m.to, note: m.note, byUser: actor.userId });
      await audit(tx, actor, {
        action: 'status',
        entity: REQUEST_ENTITY,
        entityId: id,
        before: { status: r.status },
        after: { status: m.to, kind: r.kind, studentId: r.studentId, note: m.note, result: m.result },
      });
    },
    /** One request as the office sees it, read in a transaction or not. */
    staffDetails: (id: number, ex: Executor = db) => details(ex, id, 'staff'),
    /** The request of this kind (404 otherwise): its row. */
    row: (kindKey: string, id: number) => owned(db, id, { kind: kindKey }),
    studentFacts: (studentId: number) => repo.studentFacts(db, studentId),

    /** The kind's letter, once the request is approved or complete. */
    async letter(id: number, scope: { kind?: string; studentId?: number }) {
      const r = await owned(db, id, scope);
      const kind = kindOf(r.kind);
      if (!kind.letter) throw notFound('Letter');
      if (!letterAt(kind, r.status, official))
        throw rule(
          official && kind.key === 'transcript'
            ? 'The official transcript is issued once the request is complete'
            : 'The letter is issued once the request is approved',
        );
      if (officialTranscript && kind.key === 'transcript') return officialTranscript(r.studentId);
      const s = (await repo.studentFacts(db, r.studentId))!;
      const text = await words(db, kind, r.data);
      const issued = (await repo.events(db, id)).findLast((e) => LETTER_STATUSES.includes(e.e.toStatus));
      const bytes = await renderPdf({ title: kind.letter, subject: `Request ${id}` }, (doc) => {
        doc.font('Helvetica-Bold').fontSize(16).text('Caduceus School of Medicine');
        doc.font('Helvetica').fontSize(10).text("Registrar's Office").moveDown();
        heading(doc, kind.letter!);
        doc
          .font('Helvetica')
          .fontSize(10.5)
          .text(
            `This letter confirms that ${s.name} (student ${s.id}) is registered with the school` +
              `${s.courseStatus ? ` in ${s.courseStatus}` : ''}${s.status ? `, status ${s.status}` : ''}.`,
          )
          .moveDown();
        facts(doc, [
          ['Request', `${kind.label} ${id}`],
          ['Student', `${s.name} (${s.id})`],
          ['Date of birth', s.dateOfBirth ? formatDate(s.dateOfBirth) : null],
          ['Campus', s.campus],
          ...kind.form.fields.map((f): [string, string | null] => [f.label, text[f.key] ?? null]),
          ['Issued on', formatDate(toIso(issued?.e.at ?? now().toISOString()).slice(0, 10))],
          ['Verification code', `${id}-${r.verifyCode}`],
        ]);
        doc.moveDown(2).font('Helvetica').fontSize(10).text('Registrar');
      });
      return { bytes, filename: `${kind.letter.replace(/[^A-Za-z0-9]+/g, '_')}_${id}.pdf` };
    },

    /** A letter's code checked (the {hash}/{id} view): what it says, or 404. */
    async verify(id: number, code: string) {
      const r = await repo.byId(db, id);
      if (!r || r.verifyCode !== code || !LETTER_STATUSES.includes(r.status)) throw notFound('Letter');
      const kind = kindOf(r.kind);
      return {
        id: r.id,
        letter: kind.letter ?? kind.label,
        studentName: r.studentName,
        status: flowStatusLabel(kind.flow, r.status),
        issuedAt: toIso(r.updatedAt),
      };
    },
  };
}
export type RequestService = ReturnType<typeof createRequestService>;

const eqId = (id: number) => eq(studentRequests.id, id);
