import { Row, Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import {
  COURSE_STATUS_OPTIONS,
  FINANCIAL_STATUSES,
  FINANCIAL_STATUS_LABEL,
  GENDER_OPTIONS,
  STUDENT_MIN_AGE,
  USMLE_TEST_STATUS_OPTIONS,
} from '@caduceus/contracts';
import { LookupField } from '../../../components/LookupField';
import {
  DateField,
  LookupFields,
  NATIONALITY,
  NameFields,
  SelectField,
  SwitchField,
  TextField,
  type LookupSpec,
  type RecordFieldsProps,
} from '../../../components/records/fields';

/**
 * The fields of the student record, shared by the add form and the personal and profile tabs (the address:
 * the record kit's AddressFields). Validation is the contracts' schema through useZodForm; these only lay the
 * fields out.
 */
const SALUTATIONS = ['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Dr.'].map((s) => ({ value: s, label: s }));
const CAMPUS_STATUSES = ['On-Campus', 'On-LOA'].map((s) => ({ value: s, label: s }));
const BIRTH: LookupSpec[] = [
  NATIONALITY,
  { name: 'birthCountryId', label: 'Country of Birth', table: 'country', placeholder: 'Choose country of birth' },
];
const TYPE: LookupSpec[] = [
  { name: 'studentTypeId', label: 'Student Type', table: 'student-type', placeholder: 'Choose student type' },
];
const PLACE: LookupSpec[] = [
  { name: 'campusId', label: 'Campus', table: 'campus', placeholder: 'Choose campus' },
  { name: 'startSemesterId', label: 'Start Semester', table: 'semester', placeholder: 'Choose start semester' },
];

/** Who the student is: name, birth, contact, nationality and passport. */
export function PersonalFields({ required, labels, autoFocus }: RecordFieldsProps) {
  const latestBirth = dayjs().subtract(STUDENT_MIN_AGE, 'year');
  return (
    <Row gutter={16}>
      <SelectField name="salutation" label="Salutation" options={SALUTATIONS} placeholder="Choose salutation" />
      <NameFields required={required} autoFocus={autoFocus} />
      <TextField name="preferredName" label="Preferred Name" max={60} />
      <SelectField name="gender" label="Gender" options={GENDER_OPTIONS} placeholder="Choose gender" />
      <DateField
        name="dateOfBirth"
        label="Date of Birth"
        required={required('dateOfBirth')}
        extra={`At least ${STUDENT_MIN_AGE} years old`}
        defaultPickerValue={latestBirth}
      />
      <TextField name="email" label="Email" required={required('email')} type="email" max={254} />
      <TextField name="alternateEmail" label="Alternate Email" type="email" max={254} />
      <TextField name="phone" label="Phone" required={required('phone')} type="tel" max={25} />
      <TextField name="alternatePhone" label="Alternate Phone" type="tel" max={25} />
      <LookupFields fields={BIRTH} required={required} labels={labels} />
      <TextField name="passportNumber" label="Passport Number" max={20} />
      <DateField name="passportExpiry" label="Passport Expiry" />
    </Row>
  );
}

/** `locked`: fields that are parts of their own the viewer may not change here (status change, accounting details). */
export function ProfileFields({
  required,
  labels,
  form,
  locked = {},
}: RecordFieldsProps & { form: FormInstance; locked?: { status?: boolean; financialStatus?: boolean } }) {
  const courseId = Form.useWatch('courseId', form) as number | null | undefined;
  return (
    <Row gutter={16}>
      <LookupField
        name="statusId"
        label="Status"
        required={required('statusId')}
        table="student-status"
        placeholder="Choose status"
        currentLabel={labels?.statusId}
        disabled={locked.status}
      />
      <LookupFields fields={TYPE} required={required} labels={labels} />
      <LookupField
        name="courseId"
        label="Course"
        required={required('courseId')}
        table="course"
        placeholder="Choose course"
        currentLabel={labels?.courseId}
        onChange={(v) => {
          form.setFieldsValue({ courseId: v, stageId: null });
        }}
      />
      <LookupFields fields={PLACE} required={required} labels={labels} />
      <LookupField
        name="stageId"
        label="Stage"
        table="stage"
        placeholder={courseId ? 'Choose stage' : 'Choose a course first'}
        disabled={!courseId}
        filter={courseId ? { course: courseId } : undefined}
        currentLabel={labels?.stageId}
      />
      <TextField name="cohort" label="Cohort" max={40} placeholder="e.g. 2026-Spring" />
      <SelectField
        name="currentCourseStatus"
        label="Course Status"
        options={COURSE_STATUS_OPTIONS}
        placeholder="Choose course status"
      />
      <SelectField
        name="usmleTestStatus"
        label="USMLE Status"
        options={USMLE_TEST_STATUS_OPTIONS}
        placeholder="Choose USMLE status"
      />
      <SelectField
        name="campusStatus"
        label="Campus Status"
        options={CAMPUS_STATUSES}
        placeholder="Choose campus status"
      />
      <SelectField
        name="financialStatus"
        label={FINANCIAL_STATUS_LABEL}
        required
        options={FINANCIAL_STATUSES}
        allowClear={false}
        disabled={locked.financialStatus}
      />
      <SwitchField name="immigrationRequired" label="Immigration Required" />
    </Row>
  );
}
