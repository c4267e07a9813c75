import { Col, DatePicker, Form, Input, Row, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { GENDER_OPTIONS, courseSemestersPath } from '@caduceus/contracts';
import { LookupSelect, type LookupSelectProps } from '../../../../components/LookupSelect';
import { FIELD_COL, LookupField } from '../../../../components/LookupField';
import { UserSelect } from '../../../../components/UserSelect';

/**
 * The fields of the lead record, shared by the add form and the profile tab. Validation is the
 * contracts' schema through useZodForm; these only lay the fields out.
 */
interface FieldsProps {
  /** useZodForm().required: the asterisk */
  required: (name: string) => boolean;
  /** labels of the referenced rows the record holds (shown until the choices load) */
  labels?: Record<string, string | null>;
  autoFocus?: boolean;
}

const WIRE = 'YYYY-MM-DD';
const SHOWN = 'MM/DD/YYYY';
const dateProps = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format(WIRE) : null),
};

/** Name, contact and birth: the person. */
export function LeadPersonFields({ required, labels, autoFocus }: FieldsProps) {
  return (
    <Row gutter={16}>
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
        <Form.Item name="email" label="Email" required={required('email')}>
          <Input name="email" type="email" maxLength={254} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="phone" label="Phone" required={required('phone')}>
          <Input name="phone" type="tel" maxLength={25} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...FIELD_COL}>
        <Form.Item name="dateOfBirth" label="Date of Birth" required={required('dateOfBirth')} {...dateProps}>
          <DatePicker
            id="dateOfBirth"
            format={SHOWN}
            placeholder={SHOWN}
            style={{ width: '100%' }}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          />
        </Form.Item>
      </Col>
      <LookupField
        name="birthCountryId"
        label="Birth Country"
        required={required('birthCountryId')}
        table="country"
        placeholder="Choose birth country"
        currentLabel={labels?.birthCountryId}
      />
    </Row>
  );
}

/** The semester dropdown: once a program is chosen, only the semesters it takes students in (semseterListFromCourseId). */
function CourseSemesterSelect({ currentLabel, ...rest }: Omit<LookupSelectProps, 'table'>) {
  const form = Form.useFormInstance();
  const courseId = Form.useWatch('courseId', form) as number | null | undefined;
  return (
    <LookupSelect
      id="semesterId"
      table="semester"
      placeholder="Choose semester"
      currentLabel={currentLabel}
      {...rest}
      path={courseId ? courseSemestersPath(courseId) : undefined}
    />
  );
}

/** Program, campus, semester, source and the representative: where the lead is headed and who follows them. */
export function LeadProgramFields({ required, labels }: FieldsProps) {
  return (
    <Row gutter={16}>
      <LookupField
        name="courseId"
        label="Program"
        required={required('courseId')}
        table="course"
        placeholder="Choose program"
        currentLabel={labels?.courseId}
      />
      <LookupField
        name="campusId"
        label="Campus"
        required={required('campusId')}
        table="campus"
        placeholder="Choose campus"
        currentLabel={labels?.campusId}
      />
      <Col {...FIELD_COL}>
        <Form.Item name="semesterId" label="Semester" required={required('semesterId')}>
          <CourseSemesterSelect currentLabel={labels?.semesterId} />
        </Form.Item>
      </Col>
      <LookupField
        name="sourceId"
        label="Source"
        required={required('sourceId')}
        table="referral-source"
        placeholder="Where did they hear of us?"
        currentLabel={labels?.sourceId}
      />
      <Col {...FIELD_COL}>
        <Form.Item name="representativeId" label="Representative" required={required('representativeId')}>
          <UserSelect id="representativeId" placeholder="Type a name" currentLabel={labels?.representativeId} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The profile's "more info": gender, nationality, alternate phone, highest degree, immigration. */
export function LeadMoreInfoFields({ required, labels, autoFocus }: FieldsProps) {
  return (
    <Row gutter={16}>
      <Col {...FIELD_COL}>
        <Form.Item name="gender" label="Gender">
          <Select id="gender" options={GENDER_OPTIONS} allowClear placeholder="Choose gender" autoFocus={autoFocus} />
        </Form.Item>
      </Col>
      <LookupField
        name="nationalityId"
        label="Nationality"
        table="country"
        placeholder="Choose nationality"
        currentLabel={labels?.nationalityId}
      />
      <Col {...FIELD_COL}>
        <Form.Item name="alternatePhone" label="Alternate Phone" required={required('alternatePhone')}>
          <Input name="alternatePhone" type="tel" maxLength={25} autoComplete="off" />
        </Form.Item>
      </Col>
      <LookupField
        name="highestDegreeId"
        label="Highest Degree"
        table="premed-highest-degree"
        placeholder="Choose degree"
        currentLabel={labels?.highestDegreeId}
      />
      <Col {...FIELD_COL}>
        <Form.Item name="immigrationRequired" label="Immigration Required" valuePropName="checked">
          <Switch id="immigrationRequired" />
        </Form.Item>
      </Col>
    </Row>
  );
}
