import {
  SIGNATURE_MESSAGES,
  canMoveEnvelope,
  studentTabUrl,
  type EnvelopeStatus,
  type SignatureEnvelope,
  type SignatureSendInput,
  type SignatureStatusInput,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, forbidden, notFound, ruleRefused } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import type { FilesService } from '../../kit/index.js';
import type { StudentView } from '../record/students.gate.js';
import { facts, heading, renderPdf } from './pdf.js';
import type { SignatureProvider, SignatureRequest } from './signature.provider.js';
import * as repo from './signatures.repo.js';

const ENTITY = 'signatureEnvelope';
/** What may be sent for signature, and what comes back signed. */
const SEND_KINDS = ['pdf', 'docx'] as const;
const SIGNED_KINDS = ['pdf'] as const;
const DATE_OF: Record<Exclude<EnvelopeStatus, 'Sent'>, 'deliveredAt' | 'completedAt' | 'declinedAt' | 'voidedAt'> = {
  Delivered: 'deliveredAt',
  Completed: 'completedAt',
  Declined: 'declinedAt',
  Voided: 'voidedAt',
};

const shape = (r: repo.ListedEnvelope): SignatureEnvelope => ({
  id: r.e.id,
  studentId: r.e.studentId,
  provider: r.e.provider,
  providerEnvelopeId: r.e.providerEnvelopeId,
  subject: r.e.subject,
  recipientName: r.e.recipientName,
  recipientEmail: r.e.recipientEmail,
  templateId: r.e.templateId,
  templateName: r.templateName ?? null,
  documentName: r.documentName,
  status: r.e.status as EnvelopeStatus,
  statusNote: r.e.statusNote,
  sentAt: r.e.sentAt,
  deliveredAt: r.e.deliveredAt,
  completedAt: r.e.completedAt,
  declinedAt: r.e.declinedAt,
  voidedAt: r.e.voidedAt,
  hasSignedFile: r.e.signedFileId != null,
  sentByName: r.sentByName ?? null,
  updatedAt: r.e.updatedAt,
});

export interface SignaturesDeps {
  db: Db;
  files: FilesService;
  provider: SignatureProvider;
  publicUrl: string;
  mailQueued: () => void;
}

