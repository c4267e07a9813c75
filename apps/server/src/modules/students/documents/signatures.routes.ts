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
import { studentViewOf } from '../record/students.gate.js';
import { sendFile } from './send-file.js';
import type { SignaturesService } from './signatures.service.js';

const tags = ['signed documents'];

/** The Signed Documents tab (docusign): envelopes sent for signature, their status and the signed copies. */
export function signaturesRoutes(app: FastifyInstance, signatures: SignaturesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/students/:studentId/signed-documents';

  r.get(
    base,
    {
      schema: {
        operationId: 'listSignatureEnvelopes',
        tags,
        params: studentIdParam,
        response: { 200: signatureEnvelopeList },
        description: 'Documents sent for signature, newest first, with their status and its dates.',
      },
      config: { access: { student: 'docusign', bit: 'read' }, specCalls: ['docusignDocs'] },
    },
    async (req) => signatures.list(studentViewOf(req)),
  );

  r.post(
    base,
    {
      schema: {
        operationId: 'sendForSignature',
        tags,
        params: studentIdParam,
        consumes: ['multipart/form-data'],
        response: { 201: signatureEnvelope },
        description:
          "multipart/form-data: the fields of signatureSendInput and optionally a `document` (PDF or Word); without one, the template's file (or a form made from the template) is sent. The provider emails the signing request with the document attached.",
      },
      config: { access: { student: 'docusign', bit: 'write' }, specCalls: ['docusignForm', 'sendDocuSignEmail'] },
    },
    async (req, reply) => {
      const { fields, files } = await readForm(req, signatureSendInput);
      reply.status(201);
      return signatures.send(actorOf(req), studentViewOf(req), fields, files);
    },
  );

  r.post(
    `${base}/:envelopeId/resend`,
    {
      schema: {
        operationId: 'resendSignatureRequest',
        tags,
        params: signatureEnvelopeParams,
        response: { 200: signatureEnvelope },
        description: 'Emails the signing request again (Sent or Delivered only).',
      },
      config: { access: { student: 'docusign', bit: 'write' }, specCalls: ['sendDocuSignEmail'] },
    },
    async (req) => signatures.resend(actorOf(req), studentViewOf(req), req.params.envelopeId),
  );

  r.post(
    `${base}/:envelopeId/status`,
    {
      schema: {
        operationId: 'setSignatureStatus',
        tags,
        params: signatureEnvelopeParams,
        consumes: ['multipart/form-data'],
        response: { 200: signatureEnvelope },
        description:
          "The provider's status callback (staff stand in for it with the local provider). multipart/form-data: status (Delivered, Completed, Declined, Voided), note, and for Completed the `signedFile` (PDF).",
      },
      config: { access: { student: 'docusign', bit: 'edit' } },
    },
    async (req) => {
      const { fields, files } = await readForm(req, signatureStatusInput);
      return signatures.setStatus(actorOf(req), studentViewOf(req), req.params.envelopeId, fields, files);
    },
  );

  r.get(
    `${base}/:envelopeId/document`,
    {
      schema: {
        operationId: 'downloadSignatureDocument',
        tags,
        params: signatureEnvelopeParams,
        description: 'The document as it was sent for signature.',
      },
      config: { access: { student: 'docusign', bit: 'read' } },
    },
    async (req, reply) => {
      const { file, bytes } = await signatures.file(studentViewOf(req), req.params.envelopeId, 'document');
      return sendFile(reply, { filename: file.filename, contentType: file.contentType, bytes });
    },
  );

  r.get(
    `${base}/:envelopeId/signed`,
    {
      schema: {
        operationId: 'downloadSignedDocument',
        tags,
        params: signatureEnvelopeParams,
        description: 'The signed copy (422 until the envelope is Completed).',
      },
      config: { access: { student: 'docusign', bit: 'read' } },
    },
    async (req, reply) => {
      const { file, bytes } = await signatures.file(studentViewOf(req), req.params.envelopeId, 'signed');
      return sendFile(reply, { filename: file.filename, contentType: file.contentType, bytes });
    },
  );
}
