import { useEffect, useMemo, useRef } from 'react';
import { Col, DatePicker, Form, Input, Radio, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
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
import { FormDrawer } from '../../../../components/FormModal';
import { LookupSelect } from '../../../../components/LookupSelect';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
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

const WIRE = 'YYYY-MM-DD';
const SHOWN = 'MM/DD/YYYY';

/** Add or edit an entry of one register, with its attachments (new files, and current ones to take off). */
export function MailLogFormDrawer({ kind, open, entry, onClose, onSaved }: Props) {
  const reg = MAIL_LOG_REGISTERS[kind];
  const create = useCreateMailLog();
  const update = useUpdateMailLog();
  const toInput = useMemo(() => (v: Record<string, unknown>) => ({ ...v, kind }), [kind]);
  const f = useZodForm(mailLogInput, { toInput });
  const { reset } = f;
  // a refetch of the open entry must not wipe what the user typed: reset on opening or on another entry only
  const latest = useRef(entry);
  latest.current = entry;
  const entryId = entry?.id ?? null;

  useEffect(() => {
    if (!open) return;
    const entry = latest.current;
    const files: PickedFiles = { added: [], removed: [] };
    reset(
      entry
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
            attachments: files,
          }
        : { medium: 'Physical', attachments: files },
    );
  }, [open, entryId, reset]);

  const onSubmit = f.submit(async (values) => {
    const files = (f.form.getFieldValue('attachments') as PickedFiles | undefined) ?? { added: [], removed: [] };
    const save = { values, attachments: files.added, removeAttachments: files.removed };
    let id = entry?.id;
    await saveWithToasts(
      async () => {
        if (entry) await update.mutateAsync({ id: entry.id, ...save });
        else id = (await create.mutateAsync(save)).id;
      },
      entry
        ? { ok: MAIL_LOG_TOASTS.updated, failed: MAIL_LOG_TOASTS.updateFailed }
        : { ok: MAIL_LOG_TOASTS.added, failed: MAIL_LOG_TOASTS.addFailed },
    );
    onClose();
    if (id) onSaved?.(id);
  });

  const singular = reg.title.replace(/ Mail$/, ' mail').toLowerCase();
  return (
    <FormDrawer
      open={open}
      title={entry ? `Edit ${singular}: ${entry.subject}` : `Add ${singular}`}
      okText={entry ? 'Save' : 'Add'}
      onClose={onClose}
      onSubmit={onSubmit}
      {...f.shellProps}
      width={640}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="mailDate"
            label={reg.labels.mailDate}
            required={f.required('mailDate')}
            getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null })}
            normalize={(d: Dayjs | null) => (d ? d.format(WIRE) : null)}
          >
            <DatePicker
              format={SHOWN}
              placeholder={SHOWN}
              style={{ width: '100%' }}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="department" label="Department" required={f.required('department')}>
            <LookupSelect
              table="department"
              placeholder="Choose department"
              allowClear={false}
              currentLabel={entry?.departmentLabel}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="fromName" label={reg.labels.fromName} required={f.required('fromName')}>
            <Input name="fromName" maxLength={200} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="toName" label={reg.labels.toName} required={f.required('toName')}>
            <Input name="toName" maxLength={200} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="subject" label="Subject" required={f.required('subject')}>
            <Input name="subject" showCount maxLength={300} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="medium" label="Medium" required>
            <Radio.Group options={MAIL_MEDIA.map((m) => ({ value: m, label: m }))} optionType="button" />
          </Form.Item>
        </Col>
        {hasOutgoingType(kind) && (
          <Col xs={24} sm={12}>
            <Form.Item name="outgoingType" label="Type of Outgoing" required={reg.outgoing}>
              <LookupSelect
                table="outgoing-mail-type"
                placeholder="Choose type of outgoing"
                allowClear={!reg.outgoing}
                currentLabel={entry?.outgoingTypeLabel}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12}>
          <Form.Item name="trackingNumber" label="Tracking Number">
            <Input name="trackingNumber" maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        {kind === 'returned' && (
          <Col span={24}>
            <Form.Item name="returnReason" label="Reason Returned" required>
              <Input.TextArea name="returnReason" rows={2} showCount maxLength={500} />
            </Form.Item>
          </Col>
        )}
        <Col span={24}>
          <Form.Item name="notes" label="Notes">
            <Input.TextArea name="notes" rows={3} showCount maxLength={2000} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="attachments"
            label="Attachments"
            extra={`PDF, Word, Excel, PNG or JPEG; 10 MB each, ${MAIL_LOG_MAX_ATTACHMENTS} at most`}
          >
            <AttachmentPicker current={entry?.attachments ?? []} />
          </Form.Item>
        </Col>
      </Row>
    </FormDrawer>
  );
}
