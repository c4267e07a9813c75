import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, Input, Modal, Select, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import {
  STUDENT_EMAIL_ATTACHMENT_ACCEPT, STUDENT_EMAIL_ATTACHMENT_MAX_BYTES, STUDENT_EMAIL_MAX_ATTACHMENTS, STUDENT_MESSAGE_TOASTS, studentEmailInput, type StudentHeader,
} from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { FormDrawer } from '../../../../components/FormModal';
import { LookupSelect } from '../../../../components/LookupSelect';
import { errorText } from '../../../../components/QueryState';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import { fetchTemplate, useEmailRecipients, useSendEmail } from './api';
import { RichTextEditor } from './RichTextEditor';

interface Props { studentId: number; header: StudentHeader; open: boolean; onClose: () => void; onSent: (id: number) => void }

const ACCEPTED = STUDENT_EMAIL_ATTACHMENT_ACCEPT.split(',');

/** Files chosen for the email (sent with it; the server checks each file's content). The lead email form uses it too. */
export function FilesPicker({ value = [], onChange, id }: { value?: File[]; onChange?: (v: File[]) => void; id?: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (file: File, batch: File[]) => {
    if (file !== batch[0]) return false;
    const ok: File[] = [];
    let issue: string | null = null;
    for (const f of batch) {
      const ext = `.${f.name.split('.').pop()?.toLowerCase() ?? ''}`;
      if (!ACCEPTED.includes(ext)) issue = `${f.name}: choose a PDF, PNG, JPEG, Word or Excel file`;
      else if (f.size > STUDENT_EMAIL_ATTACHMENT_MAX_BYTES) issue = `${f.name} is too large (10 MB at most)`;
      else if (f.size === 0) issue = `${f.name} is empty`;
      else if (value.length + ok.length >= STUDENT_EMAIL_MAX_ATTACHMENTS) issue = `At most ${STUDENT_EMAIL_MAX_ATTACHMENTS} attachments`;
      else ok.push(f);
    }
    setProblem(issue);
    if (ok.length) onChange?.([...value, ...ok]);
    return false;
  };
  return (
    <div>
      <Upload id={id} multiple accept={STUDENT_EMAIL_ATTACHMENT_ACCEPT} beforeUpload={pick}
        fileList={value.map((f, i) => ({ uid: `f-${i}-${f.name}`, name: f.name, size: f.size, status: 'done' as const }))}
        onRemove={(u) => { onChange?.(value.filter((f, i) => `f-${i}-${f.name}` !== u.uid)); return false; }}>
        <Button icon={<UploadOutlined />} disabled={value.length >= STUDENT_EMAIL_MAX_ATTACHMENTS}>Choose files</Button>
      </Upload>
      {problem && <Typography.Text type="danger" role="alert">{problem}</Typography.Text>}
    </div>
  );
}

/** Write an email to the student: a template, copies, rich text body and attachments; sent through the outbox. */
export function EmailFormDrawer({ studentId, header, open, onClose, onSent }: Props) {
  const f = useZodForm(studentEmailInput);
  const { reset, form } = f;
  const send = useSendEmail(studentId);
  const recipients = useEmailRecipients(studentId, open);
  const parents = recipients.data?.parents ?? [];
  const [modal, modalHolder] = Modal.useModal();
  const [loadingTemplate, setLoadingTemplate] = useState(false);

  useEffect(() => {
    if (open) reset({ to: header.email, cc: [], ccParents: false, subject: '', body: '', attachments: [] });
  }, [open, header.email, reset]);

  const applyTemplate = async (templateId: number | null) => {
    if (!templateId) return;
    setLoadingTemplate(true);
    try {
      const t = await fetchTemplate(studentId, templateId);
      const typed = String(form.getFieldValue('body') ?? '').trim() || String(form.getFieldValue('subject') ?? '').trim();
      const put = () => form.setFieldsValue({ subject: t.subject, body: t.body });
      if (!typed) put();
      else if (await modal.confirm({ title: `Use the template "${t.name}"?`, content: 'It replaces the subject and body you have written.', okText: 'Replace', cancelText: 'Keep mine' })) put();
    } catch (err) {
      toast.error(`Failed to fetch Email Templates, Try again! ${errorText(err)}`);
    } finally {
      setLoadingTemplate(false);
    }
  };

  const onSubmit = f.submit(async (values) => {
    const attachments = (form.getFieldValue('attachments') as File[] | undefined) ?? [];
    let id = 0;
    await saveWithToasts(async () => {
      id = (await send.mutateAsync({ ...values, attachments })).id;
    }, { ok: STUDENT_MESSAGE_TOASTS.emailSent, failed: STUDENT_MESSAGE_TOASTS.emailFailed });
    onClose();
    onSent(id);
  });

  return (
    <FormDrawer open={open} title={`Email ${header.name}`} okText="Send" onClose={onClose} onSubmit={onSubmit} submitting={f.submitting}
      formError={f.formError} formProps={f.formProps} width={720}>
      {modalHolder}
      <Form.Item name="templateId" label="Template" extra="Templates of the Student module (Admin control tables: Email Templates).">
        <LookupSelect table="email-template" filter={{ module: 'student' }} placeholder="Choose a template (optional)"
          onChange={(v) => void applyTemplate(v === null ? null : Number(v))} disabled={loadingTemplate} />
      </Form.Item>
      <Form.Item name="to" label="To" required={f.required('to')}><Input name="to" type="email" autoComplete="off" /></Form.Item>
      <Form.Item name="ccParents" valuePropName="checked"
        extra={parents.length ? `Adds ${parents.map((p) => `${p.name} <${p.email}>`).join(', ')}` : recipients.isSuccess ? 'No parent account is linked to this student.' : undefined}>
        <Checkbox disabled={recipients.isSuccess && !parents.length}>Copy the parents (billing contacts)</Checkbox>
      </Form.Item>
      <Form.Item name="cc" label="Cc" extra="Other addresses; press Enter or comma after each.">
        <Select mode="tags" tokenSeparators={[',', ';', ' ']} open={false} suffixIcon={null} placeholder="name@example.com" aria-label="Cc" />
      </Form.Item>
      <Form.Item name="subject" label="Subject" required={f.required('subject')}><Input name="subject" maxLength={200} showCount autoComplete="off" /></Form.Item>
      <Form.Item name="body" label="Message" required={f.required('body')}><RichTextEditor /></Form.Item>
      <Form.Item name="attachments" label="Attachments" extra={`PDF, PNG, JPEG, Word or Excel; 10 MB each, ${STUDENT_EMAIL_MAX_ATTACHMENTS} at most`}>
        <FilesPicker />
      </Form.Item>
    </FormDrawer>
  );
}
