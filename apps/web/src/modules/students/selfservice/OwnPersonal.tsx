import { Card, Flex, Row } from 'antd';
import { GENDER_OPTIONS, IDENTITY_TOASTS, studentSelfContactInput, type StudentRecord } from '@caduceus/contracts';
import { EditableCard, ViewList, valuesOf } from '../../../components/EditableCard';
import { SelectField, TextField } from '../../../components/records/fields';
import { formatDate } from '../../../components/format';
import { useSaveContact } from './api';
import { LegalIdentityCard } from './IdentityRequests';
import { SharingCard } from './SharingCard';

const SALUTATIONS = ['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Dr.'].map((s) => ({ value: s, label: s }));

/**
 * The personal tab as the student herself sees it: her legal identity (changed through a request to the
 * registrar), the contact details she keeps, what the school keeps (read only), and her parents' access.
 */
export function OwnPersonal({
  studentId,
  record: r,
  readOnly,
  asked,
}: {
  studentId: number;
  record: StudentRecord;
  readOnly: boolean;
  asked: boolean;
}) {
  const save = useSaveContact(studentId);
  return (
    <Flex vertical gap={16}>
      <LegalIdentityCard studentId={studentId} record={r} readOnly={readOnly} />
      <EditableCard
        title="Contact details"
        schema={studentSelfContactInput}
        initial={valuesOf(r, studentSelfContactInput)}
        readOnly={readOnly}
        startEditing={asked}
        view={[
          { label: 'Salutation', value: r.salutation },
          { label: 'Preferred Name', value: r.preferredName },
          { label: 'Gender', value: r.gender },
          { label: 'Personal Email', value: r.alternateEmail },
          { label: 'Phone', value: r.phone },
          { label: 'Alternate Phone', value: r.alternatePhone },
        ]}
        fields={(f) => (
          <Row gutter={16}>
            <SelectField name="salutation" label="Salutation" options={SALUTATIONS} placeholder="Choose salutation" />
            <TextField name="preferredName" label="Preferred Name" max={60} autoFocus />
            <SelectField name="gender" label="Gender" options={GENDER_OPTIONS} placeholder="Choose gender" />
            <TextField name="alternateEmail" label="Personal Email" type="email" max={254} />
            <TextField name="phone" label="Phone" required={f.required('phone')} type="tel" max={25} />
            <TextField name="alternatePhone" label="Alternate Phone" type="tel" max={25} />
          </Row>
        )}
        onSave={(data) => save.mutateAsync(data)}
        toasts={{ ok: IDENTITY_TOASTS.contactSaved, failed: IDENTITY_TOASTS.contactFailed }}
      />
      <Card title="Kept by the school" size="small">
        <ViewList
          items={[
            { label: 'School Email', value: r.email },
            { label: 'Nationality', value: r.labels.nationalityId },
            { label: 'Country of Birth', value: r.labels.birthCountryId },
            { label: 'Passport Number', value: r.passportNumber },
            { label: 'Passport Expiry', value: formatDate(r.passportExpiry) },
          ]}
        />
      </Card>
      <SharingCard studentId={studentId} readOnly={readOnly} />
    </Flex>
  );
}
