import { Col, Form, Row } from 'antd';
import { GENDER_OPTIONS, LEAD_SEMESTERS_PATH } from '@caduceus/contracts';
import { LookupSelect, type LookupSelectProps } from '../../../../components/LookupSelect';
import { FIELD_COL } from '../../../../components/LookupField';
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
} from '../../../../components/records/fields';
import { UserSelect } from '../../../../components/UserSelect';

/**
 * The fields of the lead record, shared by the add form and the profile tab (the record kit's renderers).
 * Validation is the contracts' schema through useZodForm; these only lay the fields out.
 */
const BIRTH: LookupSpec[] = [
  { name: 'birthCountryId', label: 'Birth Country', table: 'country', placeholder: 'Choose birth country' },
];
const PROGRAM: LookupSpec[] = [
  { name: 'courseId', label: 'Program', table: 'course', placeholder: 'Choose program' },
  { name: 'campusId', label: 'Campus', table: 'campus', placeholder: 'Choose campus' },
];
const SOURCE: LookupSpec[] = [
  { name: 'sourceId', label: 'Source', table: 'referral-source', placeholder: 'Where did they hear of us?' },
];
const DEGREE: LookupSpec[] = [
  { name: 'highestDegreeId', label: 'Highest Degree', table: 'premed-highest-degree', placeholder: 'Choose degree' },
];

/** Name, contact and birth: the person. */
export function LeadPersonFields({ required, labels, autoFocus }: RecordFieldsProps) {
  return (
    <Row gutter={16}>
      <NameFields required={required} autoFocus={autoFocus} />
      <TextField name="email" label="Email" required={required('email')} type="email" max={254} />
      <TextField name="phone" label="Phone" required={required('phone')} type="tel" max={25} />
      <DateField name="dateOfBirth" label="Date of Birth" required={required('dateOfBirth')} />
      <LookupFields fields={BIRTH} required={required} labels={labels} />
    </Row>
  );
}

/**
 * The semester dropdown: once a program is chosen, only the semesters it takes students in (semseterListFromCourseId);
 * current and future terms first. `upcoming` (the add forms) leaves past terms out.
 */
function CourseSemesterSelect({
  currentLabel,
  upcoming,
  ...rest
}: Omit<LookupSelectProps, 'table'> & { upcoming?: boolean }) {
  const form = Form.useFormInstance();
  const courseId = Form.useWatch('courseId', form) as number | null | undefined;
  return (
    <LookupSelect
      id="semesterId"
      table="semester"
      placeholder="Choose semester"
      currentLabel={currentLabel}
      {...rest}
      path={LEAD_SEMESTERS_PATH}
      filter={{ courseId: courseId ?? undefined, upcoming: upcoming ? 'true' : undefined }}
    />
  );
}

/**
 * Program, campus, semester, source and the representative: where the lead is headed and who follows them.
 * `newLead` (the add forms): the semester offers current and future terms only.
 */
export function LeadProgramFields({ required, labels, newLead }: RecordFieldsProps & { newLead?: boolean }) {
  return (
    <Row gutter={16}>
      <LookupFields fields={PROGRAM} required={required} labels={labels} />
      <Col {...FIELD_COL}>
        <Form.Item name="semesterId" label="Semester" required={required('semesterId')}>
          <CourseSemesterSelect currentLabel={labels?.semesterId} upcoming={newLead} />
        </Form.Item>
      </Col>
      <LookupFields fields={SOURCE} required={required} labels={labels} />
      <Col {...FIELD_COL}>
        <Form.Item name="representativeId" label="Representative" required={required('representativeId')}>
          <UserSelect id="representativeId" placeholder="Type a name" currentLabel={labels?.representativeId} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The profile's "more info": gender, nationality, alternate phone, highest degree, immigration. */
export function LeadMoreInfoFields({ required, labels, autoFocus }: RecordFieldsProps) {
  return (
    <Row gutter={16}>
      <SelectField
        name="gender"
        label="Gender"
        options={GENDER_OPTIONS}
        placeholder="Choose gender"
        autoFocus={autoFocus}
      />
      <LookupFields fields={[NATIONALITY]} required={required} labels={labels} />
      <TextField
        name="alternatePhone"
        label="Alternate Phone"
        required={required('alternatePhone')}
        type="tel"
        max={25}
      />
      <LookupFields fields={DEGREE} required={required} labels={labels} />
      <SwitchField name="immigrationRequired" label="Immigration Required" />
    </Row>
  );
}
