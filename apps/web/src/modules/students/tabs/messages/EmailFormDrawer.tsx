import { Checkbox, Form } from 'antd';
import { STUDENT_MESSAGE_TOASTS, studentEmailInput, type StudentHeader } from '@caduceus/contracts';
import { EmailComposeDrawer } from '../../../../components/EmailComposeDrawer';
import { LookupSelect } from '../../../../components/LookupSelect';
import { fetchTemplate, useEmailRecipients, useSendEmail } from './api';

interface Props {
  studentId: number;
  header: StudentHeader;
  open: boolean;
  onClose: () => void;
  onSent: (id: number) => void;
}

/** Write an email to the student: a Student module template, the parents in copy, rich text and attachments (EmailComposeDrawer). */
export function EmailFormDrawer({ studentId, header, open, onClose, onSent }: Props) {
  const send = useSendEmail(studentId);
  const recipients = useEmailRecipients(studentId, open);
  const parents = recipients.data?.parents ?? [];
  return (
    <EmailComposeDrawer
      open={open}
      onClose={onClose}
      onSent={onSent}
      recipient={header}
      schema={studentEmailInput}
      send={(d) => send.mutateAsync(d)}
      loadTemplate={(templateId) => fetchTemplate(studentId, templateId)}
      toasts={STUDENT_MESSAGE_TOASTS}
      templateNote="Templates of the Student module (Admin control tables: Email Templates)."
      templatePicker={({ onPick, loading }) => (
        <LookupSelect
          table="email-template"
          filter={{ module: 'student' }}
          placeholder="Choose a template (optional)"
          onChange={(v) => onPick(v === null ? null : Number(v))}
          disabled={loading}
        />
      )}
    >
      <Form.Item
        name="ccParents"
        valuePropName="checked"
        extra={
          parents.length
            ? `Adds ${parents.map((p) => `${p.name} <${p.email}>`).join(', ')}`
            : recipients.isSuccess
              ? 'No parent account is linked to this student.'
              : undefined
        }
      >
        <Checkbox disabled={recipients.isSuccess && !parents.length}>Copy the parents (billing contacts)</Checkbox>
      </Form.Item>
    </EmailComposeDrawer>
  );
}
