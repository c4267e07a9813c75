import { randomUUID } from 'node:crypto';
import type { Executor } from '../../../platform/db/index.js';
import { enqueueMail } from '../../../platform/mail.js';

/** What is sent for signature: one document to one signer. */
export interface SignatureRequest {
  recipientName: string;
  recipientEmail: string;
  subject: string;
  message: string | null;
  studentName: string;
  /** the stored file to sign */
  document: { fileId: number; filename: string };
  /** where the signer can follow it up (the student's Signed Documents tab) */
  link: string;
}

/**
 * An e-signature service (DocuSign and the like). `send` runs in the caller's transaction and answers
 * the provider's envelope id; the provider reports status changes back through the status callback
 * (POST .../signed-documents/:id/status).
 */
export interface SignatureProvider {
  readonly name: string;
  send(ex: Executor, req: SignatureRequest): Promise<{ envelopeId: string }>;
  /** asks the signer again (a reminder of an envelope still out) */
  remind(ex: Executor, envelopeId: string, req: SignatureRequest): Promise<void>;
}

const body = (req: SignatureRequest, envelopeId: string, reminder: boolean) =>
  [
    `Dear ${req.recipientName},`,
    '',
    reminder
      ? 'This is a reminder: a document is still waiting for your signature.'
      : 'A document has been sent to you for your signature.',
    '',
    ...(req.message ? [req.message, ''] : []),
    `Document: ${req.document.filename} (attached)`,
    `Student: ${req.studentName}`,
    `Envelope: ${envelopeId}`,
    '',
    "Please review the attached document, sign it and return the signed copy to the Registrar's Office, quoting the envelope reference.",
    `You can follow its status here: ${req.link}`,
  ].join('\n');

/**
 * The local provider: no outside service. It records the envelope under a local id and emails the
 * signing request, with the document attached, through the outbox; staff record what happens next
 * (delivered, signed, declined) through the status callback.
 */
export function localSignatureProvider(): SignatureProvider {
  const mail = (ex: Executor, envelopeId: string, req: SignatureRequest, reminder: boolean) =>
    enqueueMail(ex, {
      to: req.recipientEmail,
      subject: reminder ? `Reminder: ${req.subject}` : req.subject,
      text: body(req, envelopeId, reminder),
      attachments: [req.document],
    });
  return {
    name: 'local',
    async send(ex, req) {
      const envelopeId = `local-${randomUUID()}`;
      await mail(ex, envelopeId, req, false);
      return { envelopeId };
    },
    async remind(ex, envelopeId, req) {
      await mail(ex, envelopeId, req, true);
    },
  };
}
