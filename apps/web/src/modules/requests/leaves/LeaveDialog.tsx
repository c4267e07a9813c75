import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row, Select } from 'antd';
import { LEAVE_TOASTS, leaveInput } from '@caduceus/contracts';
import { DateItem } from '../../../components/DateItem';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useLeaveReasons, useLeaveWrites, type LeaveRow } from './api';

/** What the dialog edits: a new leave, or one of the list. */
export type LeaveTarget = { leave: LeaveRow | null };

/**
 * Records or corrects a leave: the reason (Leave of Absence Reasons), the first and last day (the last left empty
 * while not known), the day back and a note. An overlap with another leave comes back on the first day's field.
 */
export function LeaveDialog({
  studentId,
  target,
  onClose,
}: {
  studentId: number;
  target: LeaveTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writes = useLeaveWrites(studentId);
  const open = target !== null;
  const reasons = useLeaveReasons(open);
  const editing = target?.leave ?? null;
  const f = useFormDialog(leaveInput, {
    open,
    onClose,
    source: target,
    values: () =>
      editing
        ? {
            reasonId: editing.reasonId,
            startDate: editing.startDate,
            endDate: editing.endDate,
            returnDate: editing.returnDate,
            notes: editing.notes ?? '',
          }
        : undefined,
    save: (body) => (editing ? writes.update.mutateAsync({ leaveId: editing.id, body }) : writes.add.mutateAsync(body)),
    toasts: {
      ok: t(editing ? LEAVE_TOASTS.updated : LEAVE_TOASTS.added, { ns: 'titles' }),
      failed: t(LEAVE_TOASTS.saveFailed, { ns: 'titles' }),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={editing ? t('Edit leave', { ns: 'titles' }) : t('Add leave', { ns: 'titles' })}
      okText={editing ? t('action.save') : t('Add leave', { ns: 'titles' })}
      width={640}
    >
      <Form.Item name="reasonId" label={t('Reason', { ns: 'titles' })} required={f.required('reasonId')}>
        <Select
          id="leave-reasonId"
          showSearch={{ optionFilterProp: 'label' }}
          loading={reasons.isLoading}
          options={(reasons.data?.items ?? []).map((r) => ({ value: r.id, label: r.name }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <DateItem id="leave-startDate" name="startDate" label={t('First day', { ns: 'titles' })} required />
        </Col>
        <Col xs={24} md={8}>
          <DateItem
            id="leave-endDate"
            name="endDate"
            label={t('Last day', { ns: 'titles' })}
            extra={t('Leave empty while not known', { ns: 'titles' })}
          />
        </Col>
        <Col xs={24} md={8}>
          <DateItem id="leave-returnDate" name="returnDate" label={t('Expected back', { ns: 'titles' })} />
        </Col>
      </Row>
      <Form.Item name="notes" label={t('Note', { ns: 'titles' })}>
        <Input.TextArea id="leave-notes" rows={3} maxLength={2000} showCount />
      </Form.Item>
    </FormModal>
  );
}
