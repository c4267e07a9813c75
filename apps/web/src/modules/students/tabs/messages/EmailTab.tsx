import { Checkbox, Form } from 'antd';
import { LookupSelect } from '../../../../components/LookupSelect';
import { RecordEmailTab } from '../../../../components/records/EmailTab';
import type { StudentTabProps } from '../registry';
import { useEmailRecipients } from './api';
import { EmailViewDrawer } from './EmailViewDrawer';

/** "Copy the parents": the linked parent accounts (billing contacts), named once the form opens. */
function CopyParents({ studentId, open }: { studentId: number; open: boolean }) {
  const recipients = useEmailRecipients(studentId, open);
  const parents = recipients.data?.parents ?? [];
  return (
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
  );
}

/**
 * The email tab: emails sent to the student with their delivery, one email in full, and writing a new one
 * (a Student module template, the parents in copy, rich text and attachments).
 */
export default function EmailTab({ studentId, header, readOnly, rights }: StudentTabProps) {
  return (
    <RecordEmailTab
      owner={{ studentId }}
      recipient={header}
      canSend={!readOnly && header.viewer === 'staff' && rights.write}
      templatePicker={({ onPick, loading }) => (
        <LookupSelect
          table="email-template"
          filter={{ module: 'student' }}
          placeholder="Choose a template (optional)"
          onChange={(v) => onPick(v === null ? null : Number(v))}
          disabled={loading}
        />
      )}
      more={(open) => <CopyParents studentId={studentId} open={open} />}
      view={(id, _direction, onClose) => <EmailViewDrawer studentId={studentId} id={id} onClose={onClose} />}
    />
  );
}
