import { Alert, Flex } from 'antd';
import { STUDENT_TOASTS, studentPersonalInput, type StudentRecord, formatPhone } from '@caduceus/contracts';
import { formatDate } from '../../../components/format';
import { QueryState } from '../../../components/QueryState';
import { useSavePersonal, useStudentRecord } from '../api';
import { EditableCard, valuesOf, type ViewItem } from '../../../components/EditableCard';
import { PersonalFields } from '../components/StudentFields';
import { seenAsStudent } from '../recordRules';
import type { StudentTabProps } from './registry';
import { IdentityRequestsReview } from '../selfservice/IdentityRequests';
import { OwnPersonal } from '../selfservice/OwnPersonal';

const personalView = (r: StudentRecord): ViewItem[] => [
  { label: 'Salutation', value: r.salutation },
  { label: 'First Name', value: r.firstName },
  { label: 'Middle Name', value: r.middleName },
  { label: 'Last Name', value: r.lastName },
  { label: 'Preferred Name', value: r.preferredName },
  { label: 'Gender', value: r.gender },
  { label: 'Date of Birth', value: formatDate(r.dateOfBirth) },
  { label: 'Email', value: r.email },
  { label: 'Alternate Email', value: r.alternateEmail },
  { label: 'Phone', value: formatPhone(r.phone) },
  { label: 'Alternate Phone', value: formatPhone(r.alternatePhone) },
  { label: 'Nationality', value: r.labels.nationalityId },
  { label: 'Country of Birth', value: r.labels.birthCountryId },
  { label: 'Passport Number', value: r.passportNumber },
  { label: 'Passport Expiry', value: formatDate(r.passportExpiry) },
];

/**
 * The personal tab: names, birth, contact and identity. Staff edit it and decide the student's requests to
 * change her legal identity; the student keeps her contact details and asks for legal changes
 * (selfservice/); a parent reads it when the student shares it.
 */
export default function PersonalTab({ studentId, header, readOnly }: StudentTabProps) {
  const record = useStudentRecord(studentId);
  const save = useSavePersonal(studentId);
  const own = seenAsStudent(header);
  // the student herself (or staff viewing as her): her own view of the tab
  const self = own && header.viewer !== 'parent';
  const asked = header.forcePersonalInfoUpdate;
  return (
    <Flex vertical gap={16}>
      {asked &&
        (own ? (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title="Please review your personal information"
            description="Check every detail below, correct what has changed and save. The rest of your record opens again once you have saved."
          />
        ) : (
          <Alert
            type="info"
            showIcon
            title="The student has been asked to review and update their personal information."
          />
        ))}
      {header.viewer === 'staff' && !own && <IdentityRequestsReview studentId={studentId} canDecide={!readOnly} />}
      <QueryState query={record}>
        {(r) =>
          self ? (
            <OwnPersonal studentId={studentId} record={r} readOnly={readOnly} asked={asked} />
          ) : (
            <EditableCard
              title="Personal details"
              schema={studentPersonalInput}
              initial={valuesOf(r, studentPersonalInput)}
              readOnly={readOnly}
              startEditing={asked && own}
              view={personalView(r)}
              fields={(f) => <PersonalFields required={f.required} labels={r.labels} autoFocus />}
              onSave={(data) => save.mutateAsync(data)}
              toasts={{ ok: STUDENT_TOASTS.updated, failed: STUDENT_TOASTS.updateFailed }}
            />
          )
        }
      </QueryState>
    </Flex>
  );
}
