import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  signatureEnvelope,
  signatureEnvelopeList,
  signatureEnvelopeParams,
  signatureSendInput,
  signatureStatusInput,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import { created, routeOps } from '../../../platform/route-op.js';
import { studentViewOf } from '../record/students.gate.js';
import { sendFile } from './send-file.js';
import type { SignaturesService } from './signatures.service.js';

const op = routeOps('signed documents');

/** The Signed Documents tab (docusign): envelopes sent for signature, their status and the signed copies. */
export function signaturesRoutes(app: FastifyInstance, signatures: SignaturesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/students/:studentId/signed-documents';

  r.get(
    base,
    op('listSignatureEnvelopes', { student: 'docusign', bit: 'read' }, ['docusignDocs'], {
      params: studentIdParam,
      ok: signatureEnvelopeList,
      description: 'Documents sent for signature, newest first, with their status and its dates.',
    }),
    async (req) => signatures.list(studentViewOf(req)),
  );

  r.post(
    base,
    op('sendForSignature', { student: 'docusign', bit: 'write' }, ['docusignForm', 'sendDocuSignEmail'], {
      params: studentIdParam,
      consumes: ['multipart/form-data'],
      created: signatureEnvelope,
      description:
        "multipart/form-data: the fields of signatureSendInput and optionally a `document` (PDF or Word); without one, the template's file (or a form made from the template) is sent. The provider emails the signing request with the document attached.",
    }),
    async (req, reply) => {
      const { fields, files } = await readForm(req, signatureSendInput);
      return created(reply, signatures.send(actorOf(req), studentViewOf(req), fields, files));
    },
  );

  r.post(
    `${base}/:envelopeId/resend`,
    op('resendSignatureRequest', { student: 'docusign', bit: 'write' }, ['sendDocuSignEmail'], {
      params: signatureEnvelopeParams,
      ok: signatureEnvelope,
      description: 'Emails the signing request again (Sent or Delivered only).',
    }),
    async (req) => signatures.resend(actorOf(req), studentViewOf(req), req.params.envelopeId),
  );

  r.post(
    `${base}/:envelopeId/status`,
    op(
      'setSignatureStatus',
      { student: 'docusign', bit: 'edit' },
      {
        params: signatureEnvelopeParams,
        consumes: ['multipart/form-data'],
        ok: signatureEnvelope,
        description:
          "The provider's status callback (staff stand in for it with the local provider). multipart/form-data: status (Delivered, Completed, Declined, Voided), note, and for Completed the `signedFile` (PDF).",
      },
    ),
    async (req) => {
      const { fields, files } = await readForm(req, signatureStatusInput);
      return signatures.setStatus(actorOf(req), studentViewOf(req), req.params.envelopeId, fields, files);
    },
  );

  r.get(
    `${base}/:envelopeId/document`,
    op(
      'downloadSignatureDocument',
      { student: 'docusign', bit: 'read' },
      { params: signatureEnvelopeParams, description: 'The document as it was sent for signature.' },
    ),
    async (req, reply) => {
      const { file, bytes } = await signatures.file(studentViewOf(req), req.params.envelopeId, 'document');
      return sendFile(reply, { filename: file.filename, contentType: file.contentType, bytes });
    },
  );

  r.get(
    `${base}/:envelopeId/signed`,
    op(
      'downloadSignedDocument',
      { student: 'docusign', bit: 'read' },
      { params: signatureEnvelopeParams, description: 'The signed copy (422 until the envelope is Completed).' },
    ),
    async (req, reply) => {
      const { file, bytes } = await signatures.file(studentViewOf(req), req.params.envelopeId, 'signed');
      return sendFile(reply, { filename: file.filename, contentType: file.contentType, bytes });
    },
  );
}
