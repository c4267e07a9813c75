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
import { useDebounced } from '../../../../components/useDebounced';
import { useFormDialog } from '../../../../components/useFormDialog';
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
  const f = useFormDialog(unverifiedEmailUpdate, {
    open,
    onClose,
    source: email,
    values: () => ({
      senderFirstName: email.senderFirstName,
      senderLastName: email.senderLastName,
      senderPhone: email.senderPhone,
      notes: email.notes,
    }),
    save: (v) => update.mutateAsync(v),
    toasts: { ok: INBOX_TOASTS.updated, failed: INBOX_TOASTS.updateFailed },
  });
  return (
    <FormModal {...f.shell} title="Sender details" formProps={{ ...f.formProps, name: 'unverifiedSender' }}>
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
  const f = useFormDialog(unverifiedEmailConvert, {
    open,
    onClose,
    source: email,
    values: () => ({
      firstName: email.suggestion.firstName,
      lastName: email.suggestion.lastName,
      email: email.suggestion.email,
      phone: email.suggestion.phone ?? undefined,
    }),
    save: (v) => convert.mutateAsync(v),
    toasts: { ok: INBOX_TOASTS.converted, failed: INBOX_TOASTS.convertFailed },
    onSaved: onDone,
  });
  return (
    <FormDrawer {...f.shell} title="Convert to a lead" okText="Add Lead" width={760}>
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
  const f = useFormDialog(unverifiedEmailMerge, {
    open,
    onClose,
    values: () => ({}),
    save: (v) => merge.mutateAsync(v.leadId),
    toasts: { ok: INBOX_TOASTS.merged, failed: INBOX_TOASTS.mergeFailed },
    onSaved: onDone,
  });
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const leads = useLeadSearch(open ? q || email.fromAddress.split('@')[0] : '');
  useEffect(() => {
    if (open) setTyped('');
  }, [open]);
  const options = (leads.data?.items ?? []).map((l) => ({
    value: l.id,
    label: `#${l.id} ${l.name} (${l.email})${l.statusName ? ` · ${l.statusName}` : ''}`,
  }));
  return (
    <FormModal
      {...f.shell}
      title="Merge into a lead"
      okText="Merge"
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
