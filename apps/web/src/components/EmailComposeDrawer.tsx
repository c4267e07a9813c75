import { useTranslation } from 'react-i18next';
import { translateMessage, translateTitle } from '../app/i18n';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import type { z } from 'zod';
import {
  STUDENT_EMAIL_ATTACHMENT_ACCEPT,
  STUDENT_EMAIL_ATTACHMENT_MAX_BYTES,
  STUDENT_EMAIL_MAX_ATTACHMENTS,
} from '@caduceus/contracts';
import { toast } from '../app/bridge';
import { FilesPicker } from './FilesPicker';
import { FormDrawer } from './FormDrawer';
import { errorText } from './QueryState';
import { RichTextEditor } from './RichTextEditor';
import { saveWithToasts } from './saveWithToasts';
import { useZodForm } from './useZodForm';

/** A template filled for the recipient (the form puts its subject and body in). */
export interface FilledEmailTemplate {
  name: string;
  subject: string;
  body: string;
}

/** What the template dropdown gets: call `onPick` with the chosen template; `loading` while one is fetched. */
export interface TemplatePickerProps {
  onPick: (templateId: number | null | undefined) => void;
  loading: boolean;
}

interface Props<S extends z.ZodType<object>> {
  open: boolean;
  onClose: () => void;
  /** after sending: the new email's id (the tab opens it) */
  onSent: (id: number) => void;
  /** whom it is written to: the title names them, To starts with their address */
  recipient: { name: string; email: string | null | undefined };
  /** the contracts' email input (to, cc, templateId, subject, body and what the module adds) */
  schema: S;
  /** sends it (the module's mutation, through the outbox) and answers the new email */
  send: (draft: z.output<S> & { attachments: File[] }) => Promise<{ id: number }>;
  /** the template filled for this recipient */
  loadTemplate: (templateId: number) => Promise<FilledEmailTemplate>;
  /** the template dropdown (where the module's templates come from) and the note under it */
  templatePicker: (p: TemplatePickerProps) => ReactElement;
  templateNote: string;
  /** the contracts' toasts: sent, not sent, templates not fetched */
  toasts: { emailSent: string; emailFailed: string; templateFetchFailed: string };
  /** the module's own fields, under To (e.g. copying the parents); blank on each opening */
  children?: ReactNode;
}

/**
 * Writing an email to a record (a student, a lead): a template, To and Cc, subject, a rich-text body and
 * attachments; sent through the outbox. A template replaces what was written only when the user agrees.
 */
export function EmailComposeDrawer<S extends z.ZodType<object>>({
  open,
  onClose,
  onSent,
  recipient,
  schema,
  send,
  loadTemplate,
  templatePicker,
  templateNote,
  toasts,
  children,
}: Props<S>) {
  const f = useZodForm(schema);
  const { reset, form } = f;
  const [modal, modalHolder] = Modal.useModal();
  const { t } = useTranslation();
  const [loadingTemplate, setLoadingTemplate] = useState(false);
  const to = recipient.email;

  // each opening starts blank (the module's own fields too: their schema says what blank means)
  useEffect(() => {
    if (open) reset({ to, cc: [], subject: '', body: '', attachments: [] });
  }, [open, to, reset]);

  const applyTemplate = async (templateId: number | null | undefined) => {
    if (!templateId) return;
    setLoadingTemplate(true);
    try {
      const tpl = await loadTemplate(templateId);
      const typed =
        String(form.getFieldValue('body') ?? '').trim() || String(form.getFieldValue('subject') ?? '').trim();
      const put = () => form.setFieldsValue({ subject: tpl.subject, body: tpl.body });
      if (!typed) put();
      else if (
        await modal.confirm({
          title: t('compose.useTemplate', { name: tpl.name }),
          content: t('compose.replaces'),
          okText: t('compose.replace'),
          cancelText: t('compose.keepMine'),
        })
      )
        put();
    } catch (err) {
      toast.error(`${translateMessage(toasts.templateFetchFailed)} ${errorText(err)}`);
    } finally {
      setLoadingTemplate(false);
    }
  };

  const onSubmit = f.submit(async (values) => {
    const attachments = (form.getFieldValue('attachments') as File[] | undefined) ?? [];
    let id = 0;
    await saveWithToasts(
      async () => {
        id = (await send({ ...values, attachments })).id;
      },
      { ok: toasts.emailSent, failed: toasts.emailFailed },
    );
    onClose();
    onSent(id);
  });

  return (
    <FormDrawer
      open={open}
      title={t('compose.title', { name: recipient.name })}
      okText={t('compose.send')}
      onClose={onClose}
      onSubmit={onSubmit}
      {...f.shellProps}
      width={720}
    >
      {modalHolder}
      <Form.Item name="templateId" label={t('email.template')} extra={templateNote && translateTitle(templateNote)}>
        {templatePicker({ onPick: (v) => void applyTemplate(v), loading: loadingTemplate })}
      </Form.Item>
      <Form.Item name="to" label={t('email.to')} required={f.required('to')}>
        <Input name="to" type="email" autoComplete="off" />
      </Form.Item>
      {children}
      <Form.Item name="cc" label={t('email.cc')} extra={t('compose.ccHint')}>
        <Select
          mode="tags"
          tokenSeparators={[',', ';', ' ']}
          open={false}
          suffixIcon={null}
          placeholder="name@example.com" // i18n-ignore: an example address
          aria-label={t('email.cc')}
        />
      </Form.Item>
      <Form.Item name="subject" label={t('notes.subject')} required={f.required('subject')}>
        <Input name="subject" maxLength={200} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item name="body" label={t('compose.message')} required={f.required('body')}>
        <RichTextEditor />
      </Form.Item>
      <Form.Item
        name="attachments"
        label={t('compose.attachments')}
        extra={t('compose.attachmentsHint', { max: STUDENT_EMAIL_MAX_ATTACHMENTS })}
      >
        <FilesPicker
          accept={STUDENT_EMAIL_ATTACHMENT_ACCEPT}
          kinds={t('compose.kinds')}
          max={STUDENT_EMAIL_MAX_ATTACHMENTS}
          maxBytes={STUDENT_EMAIL_ATTACHMENT_MAX_BYTES}
          tooMany={t('compose.tooMany', { max: STUDENT_EMAIL_MAX_ATTACHMENTS })}
        />
      </Form.Item>
    </FormDrawer>
  );
}
