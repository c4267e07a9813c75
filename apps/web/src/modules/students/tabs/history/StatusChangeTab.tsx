import { DatePicker, Form, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import { STATUS_CHANGE_TOASTS, formatDate, statusChangeInput, type StatusChange } from '@caduceus/contracts';
import { LookupSelect } from '../../../../components/LookupSelect';
import {
  ChangeTextField,
  RecordChangeLogTab,
  RecordChangeModal,
  changeColumns as c,
} from '../../../../components/records/ChangeLogTab';
import { SHOWN_DATE, WIRE_DATE, dateItemProps, notInFuture } from '../../../../components/records/fields';
import type { StudentTabProps } from '../registry';
import { HISTORY_PATHS, useChangeStatus } from './api';

const columns: ColumnType<StatusChange>[] = [
  c.when('Changed on', 'changedAt', 150),
  c.value('From', 'fromStatusName'),
  c.value('To', 'toStatusName'),
  {
    title: 'Effective',
    dataIndex: 'effectiveDate',
    key: 'effectiveDate',
    width: 110,
    render: (v: string) => formatDate(v),
  },
  c.text('Reason', 'reason'),
  c.by('changedByName'),
];

/** The status change tab: the current status, the change form (edit right) and every change so far. */
export default function StatusChangeTab({ studentId, header, readOnly }: StudentTabProps) {
  const change = useChangeStatus(header.id);
  return (
    <RecordChangeLogTab
      current={<Tag>{header.statusName ?? 'None'}</Tag>}
      path={HISTORY_PATHS.statusChanges(studentId)}
      columns={columns}
      form={
        readOnly
          ? undefined
          : // the change form: the new status, from when, and why
            (open, onClose) => (
              <RecordChangeModal
                open={open}
                onClose={onClose}
                schema={statusChangeInput}
                initial={() => ({ effectiveDate: dayjs().format(WIRE_DATE) })}
                save={(body) => change.mutateAsync(body)}
                toasts={{ ok: STATUS_CHANGE_TOASTS.changed, failed: STATUS_CHANGE_TOASTS.failed }}
                intro={
                  <>
                    Current status: <strong>{header.statusName ?? 'none'}</strong>. The status decides which parts of
                    the record the student sees.
                  </>
                }
              >
                {(required) => (
                  <>
                    <Form.Item name="statusId" label="New Status" required={required('statusId')}>
                      <LookupSelect
                        table="student-status"
                        id="statusId"
                        aria-label="New Status"
                        placeholder="Choose a status"
                        allowClear={false}
                      />
                    </Form.Item>
                    <Form.Item
                      name="effectiveDate"
                      label="Effective Date"
                      required={required('effectiveDate')}
                      {...dateItemProps}
                    >
                      <DatePicker
                        id="effectiveDate"
                        format={SHOWN_DATE}
                        placeholder={SHOWN_DATE}
                        style={{ width: '100%' }}
                        disabledDate={notInFuture}
                      />
                    </Form.Item>
                    <ChangeTextField name="reason" label="Reason" required={required('reason')} max={1000} />
                  </>
                )}
              </RecordChangeModal>
            )
      }
    />
  );
}
