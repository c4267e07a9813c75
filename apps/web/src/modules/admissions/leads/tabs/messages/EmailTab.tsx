import { Select } from 'antd';
import { LEAD_TEMPLATE_TOASTS } from '@caduceus/contracts';
import type { TemplatePickerProps } from '../../../../../components/EmailComposeDrawer';
import { RecordEmailTab } from '../../../../../components/records/EmailTab';
import { SentEmailDrawer } from '../../../../../components/records/SentEmailDrawer';
import type { LeadTabProps } from '../registry';
import { DirectionTag } from '../../../inbox/pages/MyMailPage';
import { InboundEmailDrawer } from '../../../inbox/components/InboundEmailDrawer';
import { LEAD_MESSAGE_PATHS, useLeadEmail, useLeadEmailTemplates } from './api';

/**
 * The lead templates (Lead Admin: Email Templates), loaded once the form opens. The form's item gives the select
 * its id, value and onChange (passed through).
 */
function LeadTemplatePicker({
  leadId,
  open,
  onPick,
  loading,
  onChange,
  ...item
}: TemplatePickerProps & {
  leadId: number;
  open: boolean;
  id?: string;
  value?: number;
  onChange?: (v: number) => void;
}) {
  const templates = useLeadEmailTemplates(leadId, open);
  return (
    <Select
      {...item}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="Choose a template (optional)"
      loading={templates.isLoading || loading}
      disabled={loading}
      options={(templates.data?.items ?? []).map((t) => ({ value: t.id, label: t.name }))}
      notFoundContent={templates.isError ? LEAD_TEMPLATE_TOASTS.fetchFailed : 'No lead templates'}
      onChange={(v: number | undefined) => {
        onChange?.(v as number);
        onPick(v);
      }}
    />
  );
}

/** One email of the lead: a received one in its own view (the sender, the text as written), a sent one with its delivery. */
function LeadEmailView({
  leadId,
  id,
  inbound,
  onClose,
}: {
  leadId: number;
  id: number | null;
  inbound: boolean;
  onClose: () => void;
}) {
  const email = useLeadEmail(leadId, id);
  const attachmentPath = (fileId: number) => LEAD_MESSAGE_PATHS.attachment(leadId, id!, fileId);
  return inbound ? (
    <InboundEmailDrawer id={id} query={email} onClose={onClose} attachmentPath={attachmentPath} />
  ) : (
    <SentEmailDrawer id={id} query={email} onClose={onClose} attachmentPath={attachmentPath} />
  );
}

/**
 * The lead's email tab: the lead's email history, both ways (what staff sent, with its delivery, and what the lead
 * wrote in, marked Received), one in full, and writing a new one (a lead template filled for this lead, rich text,
 * attachments).
 */
export default function LeadEmailTab({ leadId, header, readOnly, rights }: LeadTabProps) {
  return (
    <RecordEmailTab
      owner={{ leadId }}
      recipient={header}
      canSend={!readOnly && rights.write && !header.closedAt}
      directionTag={(d) => <DirectionTag direction={d} />}
      templatePicker={(p) => <LeadTemplatePicker leadId={leadId} {...p} />}
      view={(id, direction, onClose) => (
        <LeadEmailView leadId={leadId} id={id} inbound={direction === 'in'} onClose={onClose} />
      )}
    />
  );
}
