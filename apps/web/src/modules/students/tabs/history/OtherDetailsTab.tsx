import { Col, Form, Input, Row, Select, Typography } from 'antd';
import {
  EMERGENCY_RELATIONS,
  LANGUAGES_MAX,
  OTHER_DETAILS_TOASTS,
  TSHIRT_SIZES,
  formatPhone,
  otherDetailsInput,
  type OtherDetails,
} from '@caduceus/contracts';
import { QueryState } from '../../../../components/QueryState';
import { formatDateTime } from '../../../../components/format';
import { EditableCard, valuesOf, type ViewItem, type ZodForm } from '../../../../components/EditableCard';
import type { StudentTabProps } from '../registry';
import { useOtherDetails, useSaveOtherDetails } from './api';

const options = (xs: readonly string[]) => xs.map((x) => ({ value: x, label: x }));
const multiline = (v: string | null) => (v ? <span style={{ whiteSpace: 'pre-wrap' }}>{v}</span> : null);

const view = (d: OtherDetails): ViewItem[] => [
  { label: 'Emergency Contact', value: d.emergencyContactName },
  { label: 'Relation', value: d.emergencyContactRelation },
  { label: 'Emergency Phone', value: d.emergencyContactPhone ? formatPhone(d.emergencyContactPhone) : null },
  { label: 'Emergency Email', value: d.emergencyContactEmail },
  { label: 'Medical Conditions', value: multiline(d.medicalConditions) },
  { label: 'Allergies', value: multiline(d.allergies) },
  { label: 'Dietary Needs', value: multiline(d.dietaryNeeds) },
  { label: 'T-Shirt Size', value: d.tShirtSize },
  { label: 'Languages Spoken', value: d.languagesSpoken.join(', ') },
];

function Fields({ f }: { f: ZodForm }) {
  const item = (name: string, label: string, input: React.ReactNode, extra?: string) => (
    <Form.Item name={name} label={label} required={f.required(name)} extra={extra}>
      {input}
    </Form.Item>
  );
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        Emergency contact
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {item('emergencyContactName', 'Name', <Input id="emergencyContactName" maxLength={120} autoFocus />)}
        </Col>
        <Col xs={24} md={12}>
          {item(
            'emergencyContactRelation',
            'Relation',
            <Select
              id="emergencyContactRelation"
              allowClear
              options={options(EMERGENCY_RELATIONS)}
              placeholder="Choose a relation"
            />,
          )}
        </Col>
        <Col xs={24} md={12}>
          {item('emergencyContactPhone', 'Phone', <Input id="emergencyContactPhone" inputMode="tel" />)}
        </Col>
        <Col xs={24} md={12}>
          {item('emergencyContactEmail', 'Email', <Input id="emergencyContactEmail" type="email" />)}
        </Col>
      </Row>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        Health and needs
      </Typography.Title>
      {item(
        'medicalConditions',
        'Medical Conditions',
        <Input.TextArea id="medicalConditions" rows={3} maxLength={2000} showCount />,
        'Only what the school should know to help in an emergency or to plan accommodations.',
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {item('allergies', 'Allergies', <Input.TextArea id="allergies" rows={2} maxLength={1000} />)}
        </Col>
        <Col xs={24} md={12}>
          {item('dietaryNeeds', 'Dietary Needs', <Input.TextArea id="dietaryNeeds" rows={2} maxLength={500} />)}
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          {item(
            'tShirtSize',
            'T-Shirt Size',
            <Select id="tShirtSize" allowClear options={options(TSHIRT_SIZES)} placeholder="Choose a size" />,
          )}
        </Col>
        <Col xs={24} md={16}>
          {item(
            'languagesSpoken',
            'Languages Spoken',
            <Select
              id="languagesSpoken"
              mode="tags"
              tokenSeparators={[',']}
              maxCount={LANGUAGES_MAX}
              placeholder="Type a language and press Enter"
              open={false}
              suffixIcon={null}
            />,
            `Up to ${LANGUAGES_MAX}`,
          )}
        </Col>
      </Row>
    </>
  );
}

/** Other details: emergency contact, health and dietary needs, T-shirt size and languages (staff). */
export default function OtherDetailsTab({ studentId, readOnly }: StudentTabProps) {
  const details = useOtherDetails(studentId);
  const save = useSaveOtherDetails(studentId);
  return (
    <QueryState query={details}>
      {(d) => (
        <>
          <EditableCard
            title="Other Details"
            schema={otherDetailsInput}
            initial={valuesOf(d, otherDetailsInput)}
            readOnly={readOnly}
            view={view(d)}
            fields={(f) => <Fields f={f} />}
            onSave={(data) => save.mutateAsync(data)}
            toasts={{ ok: OTHER_DETAILS_TOASTS.saved, failed: OTHER_DETAILS_TOASTS.failed }}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {d.updatedAt
              ? `Last saved ${formatDateTime(d.updatedAt)} by ${d.updatedByName ?? 'System'}`
              : 'Nothing has been recorded yet.'}
          </Typography.Paragraph>
        </>
      )}
    </QueryState>
  );
}
