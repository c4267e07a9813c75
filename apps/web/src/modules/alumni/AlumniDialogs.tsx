import { useTranslation } from 'react-i18next';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import {
  ALUMNI_TOASTS,
  JOB_POSITION_TYPES,
  OTHER_DEGREE_LEVELS,
  RESIDENCY_MATCH_TYPES,
  RESIDENCY_STATUSES,
  alumniEmailInput,
  alumniJobInput,
  alumniOtherDegreeInput,
  alumniPersonalInput,
  alumniResidencyInput,
  type AlumniPersonal,
} from '@caduceus/contracts';
import { DateItem } from '../../components/DateItem';
import { FormModal } from '../../components/FormModal';
import { useFormDialog } from '../../components/useFormDialog';
import { useAlumniChoices, useAlumniWrites, type JobRow, type OtherDegreeRow, type ResidencyRow } from './api';

/** What a dialog edits: a new entry (null) or one of the list; the dialog is closed while undefined. */
export type Target<T> = { row: T | null } | null;
interface DialogProps<T> {
  studentId: number;
  target: Target<T>;
  onClose: () => void;
}
const options = (values: readonly (string | number)[]) => values.map((v) => ({ value: v, label: String(v) }));

function useToasts() {
  const { t } = useTranslation();
  return { ok: t(ALUMNI_TOASTS.saved, { ns: 'titles' }), failed: t(ALUMNI_TOASTS.saveFailed, { ns: 'titles' }) };
}

