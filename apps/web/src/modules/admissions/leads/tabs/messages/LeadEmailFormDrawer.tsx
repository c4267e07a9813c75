import { Select } from 'antd';
import { LEAD_MESSAGE_TOASTS, LEAD_TEMPLATE_TOASTS, leadEmailInput, type LeadHeader } from '@caduceus/contracts';
import { EmailComposeDrawer } from '../../../../../components/EmailComposeDrawer';
import { fetchLeadTemplate, useLeadEmailTemplates, useSendLeadEmail } from './api';

interface Props {
  leadId: number;
  header: LeadHeader;
  open: boolean;
  onClose: () => void;
  onSent: (id: number) => void;
}

const TOASTS = { ...LEAD_MESSAGE_TOASTS, templateFetchFailed: LEAD_TEMPLATE_TOASTS.fetchFailed };

/** Write an email to the lead: a lead template (filled for this lead), rich text and attachments (EmailComposeDrawer). */
export function LeadEmailFormDrawer({ leadId, header, open, onClose, onSent }: Props) {
  const send = useSendLeadEmail(leadId);
  const templates = useLeadEmailTemplates(leadId, open);
  return (
    <EmailComposeDrawer
      open={open}
      onClose={onClose}
      onSent={onSent}
      recipient={header}
      schema={leadEmailInput}
      send={(d) => send.mutateAsync(d)}
      loadTemplate={(templateId) => fetchLeadTemplate(leadId, templateId)}
      toasts={TOASTS}
      templateNote="Lead email templates (Lead Admin: Email Templates); placeholders are filled for this lead."
      templatePicker={({ onPick, loading }) => (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Choose a template (optional)"
          loading={templates.isLoading || loading}
          disabled={loading}
          options={(templates.data?.items ?? []).map((t) => ({ value: t.id, label: t.name }))}
          notFoundContent={templates.isError ? LEAD_TEMPLATE_TOASTS.fetchFailed : 'No lead templates'}
          onChange={(v: number | undefined) => onPick(v)}
        />
      )}
    />
  );
}
