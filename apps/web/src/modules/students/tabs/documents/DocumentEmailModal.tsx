import { Form, Input, Radio, Select } from 'antd';
import {
  DOCUMENT_EMAIL_MAX_DOCUMENTS,
  STUDENT_DOCUMENT_TOASTS,
  studentDocumentEmailInput,
  type StudentHeader,
} from '@caduceus/contracts';
import { FormModal } from '../../../../components/FormModal';
import { useFormDialog } from '../../../../components/useFormDialog';
import { useActiveDocuments, useDocumentMutations } from './api';

interface Props {
  studentId: number;
  header: StudentHeader;
  open: boolean;
  documentIds: number[];
  onClose: () => void;
  onSent: () => void;
}

/** Emails documents, attached, to the student or another address (staff); the outbox delivers it. */
export function DocumentEmailModal({ studentId, header, open, documentIds, onClose, onSent }: Props) {
  const docs = useActiveDocuments(studentId, open);
  const { email } = useDocumentMutations(studentId);
  const f = useFormDialog(studentDocumentEmailInput, {
    open,
    onClose,
    source: documentIds,
    values: () => ({ documentIds, recipient: 'student', subject: 'Documents from your student record', message: '' }),
    save: (values) => email.mutateAsync(values),
    toasts: { ok: STUDENT_DOCUMENT_TOASTS.emailSent, failed: STUDENT_DOCUMENT_TOASTS.emailFailed },
    onSaved: onSent,
  });
  const recipient = Form.useWatch('recipient', f.form) as string | undefined;

  return (
    <FormModal {...f.shell} title="Email Documents" okText="Send" width={620}>
      <Form.Item
        name="documentIds"
        label="Documents"
        required
        extra={`Sent as attachments; ${DOCUMENT_EMAIL_MAX_DOCUMENTS} at most, 20 MB in all.`}
      >
        <Select
          mode="multiple"
          loading={docs.isPending}
          placeholder="Choose documents"
          showSearch={{ optionFilterProp: 'label' }}
          options={(docs.data?.items ?? []).map((d) => ({ value: d.id, label: `${d.title} (${d.filename})` }))}
          notFoundContent={docs.isError ? 'The documents could not be loaded' : 'No active documents'}
        />
      </Form.Item>
      <Form.Item name="recipient" label="Send to" required>
        <Radio.Group
          options={[
            { value: 'student', label: `The student (${header.email})` },
            { value: 'other', label: 'Another address' },
          ]}
        />
      </Form.Item>
      {recipient === 'other' && (
        <Form.Item name="email" label="Email address" required>
          <Input type="email" autoComplete="off" placeholder="name@example.com" />
        </Form.Item>
      )}
      <Form.Item name="subject" label="Subject" required={f.required('subject')}>
        <Input maxLength={200} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="message"
        label="Message"
        extra="Leave empty for a short standard note; the list of attached documents is added."
      >
        <Input.TextArea rows={4} maxLength={4000} />
      </Form.Item>
    </FormModal>
  );
}
