import { useMemo } from 'react';
import { DatePicker, Input, Radio, Row } from 'antd';
import {
  MAIL_LOG_MAX_ATTACHMENTS,
  MAIL_LOG_REGISTERS,
  MAIL_LOG_TOASTS,
  MAIL_MEDIA,
  hasOutgoingType,
  mailLogInput,
  type MailLog,
  type MailLogKind,
} from '@caduceus/contracts';
import { FieldCol } from '../../../../components/FieldCol';
import { FormDrawer } from '../../../../components/FormModal';
import { dateItemProps, notInFuture, SHOWN_DATE } from '../../../../components/records/fields';
import { LookupSelect } from '../../../../components/LookupSelect';
import { useFormDialog } from '../../../../components/useFormDialog';
import { useCreateMailLog, useUpdateMailLog } from '../api';
import { AttachmentPicker, type PickedFiles } from './AttachmentPicker';

interface Props {
  kind: MailLogKind;
  open: boolean;
  /** the entry being edited; null adds one */
  entry: MailLog | null;
  onClose: () => void;
  /** after a save: the saved entry's id */
  onSaved?: (id: number) => void;
}

/** Add or edit an entry of one register, with its attachments (new files, and current ones to take off). */
export function MailLogFormDrawer({ kind, open, entry, onClose, onSaved }: Props) {
  const reg = MAIL_LOG_REGISTERS[kind];
  const create = useCreateMailLog();
  const update = useUpdateMailLog();
  const toInput = useMemo(() => (v: Record<string, unknown>) => ({ ...v, kind }), [kind]);
  const f = useFormDialog(mailLogInput, {
    toInput,
    open,
    onClose,
    // a refetch of the open entry must not wipe what the user typed: start again on another entry only
    source: entry?.id ?? null,
    values: () => {
      const attachments: PickedFiles = { added: [], removed: [] };
      return entry
        ? {
            mailDate: entry.mailDate,
            department: entry.department,
            medium: entry.medium,
            fromName: entry.fromName,
            toName: entry.toName,
            subject: entry.subject,
            outgoingType: entry.outgoingType ?? undefined,
            trackingNumber: entry.trackingNumber ?? '',
            returnReason: entry.returnReason ?? '',
            notes: entry.notes ?? '',
            attachments,
          }
        : { medium: 'Physical', attachments };
    },
    save: async (values): Promise<number> => {
      const files = (f.form.getFieldValue('attachments') as PickedFiles | undefined) ?? { added: [], removed: [] };
      const body = { values, attachments: files.added, removeAttachments: files.removed };
      if (entry) await update.mutateAsync({ id: entry.id, ...body });
      return entry ? entry.id : (await create.mutateAsync(body)).id;
    },
    toasts: entry
      ? { ok: MAIL_LOG_TOASTS.updated, failed: MAIL_LOG_TOASTS.updateFailed }
      : { ok: MAIL_LOG_TOASTS.added, failed: MAIL_LOG_TOASTS.addFailed },
    onSaved,
  });

  const singular = reg.title.replace(/ Mail$/, ' mail').toLowerCase();
  return (
    <FormDrawer
      {...f.shell}
      title={entry ? `Edit ${singular}: ${entry.subject}` : `Add ${singular}`}
      okText={entry ? 'Save' : 'Add'}
      width={640}
    >
      <Row gutter={16}>
        <FieldCol name="mailDate" label={reg.labels.mailDate} required={f.required} item={dateItemProps}>
          <DatePicker
            format={SHOWN_DATE}
            placeholder={SHOWN_DATE}
            style={{ width: '100%' }}
            disabledDate={notInFuture}
          />
        </FieldCol>
        <FieldCol name="department" label="Department" required={f.required}>
          <LookupSelect
            table="department"
            placeholder="Choose department"
            allowClear={false}
            currentLabel={entry?.departmentLabel}
          />
        </FieldCol>
        <FieldCol name="fromName" label={reg.labels.fromName} required={f.required}>
          <Input name="fromName" maxLength={200} autoComplete="off" />
        </FieldCol>
        <FieldCol name="toName" label={reg.labels.toName} required={f.required}>
          <Input name="toName" maxLength={200} autoComplete="off" />
        </FieldCol>
        <FieldCol name="subject" label="Subject" required={f.required} wide>
          <Input name="subject" showCount maxLength={300} autoComplete="off" />
        </FieldCol>
        <FieldCol name="medium" label="Medium" required>
          <Radio.Group options={MAIL_MEDIA.map((m) => ({ value: m, label: m }))} optionType="button" />
        </FieldCol>
        {hasOutgoingType(kind) && (
          <FieldCol name="outgoingType" label="Type of Outgoing" required={reg.outgoing}>
            <LookupSelect
              table="outgoing-mail-type"
              placeholder="Choose type of outgoing"
              allowClear={!reg.outgoing}
              currentLabel={entry?.outgoingTypeLabel}
            />
          </FieldCol>
        )}
        <FieldCol name="trackingNumber" label="Tracking Number" required={false}>
          <Input name="trackingNumber" maxLength={100} autoComplete="off" />
        </FieldCol>
        {kind === 'returned' && (
          <FieldCol name="returnReason" label="Reason Returned" required wide>
            <Input.TextArea name="returnReason" rows={2} showCount maxLength={500} />
          </FieldCol>
        )}
        <FieldCol name="notes" label="Notes" required={false} wide>
          <Input.TextArea name="notes" rows={3} showCount maxLength={2000} />
        </FieldCol>
        <FieldCol
          name="attachments"
          label="Attachments"
          required={false}
          wide
          extra={`PDF, Word, Excel, PNG or JPEG; 10 MB each, ${MAIL_LOG_MAX_ATTACHMENTS} at most`}
        >
          <AttachmentPicker current={entry?.attachments ?? []} />
        </FieldCol>
      </Row>
    </FormDrawer>
  );
}
