import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { LEAD_MESSAGE_TOASTS, LEAD_TEMPLATE_TOASTS, STUDENT_EMAIL_MAX_ATTACHMENTS, leadEmailInput, type LeadHeader } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { FormDrawer } from '../../../../components/FormModal';
import { errorText } from '../../../../components/QueryState';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import { FilesPicker } from '../../../students/tabs/messages/EmailFormDrawer';
import { RichTextEditor } from '../../../students/tabs/messages/RichTextEditor';
import { fetchLeadTemplate, useLeadEmailTemplates, useSendLeadEmail } from './api';

interface Props { leadId: number; header: LeadHeader; open: boolean; onClose: () => void; onSent: (id: number) => void }

/** Write an email to the lead: a lead template (filled for this lead), copies, rich text body and attachments; sent through the outbox. */
export function LeadEmailFormDrawer({ leadId, header, open, onClose, onSent }: Props) {
  const f = useZodForm(leadEmailInput);
  const { reset, form } = f;
  const send = useSendLeadEmail(leadId);
  const templates = useLeadEmailTemplates(leadId, open);
  const [modal, modalHolder] = Modal.useModal();
  const [loadingTemplate, setLoadingTemplate] = useState(false);

  useEffect(() => {
    if (open) reset({ to: header.email, cc: [], subject: '', body: '', attachments: [] });
  }, [open, header.email, reset]);

  const applyTemplate = async (templateId: number | null | undefined) => {
    if (!templateId) return;
    setLoadingTemplate(true);
    try {
      const t = await fetchLeadTemplate(leadId, templateId);
      const typed = String(form.getFieldValue('body') ?? '').trim() || String(form.getFieldValue('subject') ?? '').trim();
      const put = () => form.setFieldsValue({ subject: t.subject, body: t.body });
      if (!typed) put();
      else if (await modal.confirm({ title: `Use the template "${t.name}"?`, content: 'It replaces the subject and body you have written.', okText: 'Replace', cancelText: 'Keep mine' })) put();
    } catch (err) {
      toast.error(`${LEAD_TEMPLATE_TOASTS.fetchFailed} ${errorText(err)}`);
    } finally {
      setLoadingTemplate(false);
    }
  };

  const onSubmit = f.submit(async (values) => {
    const attachments = (form.getFieldValue('attachments') as File[] | undefined) ?? [];
    let id = 0;
    await saveWithToasts(async () => {
      id = (await send.mutateAsync({ ...values, attachments })).id;
    }, { ok: LEAD_MESSAGE_TOASTS.emailSent, failed: LEAD_MESSAGE_TOASTS.emailFailed });
    onClose();
    onSent(id);
  });

  return (
    <FormDrawer open={open} title={`Email ${header.name}`} okText="Send" onClose={onClose} onSubmit={onSubmit} submitting={f.submitting}
      formError={f.formError} formProps={f.formProps} width={720}>
      {modalHolder}
      <Form.Item name="templateId" label="Template" extra="Lead email templates (Lead Admin: Email Templates); placeholders are filled for this lead.">
        <Select allowClear showSearch optionFilterProp="label" placeholder="Choose a template (optional)" loading={templates.isLoading || loadingTemplate}
          disabled={loadingTemplate} options={(templates.data?.items ?? []).map((t) => ({ value: t.id, label: t.name }))}
          notFoundContent={templates.isError ? LEAD_TEMPLATE_TOASTS.fetchFailed : 'No lead templates'}
          onChange={(v: number | undefined) => void applyTemplate(v)} />
      </Form.Item>
      <Form.Item name="to" label="To" required={f.required('to')}><Input name="to" type="email" autoComplete="off" /></Form.Item>
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
