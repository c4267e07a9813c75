import { Col, DatePicker, Form, Input, Row, Select, Switch, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  COURSE_STATUS_OPTIONS,
  FINANCIAL_STATUSES,
  GENDER_OPTIONS,
  STUDENT_MIN_AGE,
  USMLE_TEST_STATUS_OPTIONS,
} from '@caduceus/contracts';
import { FIELD_COL, LookupField } from '../../../components/LookupField';

/**
 * The fields of the student record, shared by the add form and the personal, address and profile tabs.
 * Validation is the contracts' schema through useZodForm; these only lay the fields out.
 */
interface FieldsProps {
  /** useZodForm().required: the asterisk */
  required: (name: string) => boolean;
  /** labels of the referenced rows the record holds (shown until the choices load) */
  labels?: Record<string, string | null>;
  /** focus the first field when the form opens */
  autoFocus?: boolean;
}

const WIRE = 'YYYY-MM-DD';
const SHOWN = 'MM/DD/YYYY';
const dateProps = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format(WIRE) : null),
};
const SALUTATIONS = ['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Dr.'].map((s) => ({ value: s, label: s }));
const CAMPUS_STATUSES = ['On-Campus', 'On-LOA'].map((s) => ({ value: s, label: s }));

export function PersonalFields({ required, labels, autoFocus }: FieldsProps) {
  const latestBirth = dayjs().subtract(STUDENT_MIN_AGE, 'year');
  return (
    <Row gutter={16}>
      <Col {...FIELD_COL}>
        <Form.Item name="salutation" label="Salutation">
          <Select id="salutation" options={SALUTATIONS} allowClear placeholder="Choose salutation" />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="firstName" label="First Name" required={required('firstName')}>
          <Input name="firstName" maxLength={60} autoComplete="off" autoFocus={autoFocus} />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="middleName" label="Middle Name">
          <Input name="middleName" maxLength={60} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="lastName" label="Last Name" required={required('lastName')}>
          <Input name="lastName" maxLength={60} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="preferredName" label="Preferred Name">
          <Input name="preferredName" maxLength={60} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="gender" label="Gender">
          <Select id="gender" options={GENDER_OPTIONS} allowClear placeholder="Choose gender" />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item
          name="dateOfBirth"
          label="Date of Birth"
          required={required('dateOfBirth')}
          {...dateProps}
          extra={`At least ${STUDENT_MIN_AGE} years old`}
        >
          <DatePicker
            id="dateOfBirth"
            format={SHOWN}
            placeholder={SHOWN}
            style={{ width: '100%' }}
            disabledDate={(d) => d.isAfter(latestBirth, 'day')}
            defaultPickerValue={latestBirth}
          />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="email" label="Email" required={required('email')}>
          <Input name="email" type="email" maxLength={254} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="alternateEmail" label="Alternate Email">
          <Input name="alternateEmail" type="email" maxLength={254} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="phone" label="Phone" required={required('phone')}>
          <Input name="phone" type="tel" maxLength={25} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="alternatePhone" label="Alternate Phone">
          <Input name="alternatePhone" type="tel" maxLength={25} autoComplete="off" />
        </Form.Item>
      </Col>
      <LookupField
        name="nationalityId"
        label="Nationality"
        table="country"
        placeholder="Choose nationality"
        currentLabel={labels?.nationalityId}
      />
      <LookupField
        name="birthCountryId"
        label="Country of Birth"
        table="country"
        placeholder="Choose country of birth"
        currentLabel={labels?.birthCountryId}
      />
      <Col {...FIELD_COL}>
        <Form.Item name="passportNumber" label="Passport Number">
          <Input name="passportNumber" maxLength={20} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="passportExpiry" label="Passport Expiry" {...dateProps}>
          <DatePicker id="passportExpiry" format={SHOWN} placeholder={SHOWN} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}

export function AddressFields({ required, labels, autoFocus, form }: FieldsProps & { form: FormInstance }) {
  const countryId = Form.useWatch('countryId', form) as number | null | undefined;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="address1" label="Address Line 1" required={required('address1')}>
          <Input name="address1" maxLength={200} autoComplete="off" autoFocus={autoFocus} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="address2" label="Address Line 2">
          <Input name="address2" maxLength={200} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="city" label="City" required={required('city')}>
          <Input name="city" maxLength={80} autoComplete="off" />
        </Form.Item>
      </Col>
      <LookupField
        name="countryId"
        label="Country"
        required={required('countryId')}
        table="country"
        placeholder="Choose country"
        currentLabel={labels?.countryId}
        onChange={(v) => {
          form.setFieldsValue({ countryId: v, stateId: null });
        }}
      />
      <LookupField
        name="stateId"
        label="State"
        table="state"
        placeholder={countryId ? 'Choose state' : 'Choose a country first'}
        disabled={!countryId}
        filter={countryId ? { country: countryId } : undefined}
        currentLabel={labels?.stateId}
      />
      <Col {...FIELD_COL}>
        <Form.Item name="zip" label="Zip Code" required={required('zip')}>
          <Input name="zip" maxLength={10} autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** `locked`: fields that are parts of their own the viewer may not change here (status change, accounting details). */
export function ProfileFields({
  required,
  labels,
  form,
  locked = {},
}: FieldsProps & { form: FormInstance; locked?: { status?: boolean; financialStatus?: boolean } }) {
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
      <LookupField
        name="studentTypeId"
        label="Student Type"
        required={required('studentTypeId')}
        table="student-type"
        placeholder="Choose student type"
        currentLabel={labels?.studentTypeId}
      />
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
      <LookupField
        name="campusId"
        label="Campus"
        required={required('campusId')}
        table="campus"
        placeholder="Choose campus"
        currentLabel={labels?.campusId}
      />
      <LookupField
        name="startSemesterId"
        label="Start Semester"
        required={required('startSemesterId')}
        table="semester"
        placeholder="Choose start semester"
        currentLabel={labels?.startSemesterId}
      />
      <LookupField
        name="stageId"
        label="Stage"
        table="stage"
        placeholder={courseId ? 'Choose stage' : 'Choose a course first'}
        disabled={!courseId}
        filter={courseId ? { course: courseId } : undefined}
        currentLabel={labels?.stageId}
      />
      <Col {...FIELD_COL}>
        <Form.Item name="cohort" label="Cohort">
          <Input name="cohort" maxLength={40} autoComplete="off" placeholder="e.g. 2026-Spring" />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="currentCourseStatus" label="Course Status">
          <Select
            id="currentCourseStatus"
            options={COURSE_STATUS_OPTIONS}
            allowClear
            placeholder="Choose course status"
          />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="usmleTestStatus" label="USMLE Status">
          <Select
            id="usmleTestStatus"
            options={USMLE_TEST_STATUS_OPTIONS}
            allowClear
            placeholder="Choose USMLE status"
          />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="campusStatus" label="Campus Status">
          <Select id="campusStatus" options={CAMPUS_STATUSES} allowClear placeholder="Choose campus status" />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="financialStatus" label="Financial Status" required>
          <Select id="financialStatus" options={FINANCIAL_STATUSES} disabled={locked.financialStatus} />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="immigrationRequired" label="Immigration Required" valuePropName="checked">
          <Switch id="immigrationRequired" />
        </Form.Item>
      </Col>
    </Row>
  );
}
