import { Col, DatePicker, Flex, Form, Input, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  IMMIGRATION_TOASTS,
  VISA_TYPE_OPTIONS,
  immigrationDetailsInput,
  type ImmigrationDetails,
} from '@caduceus/contracts';
import { formatDate, formatDateTime } from '../../../../components/format';
import { FIELD_COL } from '../../../../components/LookupField';
import { QueryState } from '../../../../components/QueryState';
import { EditableCard, valuesOf, type ViewItem } from '../../../../components/EditableCard';
import type { StudentTabProps } from '../registry';
import { useImmigrationDetails, useSaveImmigration } from './api';

const SHOWN = 'MM/DD/YYYY';
const dateProps = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null),
};

const view = (d: ImmigrationDetails): ViewItem[] => [
  { label: 'Passport Number', value: d.passportNumber },
  { label: 'Passport Expiry', value: formatDate(d.passportExpiry) },
  { label: 'Visa Type', value: d.visaType },
  { label: 'Visa Number', value: d.visaNumber },
  { label: 'Visa Expiry', value: formatDate(d.visaExpiry) },
  { label: 'I-20 / Permit Number', value: d.permitNumber },
  { label: 'Arrival Date', value: formatDate(d.arrivalDate) },
  { label: 'Notes', value: d.notes },
];

function DateItem({ name, label }: { name: string; label: string }) {
  return (
    <Col {...FIELD_COL}>
      <Form.Item name={name} label={label} {...dateProps}>
        <DatePicker id={name} format={SHOWN} placeholder={SHOWN} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
}

/** The Immigration tab: passport (shared with the personal tab), visa, I-20 or permit and arrival; staff edit, the student reads. */
export default function ImmigrationTab({ studentId, readOnly }: StudentTabProps) {
  const q = useImmigrationDetails(studentId);
  const save = useSaveImmigration(studentId);
  return (
    <QueryState query={q}>
      {(d) => (
        <Flex vertical gap={8}>
          <EditableCard
            title="Immigration details"
            schema={immigrationDetailsInput}
            initial={valuesOf(d, immigrationDetailsInput)}
            readOnly={readOnly}
            view={view(d)}
            onSave={(data) => save.mutateAsync(data)}
            toasts={{ ok: IMMIGRATION_TOASTS.saved, failed: IMMIGRATION_TOASTS.saveFailed }}
            fields={() => (
              <Row gutter={16}>
                <Col {...FIELD_COL}>
                  <Form.Item name="passportNumber" label="Passport Number" extra="Also shown on the Personal tab.">
                    <Input maxLength={20} autoComplete="off" autoFocus />
                  </Form.Item>
                </Col>
                <DateItem name="passportExpiry" label="Passport Expiry" />
                <Col {...FIELD_COL}>
                  <Form.Item name="visaType" label="Visa Type">
                    <Select options={VISA_TYPE_OPTIONS} allowClear placeholder="Choose visa type" />
                  </Form.Item>
                </Col>
                <Col {...FIELD_COL}>
                  <Form.Item name="visaNumber" label="Visa Number">
                    <Input maxLength={40} autoComplete="off" />
                  </Form.Item>
                </Col>
                <DateItem name="visaExpiry" label="Visa Expiry" />
                <Col {...FIELD_COL}>
                  <Form.Item name="permitNumber" label="I-20 / Permit Number">
                    <Input maxLength={40} autoComplete="off" />
                  </Form.Item>
                </Col>
                <DateItem name="arrivalDate" label="Arrival Date" />
                <Col xs={24}>
                  <Form.Item name="notes" label="Notes">
                    <Input.TextArea rows={3} maxLength={2000} showCount />
                  </Form.Item>
                </Col>
              </Row>
            )}
          />
          {d.updatedAt && (
            <Typography.Text type="secondary">
              Last saved {formatDateTime(d.updatedAt)}
              {d.updatedByName ? ` by ${d.updatedByName}` : ''}
            </Typography.Text>
          )}
        </Flex>
      )}
    </QueryState>
  );
}