/** Documents sent for signature (the Signed Documents tab) through a signature provider. */
export function createSignaturesService({ db, files, provider, publicUrl, mailQueued }: SignaturesDeps) {
  const staffOnly = (view: StudentView) => {
    if (view.viewer === 'self') throw forbidden('Only staff send documents for signature');
  };
  const studentName = (view: StudentView) => `${view.header.s.firstName} ${view.header.s.lastName}`;

  async function require(view: StudentView, id: number) {
    const e = await repo.findEnvelope(db, view.studentId, id);
    if (!e) throw notFound('Envelope');
    return e;
  }
  async function one(view: StudentView, id: number) {
    const r = await repo.findListed(db, view.studentId, id);
    if (!r) throw notFound('Envelope');
    return shape(r);
  }

  /** The document to sign: the upload, else the template's file, else a form generated from the template. */
  async function documentFor(
    ex: Executor,
    actor: Actor,
    view: StudentView,
    input: SignatureSendInput,
    upload?: UploadedFile,
  ) {
    const t = input.templateId ? await repo.templateOf(ex, input.templateId) : undefined;
    if (input.templateId && (!t || !t.active))
      throw badInput('Choose a template from the list', { templateId: 'Choose a template from the list' });
    if (upload) return files.store(ex, { ...upload, field: 'document' }, [...SEND_KINDS], actor.userId);
    if (!t) throw badInput(SIGNATURE_MESSAGES.documentNeeded, { templateId: SIGNATURE_MESSAGES.documentNeeded });
    if (t.file) return { id: t.file.fileId, filename: t.file.filename };
    const bytes = await renderPdf({ title: t.label }, (doc) => {
      doc.font('Helvetica-Bold').fontSize(16).text(t.label);
      doc
        .moveDown(0.5)
        .font('Helvetica')
        .fontSize(10)
        .text(
          typeof t.data.description === 'string'
            ? t.data.description
            : 'Please read this document carefully before you sign it.',
        );
      heading(doc, 'Signer');
      facts(doc, [
        ['Student', studentName(view)],
        ['Student ID', view.studentId],
        ['Signer', input.recipientName ?? studentName(view)],
      ]);
      doc
        .moveDown(3)
        .font('Helvetica')
        .fontSize(10)
        .text('Signature: ____________________________________        Date: ________________');
    });
    return files.store(
      ex,
      { field: 'document', filename: `${t.label}.pdf`, mimetype: 'application/pdf', bytes },
      ['pdf'],
      actor.userId,
    );
  }

  const requestOf = (view: StudentView, e: repo.EnvelopeRow, filename: string): SignatureRequest => ({
    recipientName: e.recipientName,
    recipientEmail: e.recipientEmail,
    subject: e.subject,
    message: e.message,
    studentName: studentName(view),
    document: { fileId: e.fileId, filename },
    link: `${publicUrl}${studentTabUrl('docusign', view.studentId)}`,
  });

  return {
    async list(view: StudentView) {
      return { items: (await repo.listEnvelopes(db, view.studentId)).map(shape) };
    },

    async send(actor: Actor, view: StudentView, input: SignatureSendInput, upload: UploadedFile[]) {
      staffOnly(view);
      const docs = upload.filter((f) => f.field === 'document');
      if (docs.length > 1)
        throw badInput('Send one document an envelope', { document: 'Send one document an envelope' });
      const id = await db.transaction(async (tx) => {
        const file = await documentFor(tx, actor, view, input, docs[0]);
        const recipientEmail = input.recipientEmail ?? view.header.s.email;
        const recipientName =
          input.recipientName?.trim() || (input.recipientEmail ? input.recipientEmail : studentName(view));
        const draft = {
          recipientName,
          recipientEmail,
          subject: input.subject,
          message: input.message ?? null,
          studentName: studentName(view),
          document: { fileId: file.id, filename: file.filename },
          link: `${publicUrl}${studentTabUrl('docusign', view.studentId)}`,
        };
        const { envelopeId } = await provider.send(tx, draft);
        const row = await repo.insertEnvelope(tx, {
          studentId: view.studentId,
          provider: provider.name,
          providerEnvelopeId: envelopeId,
          templateId: input.templateId ?? null,
          fileId: file.id,
          subject: input.subject,
          message: input.message ?? null,
          recipientName,
          recipientEmail,
          status: 'Sent',
          createdBy: actor.userId,
        });
        await audit(tx, actor, { action: 'send', entity: ENTITY, entityId: row.id, after: row });
        return row.id;
      });
      mailQueued();
      return one(view, id);
    },

    /** Emails the signing request again while the envelope is still out. */
    async resend(actor: Actor, view: StudentView, id: number) {
      staffOnly(view);
      const e = await require(view, id);
      if (e.status !== 'Sent' && e.status !== 'Delivered')
        throw ruleRefused('Only an envelope waiting for its signature can be sent again');
      const listed = await one(view, id);
      await db.transaction(async (tx) => {
        await provider.remind(tx, e.providerEnvelopeId, requestOf(view, e, listed.documentName));
        await audit(tx, actor, { action: 'remind', entity: ENTITY, entityId: id, after: { to: e.recipientEmail } });
      });
      mailQueued();
      return listed;
    },

    /** The provider's status callback (staff stand in for it with the local provider). */
    async setStatus(actor: Actor, view: StudentView, id: number, input: SignatureStatusInput, upload: UploadedFile[]) {
      staffOnly(view);
      const before = await require(view, id);
      if (!canMoveEnvelope(before.status as EnvelopeStatus, input.status))
        throw ruleRefused(`${SIGNATURE_MESSAGES.badMove} (${before.status} to ${input.status})`);
      const signed = upload.filter((f) => f.field === 'signedFile');
      if (input.status === 'Completed' && signed.length !== 1)
        throw badInput(SIGNATURE_MESSAGES.signedFileNeeded, { signedFile: SIGNATURE_MESSAGES.signedFileNeeded });
      await db.transaction(async (tx) => {
        const stored =
          input.status === 'Completed'
            ? await files.store(tx, { ...signed[0], field: 'signedFile' }, [...SIGNED_KINDS], actor.userId)
            : undefined;
        const after = await repo.updateEnvelope(tx, id, {
          status: input.status,
          statusNote: input.note ?? null,
          [DATE_OF[input.status]]: new Date().toISOString(),
          ...(stored ? { signedFileId: stored.id } : {}),
        });
        await audit(tx, actor, {
          action: 'status',
          entity: ENTITY,
          entityId: id,
          before: { status: before.status },
          after: { status: after.status, note: after.statusNote, signedFileId: after.signedFileId },
        });
      });
      return one(view, id);
    },

    /** The document sent, or the signed copy once Completed. */
    async file(view: StudentView, id: number, which: 'document' | 'signed') {
      const e = await require(view, id);
      if (which === 'signed') {
        if (e.status !== 'Completed' || !e.signedFileId) throw ruleRefused(SIGNATURE_MESSAGES.notCompleted);
        return files.read(e.signedFileId);
      }
      return files.read(e.fileId);
    },
  };
}
export type SignaturesService = ReturnType<typeof createSignaturesService>;
