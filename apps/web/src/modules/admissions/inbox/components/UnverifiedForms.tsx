import { useEffect, useState } from 'react';
import { Form, Input, Select, Typography } from 'antd';
import {
  INBOX_TOASTS,
  unverifiedEmailConvert,
  unverifiedEmailMerge,
  unverifiedEmailUpdate,
  type UnverifiedEmail,
  type UnverifiedEmailResolved,
} from '@caduceus/contracts';
import { FormDrawer, FormModal } from '../../../../components/FormModal';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useDebounced } from '../../../../components/useDebounced';
import { useZodForm } from '../../../../components/useZodForm';
import { LeadPersonFields, LeadProgramFields } from '../../leads/components/LeadFields';
import { DuplicateCheckAlert } from '../../admin/duplicates/DuplicateCheckAlert';
import { useLeadSearch, useUnverifiedActions } from '../api';

interface FormProps {
  email: UnverifiedEmail;
  open: boolean;
  onClose: () => void;
}

/** updateUnverifiedEmail: the sender's name and phone as staff learnt them (the convert form starts from them) and notes. */
export function UpdateSenderModal({ email, open, onClose }: FormProps) {
  const { update } = useUnverifiedActions(email.id);
  const f = useZodForm(unverifiedEmailUpdate);
  const { reset } = f;
  useEffect(() => {
    if (open)
      reset({
        senderFirstName: email.senderFirstName,
        senderLastName: email.senderLastName,
        senderPhone: email.senderPhone,
        notes: email.notes,
      });
  }, [open, email, reset]);
  const onSubmit = f.submit(async (v) => {
    await saveWithToasts(() => update.mutateAsync(v), { ok: INBOX_TOASTS.updated, failed: INBOX_TOASTS.updateFailed });
    onClose();
  });
  return (
    <FormModal
      open={open}
      title="Sender details"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={{ ...f.formProps, name: 'unverifiedSender' }}
    >
      <Form.Item name="senderFirstName" label="First Name">
        <Input id="senderFirstName" maxLength={60} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="senderLastName" label="Last Name">
        <Input id="senderLastName" maxLength={60} autoComplete="off" />
      </Form.Item>
      <Form.Item name="senderPhone" label="Phone">
        <Input id="senderPhone" type="tel" maxLength={25} autoComplete="off" />
      </Form.Item>
      <Form.Item name="notes" label="Notes">
        <Input.TextArea id="notes" rows={4} maxLength={2000} showCount />
      </Form.Item>
    </FormModal>
  );
}

/**
 * convertToLeadFromEmail: the add-lead form, prefilled from the sender (name split from the sender's name
 * or edited details, the address, the phone), with the add form's duplicate warning.
 */
export function ConvertDrawer({
  email,
  open,
  onClose,
  onDone,
}: FormProps & { onDone: (r: UnverifiedEmailResolved) => void }) {
  const { convert } = useUnverifiedActions(email.id);
  const f = useZodForm(unverifiedEmailConvert);
  const { reset } = f;
  useEffect(() => {
    if (open)
      reset({
        firstName: email.suggestion.firstName,
        lastName: email.suggestion.lastName,
        email: email.suggestion.email,
        phone: email.suggestion.phone ?? undefined,
      });
  }, [open, email, reset]);
  const onSubmit = f.submit(async (v) => {
    let done: UnverifiedEmailResolved | undefined;
    await saveWithToasts(
      async () => {
        done = await convert.mutateAsync(v);
      },
      { ok: INBOX_TOASTS.converted, failed: INBOX_TOASTS.convertFailed },
    );
    onClose();
    if (done) onDone(done);
  });
  return (
    <FormDrawer
      open={open}
      title="Convert to a lead"
      okText="Add Lead"
      width={760}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={f.formProps}
    >
      <Typography.Paragraph type="secondary">
        A new lead from {email.fromName ?? email.fromAddress}; the email moves into the lead&apos;s email history.
      </Typography.Paragraph>
      <DuplicateCheckAlert />
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Personal details
      </Typography.Title>
      <LeadPersonFields required={f.required} autoFocus />
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Program
      </Typography.Title>
      <LeadProgramFields required={f.required} newLead />
    </FormDrawer>
  );
}

/** mergeUnverifiedEmail: pick an existing lead (searched by name, email, phone or id); the email joins its history. */
export function MergeModal({
  email,
  open,
  onClose,
  onDone,
}: FormProps & { onDone: (r: UnverifiedEmailResolved) => void }) {
  const { merge } = useUnverifiedActions(email.id);
  const f = useZodForm(unverifiedEmailMerge);
  const { reset } = f;
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const leads = useLeadSearch(open ? q || email.fromAddress.split('@')[0] : '');
  useEffect(() => {
    if (open) {
      reset({});
      setTyped('');
    }
  }, [open, reset]);
  const onSubmit = f.submit(async (v) => {
    let done: UnverifiedEmailResolved | undefined;
    await saveWithToasts(
      async () => {
        done = await merge.mutateAsync(v.leadId);
      },
      { ok: INBOX_TOASTS.merged, failed: INBOX_TOASTS.mergeFailed },
    );
    onClose();
    if (done) onDone(done);
  });
  const options = (leads.data?.items ?? []).map((l) => ({
    value: l.id,
    label: `#${l.id} ${l.name} (${l.email})${l.statusName ? ` · ${l.statusName}` : ''}`,
  }));
  return (
    <FormModal
      open={open}
      title="Merge into a lead"
      okText="Merge"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={{ ...f.formProps, name: 'mergeIntoLead' }}
      width={600}
    >
      <Typography.Paragraph type="secondary">
        The email moves into the chosen lead&apos;s email history.
      </Typography.Paragraph>
      <Form.Item name="leadId" label="Lead" required>
        <Select
          id="merge-leadId"
          aria-label="Lead"
          showSearch={{ filterOption: false, onSearch: setTyped }}
          options={options}
          placeholder="Type a name, email, phone or lead ID"
          loading={leads.isFetching}
          notFoundContent={
            leads.isError ? 'The leads could not be loaded' : leads.isPending ? 'Loading…' : 'No lead matches'
          }
        />
      </Form.Item>
    </FormModal>
  );
}
