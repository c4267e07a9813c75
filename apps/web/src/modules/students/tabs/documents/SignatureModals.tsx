import { useState } from 'react';
import { Form, Input, Select } from 'antd';
import {
  ENVELOPE_TRANSITIONS,
  SIGNATURE_MESSAGES,
  SIGNATURE_TOASTS,
  signatureSendInput,
  signatureStatusInput,
  type EnvelopeStatus,
  type SignatureEnvelope,
  type StudentHeader,
} from '@caduceus/contracts';
import { useApiMutation } from '../../../../app/api';
import { FormModal } from '../../../../components/FormModal';
import { LookupSelect } from '../../../../components/LookupSelect';
import { useFormDialog } from '../../../../components/useFormDialog';
import { DOC_PATHS, formOf, uploadTo } from './api';
import { FilesPicker, UploadProgress } from './FilesPicker';

/** Sends a document for signature: a template (its file, or a form made from it) or an uploaded PDF or Word file. */
export function SendForSignatureModal({
  studentId,
  header,
  open,
  onClose,
}: {
  studentId: number;
  header: StudentHeader;
  open: boolean;
  onClose: () => void;
}) {
  const [percent, setPercent] = useState<number | null>(null);
  const send = useApiMutation(
    (fd: FormData) => uploadTo('post', '/api/students/{studentId}/signed-documents', { studentId }, fd, setPercent),
    { invalidate: [DOC_PATHS.envelopes(studentId)], errorToast: false },
  );
  const picked = (): File[] => (f.form.getFieldValue('document') as File[] | undefined) ?? [];
  const f = useFormDialog(signatureSendInput, {
    open,
    onClose,
    values: () => ({ document: [] }),
    ready: (values) => {
      if (picked().length || values.templateId) return true;
      f.form.setFields([{ name: 'templateId', errors: [SIGNATURE_MESSAGES.documentNeeded] }]);
      return false;
    },
    save: async (values) => {
      const document = picked();
      setPercent(document.length ? 0 : null);
      try {
        return await send.mutateAsync(formOf(values, [{ part: 'document', list: document }]));
      } finally {
        setPercent(null);
      }
    },
    toasts: { ok: SIGNATURE_TOASTS.sent, failed: SIGNATURE_TOASTS.sendFailed },
  });

  return (
    <FormModal {...f.shell} title="Send for Signature" okText="Send" width={620}>
      <Form.Item
        name="templateId"
        label="Template"
        extra="A document template (Admin control tables). Without a file of its own, a signature form is made from it."
      >
        <LookupSelect table="document-template" placeholder="Choose a template" />
      </Form.Item>
      <Form.Item name="document" label="Or upload the document" extra="PDF or Word, 10 MB at most.">
        <FilesPicker accept=".pdf,.docx" kinds="a PDF or Word file" max={1} label="Choose a file" />
      </Form.Item>
      <Form.Item name="subject" label="Subject" required={f.required('subject')}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item name="message" label="Message to the signer">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="recipientName" label="Signer's name" extra="Leave both empty to send it to the student.">
        <Input maxLength={120} placeholder={header.name} autoComplete="off" />
      </Form.Item>
      <Form.Item name="recipientEmail" label="Signer's email">
        <Input type="email" placeholder={header.email} autoComplete="off" />
      </Form.Item>
      <UploadProgress percent={percent} />
    </FormModal>
  );
}

/** Records what the signature provider reported: delivered, completed (with the signed file), declined or voided. */
export function EnvelopeStatusModal({
  studentId,
  envelope,
  onClose,
}: {
  studentId: number;
  envelope: SignatureEnvelope | null;
  onClose: () => void;
}) {
  const save = useApiMutation(
    ({ id, fd }: { id: number; fd: FormData }) =>
      uploadTo(
        'post',
        '/api/students/{studentId}/signed-documents/{envelopeId}/status',
        { studentId, envelopeId: id },
        fd,
      ),
    { invalidate: [DOC_PATHS.envelopes(studentId)], errorToast: false },
  );
  const signed = (): File[] => (f.form.getFieldValue('signedFile') as File[] | undefined) ?? [];
  const f = useFormDialog(signatureStatusInput, {
    open: envelope !== null,
    onClose,
    source: envelope,
    values: () =>
      envelope ? { status: ENVELOPE_TRANSITIONS[envelope.status][0], note: '', signedFile: [] } : undefined,
    ready: (values) => {
      if (values.status !== 'Completed' || signed().length) return true;
      f.form.setFields([{ name: 'signedFile', errors: [SIGNATURE_MESSAGES.signedFileNeeded] }]);
      return false;
    },
    save: (values) =>
      save.mutateAsync({
        id: envelope!.id,
        fd: formOf(values, [{ part: 'signedFile', list: values.status === 'Completed' ? signed() : [] }]),
      }),
    toasts: { ok: SIGNATURE_TOASTS.statusUpdated, failed: SIGNATURE_TOASTS.statusFailed },
  });
  const status = Form.useWatch('status', f.form) as EnvelopeStatus | undefined;
  const next = envelope ? ENVELOPE_TRANSITIONS[envelope.status] : [];

  return (
    <FormModal {...f.shell} title={`Update status: ${envelope?.subject ?? ''}`}>
      <Form.Item
        name="status"
        label="Status"
        required
        extra={envelope ? `Now ${envelope.status}. Stands in for the signature provider's notice.` : undefined}
      >
        <Select options={next.map((s) => ({ value: s, label: s }))} />
      </Form.Item>
      {status === 'Completed' && (
        <Form.Item name="signedFile" label="Signed document" required extra="The signed PDF.">
          <FilesPicker accept=".pdf" kinds="a PDF file" max={1} label="Choose the signed PDF" />
        </Form.Item>
      )}
      <Form.Item name="note" label="Note">
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
