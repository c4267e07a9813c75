import { useRef } from 'react';
import { Button, Card, Flex, Form, Input, Typography, type InputRef } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import {
  LEAD_TEMPLATE_PLACEHOLDERS,
  LEAD_TEMPLATE_TOASTS,
  SAMPLE_LEAD_VALUES,
  fillLeadTemplate,
  leadTemplateInput,
  placeholderToken,
  type LeadTemplate,
} from '@caduceus/contracts';
import { FormDrawer } from '../../../../components/FormModal';
import { useFormDialog } from '../../../../components/useFormDialog';
import { useCreateTemplate, useUpdateTemplate } from '../api';

/** Add or edit a lead email template; placeholders are inserted at the cursor and the sample preview follows the typing. */
export function TemplateFormDrawer({
  open,
  template,
  onClose,
}: {
  open: boolean;
  template: LeadTemplate | null;
  onClose: () => void;
}) {
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const f = useFormDialog(leadTemplateInput, {
    open,
    onClose,
    // a refetch of the open template must not wipe what the user typed: start again on another template only
    source: template?.id ?? null,
    values: () => (template ? { name: template.name, subject: template.subject, body: template.body } : {}),
    save: (values) => (template ? update.mutateAsync({ id: template.id, ...values }) : create.mutateAsync(values)),
    toasts: template
      ? { ok: LEAD_TEMPLATE_TOASTS.updated, failed: LEAD_TEMPLATE_TOASTS.updateFailed }
      : { ok: LEAD_TEMPLATE_TOASTS.added, failed: LEAD_TEMPLATE_TOASTS.addFailed },
  });
  const { form } = f;
  const lastField = useRef<'subject' | 'body'>('body');
  const subjectRef = useRef<InputRef>(null);
  const bodyRef = useRef<TextAreaRef>(null);
  const subject = Form.useWatch('subject', form) as string | undefined;
  const body = Form.useWatch('body', form) as string | undefined;

  const insert = (key: string) => {
    const field = lastField.current;
    const el = field === 'subject' ? subjectRef.current?.input : bodyRef.current?.resizableTextArea?.textArea;
    const current = String(form.getFieldValue(field) ?? '');
    const at = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? at;
    form.setFieldValue(field, current.slice(0, at) + placeholderToken(key) + current.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      const p = at + placeholderToken(key).length;
      el?.setSelectionRange(p, p);
    });
  };

  return (
    <FormDrawer
      {...f.shell}
      title={template ? `Edit template: ${template.name}` : 'Add email template'}
      okText={template ? 'Save' : 'Add'}
      width={720}
    >
      <Form.Item name="name" label="Name" required={f.required('name')}>
        <Input name="name" maxLength={120} autoComplete="off" />
      </Form.Item>
      <Form.Item name="subject" label="Subject" required={f.required('subject')}>
        <Input
          ref={subjectRef}
          name="subject"
          maxLength={200}
          autoComplete="off"
          onFocus={() => {
            lastField.current = 'subject';
          }}
        />
      </Form.Item>
      <Form.Item name="body" label="Body" required={f.required('body')}>
        <Input.TextArea
          ref={bodyRef}
          name="body"
          rows={10}
          maxLength={20000}
          showCount
          onFocus={() => {
            lastField.current = 'body';
          }}
        />
      </Form.Item>
      <Flex gap={6} wrap align="center" role="group" aria-label="Insert a placeholder" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">Insert:</Typography.Text>
        {LEAD_TEMPLATE_PLACEHOLDERS.map((p) => (
          <Button key={p.key} size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => insert(p.key)}>
            {p.label}
          </Button>
        ))}
      </Flex>
      <Card size="small" title="Preview for a sample lead" aria-label="Preview for a sample lead">
        <Typography.Paragraph strong>{fillLeadTemplate(subject ?? '', SAMPLE_LEAD_VALUES) || '—'}</Typography.Paragraph>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {fillLeadTemplate(body ?? '', SAMPLE_LEAD_VALUES) || '—'}
        </Typography.Paragraph>
      </Card>
    </FormDrawer>
  );
}