/** Adds or corrects a job: employer, position and its type, speciality, place, years, current. */
export function JobDialog({ studentId, target, onClose }: DialogProps<JobRow>) {
  const { t } = useTranslation();
  const writes = useAlumniWrites(studentId);
  const open = target !== null;
  const choices = useAlumniChoices(open);
  const editing = target?.row ?? null;
  const f = useFormDialog(alumniJobInput, {
    open,
    onClose,
    source: target,
    values: () =>
      editing
        ? {
            employer: editing.employer,
            position: editing.position,
            positionType: (editing.positionType as (typeof JOB_POSITION_TYPES)[number] | null) ?? undefined,
            specialityId: editing.specialityId,
            city: editing.city ?? '',
            country: editing.country ?? '',
            fromYear: editing.fromYear,
            toYear: editing.toYear,
            isCurrent: editing.isCurrent,
          }
        : { isCurrent: false },
    save: (body) =>
      editing ? writes.updateJob.mutateAsync({ id: editing.id, body }) : writes.addJob.mutateAsync(body),
    toasts: useToasts(),
  });
  const years = options(choices.data?.years ?? []);
  return (
    <FormModal
      {...f.shell}
      title={editing ? t('Edit job', { ns: 'titles' }) : t('Add job', { ns: 'titles' })}
      width={640}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="employer" label={t('Employer', { ns: 'titles' })} required>
            <Input id="job-employer" maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="position" label={t('Position', { ns: 'titles' })} required>
            <Input id="job-position" maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="positionType" label={t('Position type', { ns: 'titles' })}>
            <Select id="job-positionType" allowClear options={options(JOB_POSITION_TYPES)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="specialityId" label={t('Speciality', { ns: 'titles' })}>
            <Select
              id="job-specialityId"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={choices.isLoading}
              options={(choices.data?.specialities ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="city" label={t('City', { ns: 'titles' })}>
            <Input id="job-city" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="country" label={t('Country', { ns: 'titles' })}>
            <Input id="job-country" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="fromYear" label={t('From year', { ns: 'titles' })} required>
            <Select id="job-fromYear" showSearch options={years} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="toYear" label={t('To year', { ns: 'titles' })}>
            <Select id="job-toYear" allowClear showSearch options={years} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="isCurrent" valuePropName="checked" label=" ">
            <Checkbox id="job-isCurrent">{t('Current job', { ns: 'titles' })}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}

/** Adds or corrects a degree taken elsewhere. */
export function OtherDegreeDialog({ studentId, target, onClose }: DialogProps<OtherDegreeRow>) {
  const { t } = useTranslation();
  const writes = useAlumniWrites(studentId);
  const open = target !== null;
  const choices = useAlumniChoices(open);
  const editing = target?.row ?? null;
  const f = useFormDialog(alumniOtherDegreeInput, {
    open,
    onClose,
    source: target,
    values: () =>
      editing
        ? {
            level: editing.level as (typeof OTHER_DEGREE_LEVELS)[number],
            degree: editing.degree,
            institution: editing.institution,
            field: editing.field ?? '',
            year: editing.year,
          }
        : undefined,
    save: (body) =>
      editing ? writes.updateDegree.mutateAsync({ id: editing.id, body }) : writes.addDegree.mutateAsync(body),
    toasts: useToasts(),
  });
  return (
    <FormModal
      {...f.shell}
      title={editing ? t('Edit other degree', { ns: 'titles' }) : t('Add other degree', { ns: 'titles' })}
      width={560}
    >
      <Form.Item name="level" label={t('Level', { ns: 'titles' })} required>
        <Select id="degree-level" options={options(OTHER_DEGREE_LEVELS)} />
      </Form.Item>
      <Form.Item name="degree" label={t('Degree', { ns: 'titles' })} required>
        <Input id="degree-degree" maxLength={200} />
      </Form.Item>
      <Form.Item name="institution" label={t('Institution', { ns: 'titles' })} required>
        <Input id="degree-institution" maxLength={200} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item name="field" label={t('Field of study', { ns: 'titles' })}>
            <Input id="degree-field" maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="year" label={t('Year', { ns: 'titles' })}>
            <Select id="degree-year" allowClear showSearch options={options(choices.data?.years ?? [])} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}

/** Records or corrects a residency application or match. */
export function ResidencyDialog({ studentId, target, onClose }: DialogProps<ResidencyRow>) {
  const { t } = useTranslation();
  const writes = useAlumniWrites(studentId);
  const open = target !== null;
  const choices = useAlumniChoices(open);
  const editing = target?.row ?? null;
  const f = useFormDialog(alumniResidencyInput, {
    open,
    onClose,
    source: target,
    values: () =>
      editing
        ? {
            programId: editing.programId,
            matchType: (editing.matchType as (typeof RESIDENCY_MATCH_TYPES)[number] | null) ?? undefined,
            matchYear: editing.matchYear,
            attempt: editing.attempt,
            pgyStartDate: editing.pgyStartDate,
            status: editing.status as (typeof RESIDENCY_STATUSES)[number],
            notes: editing.notes ?? '',
          }
        : undefined,
    save: (body) =>
      editing ? writes.updateResidency.mutateAsync({ id: editing.id, body }) : writes.addResidency.mutateAsync(body),
    toasts: useToasts(),
  });
  return (
    <FormModal
      {...f.shell}
      title={editing ? t('Edit residency', { ns: 'titles' }) : t('Add residency', { ns: 'titles' })}
      width={640}
    >
      <Form.Item name="programId" label={t('Residency program', { ns: 'titles' })} required>
        <Select
          id="residency-programId"
          showSearch={{ optionFilterProp: 'label' }}
          loading={choices.isLoading}
          options={(choices.data?.programs ?? []).map((p) => ({
            value: p.id,
            label: p.specialityName ? `${p.name} (${p.specialityName})` : p.name,
          }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} md={8}>
          <Form.Item name="matchType" label={t('Match type', { ns: 'titles' })}>
            <Select id="residency-matchType" allowClear options={options(RESIDENCY_MATCH_TYPES)} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="matchYear" label={t('Match year', { ns: 'titles' })} required>
            <Select id="residency-matchYear" showSearch options={options(choices.data?.years ?? [])} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="attempt" label={t('Attempt', { ns: 'titles' })}>
            <Select id="residency-attempt" allowClear options={options([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])} />
          </Form.Item>
        </Col>
        <Col xs={12} md={12}>
          <DateItem id="residency-pgyStartDate" name="pgyStartDate" label={t('PGY start', { ns: 'titles' })} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="status" label={t('Status', { ns: 'titles' })} required>
            <Select id="residency-status" options={options(RESIDENCY_STATUSES)} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="notes" label={t('Note', { ns: 'titles' })}>
        <Input.TextArea id="residency-notes" rows={2} maxLength={1000} />
      </Form.Item>
    </FormModal>
  );
}

/** Writes the personal details after graduation. */
export function PersonalDialog({
  studentId,
  current,
  open,
  onClose,
}: {
  studentId: number;
  current: AlumniPersonal | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writes = useAlumniWrites(studentId);
  const f = useFormDialog(alumniPersonalInput, {
    open,
    onClose,
    source: current,
    values: () => ({
      address: current?.address ?? '',
      city: current?.city ?? '',
      country: current?.country ?? '',
      personalEmail: current?.personalEmail ?? '',
      phone: current?.phone ?? '',
      website: current?.website ?? '',
      consentToContact: current?.consentToContact ?? false,
    }),
    save: (body) => writes.savePersonal.mutateAsync(body),
    toasts: useToasts(),
  });
  return (
    <FormModal {...f.shell} title={t('Edit personal info', { ns: 'titles' })} width={640}>
      <Form.Item name="address" label={t('Current address', { ns: 'titles' })}>
        <Input.TextArea id="alumni-address" rows={2} maxLength={500} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="city" label={t('City', { ns: 'titles' })}>
            <Input id="alumni-city" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="country" label={t('Country', { ns: 'titles' })}>
            <Input id="alumni-country" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="personalEmail" label={t('Personal email', { ns: 'titles' })}>
            <Input id="alumni-personalEmail" type="email" maxLength={254} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('Phone', { ns: 'titles' })}>
            <Input id="alumni-phone" maxLength={30} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="website" label={t('LinkedIn or website', { ns: 'titles' })}>
        <Input id="alumni-website" maxLength={300} placeholder="https://" /* i18n-ignore: a sample value */ />
      </Form.Item>
      <Form.Item name="consentToContact" valuePropName="checked">
        <Checkbox id="alumni-consentToContact">{t('May be contacted by the school', { ns: 'titles' })}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}

/** Writes to the alumna through the outbox. */
export function EmailDialog({ studentId, open, onClose }: { studentId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const writes = useAlumniWrites(studentId);
  const f = useFormDialog(alumniEmailInput, {
    open,
    onClose,
    values: () => ({ subject: '', body: '' }),
    save: (body) => writes.sendEmail.mutateAsync(body),
    toasts: {
      ok: t(ALUMNI_TOASTS.emailSent, { ns: 'titles' }),
      failed: t(ALUMNI_TOASTS.emailFailed, { ns: 'titles' }),
    },
  });
  return (
    <FormModal {...f.shell} title={t('Send email', { ns: 'titles' })} okText={t('Send', { ns: 'titles' })} width={640}>
      <Form.Item name="subject" label={t('Subject', { ns: 'titles' })} required>
        <Input id="alumni-email-subject" maxLength={200} />
      </Form.Item>
      <Form.Item name="body" label={t('Message', { ns: 'titles' })} required>
        <Input.TextArea id="alumni-email-body" rows={6} maxLength={10000} />
      </Form.Item>
    </FormModal>
  );
}
