import { useEffect, useState } from 'react';
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
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
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
  const f = useZodForm(signatureSendInput);
  const { reset, form } = f;
  const [percent, setPercent] = useState<number | null>(null);
  const send = useApiMutation(
    (fd: FormData) => uploadTo('post', '/api/students/{studentId}/signed-documents', { studentId }, fd, setPercent),
    { invalidate: [DOC_PATHS.envelopes(studentId)], errorToast: false },
  );

  useEffect(() => {
    if (open) {
      reset({ document: [] });
      setPercent(null);
    }
  }, [open, reset]);

  const onSubmit = f.submit(async (values) => {
    const document = (form.getFieldValue('document') as File[] | undefined) ?? [];
    if (!document.length && !values.templateId) {
      form.setFields([{ name: 'templateId', errors: [SIGNATURE_MESSAGES.documentNeeded] }]);
      return;
    }
    setPercent(document.length ? 0 : null);
    try {
      await saveWithToasts(() => send.mutateAsync(formOf(values, [{ part: 'document', list: document }])), {
        ok: SIGNATURE_TOASTS.sent,
        failed: SIGNATURE_TOASTS.sendFailed,
      });
    } finally {
      setPercent(null);
    }
    onClose();
  });

  return (
    <FormModal
      open={open}
      title="Send for Signature"
      okText="Send"
      onClose={onClose}
      onSubmit={onSubmit}
      {...f.shellProps}
      width={620}
    >
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
  const f = useZodForm(signatureStatusInput);
  const { reset, form } = f;
  const status = Form.useWatch('status', form) as EnvelopeStatus | undefined;
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
  const next = envelope ? ENVELOPE_TRANSITIONS[envelope.status] : [];

  useEffect(() => {
    if (envelope) reset({ status: ENVELOPE_TRANSITIONS[envelope.status][0], note: '', signedFile: [] });
  }, [envelope, reset]);

  const onSubmit = f.submit(async (values) => {
    if (!envelope) return;
    const signed = (form.getFieldValue('signedFile') as File[] | undefined) ?? [];
    if (values.status === 'Completed' && !signed.length) {
      form.setFields([{ name: 'signedFile', errors: [SIGNATURE_MESSAGES.signedFileNeeded] }]);
      return;
    }
    await saveWithToasts(
      () =>
        save.mutateAsync({
          id: envelope.id,
          fd: formOf(values, [{ part: 'signedFile', list: values.status === 'Completed' ? signed : [] }]),
        }),
      { ok: SIGNATURE_TOASTS.statusUpdated, failed: SIGNATURE_TOASTS.statusFailed },
    );
    onClose();
  });

  return (
    <FormModal
      open={envelope !== null}
      title={`Update status: ${envelope?.subject ?? ''}`}
      onClose={onClose}
      onSubmit={onSubmit}
      {...f.shellProps}
    >
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
