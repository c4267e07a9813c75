import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Form, Input, InputNumber, Select, Typography, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ACADEMIC_ACTIVITIES,
  CLINICAL_LOG_LIMITS,
  CLINICAL_LOG_MESSAGES,
  CLINICAL_LOG_SETTINGS,
  CLINICAL_LOG_TOASTS,
  PATIENT_GENDERS,
  clinicalLogInput,
  formatDate,
  logDateRefusal,
} from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { DateItem } from '../../../components/DateItem';
import { FormDrawer } from '../../../components/FormDrawer';
import { useFormDialog } from '../../../components/useFormDialog';
import { useLogOptions, useLogWrites, type LogDay } from './logApi';

const today = () => new Date().toISOString().slice(0, 10);
const enumOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: translateTitle(v) }));

/** What the day form edits: a new day (null) or a logged one. */
export type LogDayTarget = { day: LogDay | null };

/**
 * A day of the clinical log in a drawer: the clerical information, the problems and procedures with how the
 * student took part, and the academic activities. The day must be one of the rotation's and not to come (the
 * contracts' rule, checked here as the server does); the server's refusals land on their fields.
 */
export function LogDayForm({
  studentId,
  rotation,
  target,
  onClose,
}: {
  studentId: number;
  rotation: { id: number; startDate: string; endDate: string; status: string };
  target: LogDayTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('titles');
  const writes = useLogWrites(studentId, rotation.id);
  const options = useLogOptions(studentId, rotation.id, target !== null);
  const editing = target?.day ?? null;
  // the day is the form's field but not the body's (it is in the address): read from the form when saving
  const formRef = useRef<FormInstance | null>(null);
  const f = useFormDialog(clinicalLogInput, {
    open: target !== null,
    onClose,
    source: target,
    also: {
      logDate: (v) => {
        const d = v.logDate as string | undefined;
        if (!d) return CLINICAL_LOG_MESSAGES.logDate;
        return logDateRefusal(rotation, d, today())?.message ?? null;
      },
    },
    values: () =>
      editing
        ? {
            logDate: editing.logDate,
            setting: editing.setting,
            hours: editing.hours,
            patientsSeen: editing.patientsSeen,
            patientAge: editing.patientAge,
            patientGender: editing.patientGender,
            notes: editing.notes ?? '',
            problems: editing.problems.map((p) => ({ problemId: p.problemId, optionId: p.optionId })),
            procedures: editing.procedures.map((p) => ({
              procedureId: p.procedureId,
              optionId: p.optionId,
              count: p.count,
            })),
            academics: editing.academics,
          }
        : {
            logDate: today() <= rotation.endDate ? today() : rotation.endDate,
            setting: 'Inpatient',
            hours: 8,
            patientsSeen: 0,
            problems: [],
            procedures: [],
            academics: [],
          },
    save: (body) =>
      writes.save.mutateAsync({
        logDate: (editing?.logDate ?? formRef.current?.getFieldValue('logDate')) as string,
        body,
      }),
    toasts: { ok: t(CLINICAL_LOG_TOASTS.saved), failed: t('Failed to save the clinical log. Try again!') },
  });
  formRef.current = f.form;
  const o = options.data;
  return (
    <FormDrawer
      {...f.shell}
      title={editing ? `${t('Clinical log')} — ${formatDate(editing.logDate)}` : t('Log a day')}
      okText={t('Save day')}
      width={720}
    >
      {editing ? (
        <Form.Item name="logDate" hidden>
          <Input />
        </Form.Item>
      ) : (
        <DateItem name="logDate" id="log-date" label={t('Day')} required />
      )}
      <Flex gap={12} wrap>
        <Form.Item name="setting" label={t('Setting')} required style={{ minWidth: 200, flex: 1 }}>
          <Select id="log-setting" options={enumOptions(CLINICAL_LOG_SETTINGS)} />
        </Form.Item>
        <Form.Item name="hours" label={t('Hours')} required>
          <InputNumber id="log-hours" min={0} max={CLINICAL_LOG_LIMITS.hours} />
        </Form.Item>
        <Form.Item name="patientsSeen" label={t('Patients seen')}>
          <InputNumber id="log-patients" min={0} max={CLINICAL_LOG_LIMITS.patients} />
        </Form.Item>
        <Form.Item name="patientAge" label={t('Patient age')}>
          <InputNumber id="log-age" min={0} max={120} />
        </Form.Item>
        <Form.Item name="patientGender" label={t('Patient gender')} style={{ minWidth: 140 }}>
          <Select id="log-gender" allowClear options={enumOptions(PATIENT_GENDERS)} />
        </Form.Item>
      </Flex>
      <Form.Item name="notes" label={t('Notes')}>
        <Input.TextArea id="log-notes" rows={2} maxLength={2000} />
      </Form.Item>

      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('Problems')}
      </Typography.Title>
      <Form.List name="problems">
        {(fields, { add, remove }, { errors }) => (
          <>
            <Form.ErrorList errors={errors} />
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} align="start" role="group" aria-label={t('Problem {{n}}', { n: i + 1 })}>
                <Form.Item name={[field.name, 'problemId']} style={{ flex: 2, marginBottom: 8 }}>
                  <Select
                    id={`problems_${i}_problemId`}
                    aria-label={t('Problem {{n}}', { n: i + 1 })}
                    placeholder={t('Search a problem')}
                    showSearch={{ optionFilterProp: 'label' }}
                    options={o?.problems}
                    loading={options.isLoading}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'optionId']} style={{ flex: 1, marginBottom: 8 }}>
                  <Select
                    id={`problems_${i}_optionId`}
                    aria-label={t('Problem {{n}} participation', { n: i + 1 })}
                    placeholder={t('How you took part')}
                    showSearch={{ optionFilterProp: 'label' }}
                    options={o?.options}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('Remove problem {{n}}', { n: i + 1 })}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            {fields.length < CLINICAL_LOG_LIMITS.problems && (
              <Button icon={<PlusOutlined />} onClick={() => add({})}>
                {t('Add problem')}
              </Button>
            )}
          </>
        )}
      </Form.List>

      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('Procedures')}
      </Typography.Title>
      <Form.List name="procedures">
        {(fields, { add, remove }, { errors }) => (
          <>
            <Form.ErrorList errors={errors} />
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} align="start" role="group" aria-label={t('Procedure {{n}}', { n: i + 1 })}>
                <Form.Item name={[field.name, 'procedureId']} style={{ flex: 2, marginBottom: 8 }}>
                  <Select
                    id={`procedures_${i}_procedureId`}
                    aria-label={t('Procedure {{n}}', { n: i + 1 })}
                    placeholder={t('Search a procedure')}
                    showSearch={{ optionFilterProp: 'label' }}
                    options={o?.procedures}
                    loading={options.isLoading}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'optionId']} style={{ flex: 1, marginBottom: 8 }}>
                  <Select
                    id={`procedures_${i}_optionId`}
                    aria-label={t('Procedure {{n}} participation', { n: i + 1 })}
                    placeholder={t('How you took part')}
                    showSearch={{ optionFilterProp: 'label' }}
                    options={o?.options}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'count']} style={{ marginBottom: 8 }}>
                  <InputNumber
                    id={`procedures_${i}_count`}
                    aria-label={t('Procedure {{n}} count', { n: i + 1 })}
                    min={1}
                    max={50}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('Remove procedure {{n}}', { n: i + 1 })}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            {fields.length < CLINICAL_LOG_LIMITS.procedures && (
              <Button icon={<PlusOutlined />} onClick={() => add({ count: 1 })}>
                {t('Add procedure')}
              </Button>
            )}
          </>
        )}
      </Form.List>

      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('Academic activities')}
      </Typography.Title>
      <Form.List name="academics">
        {(fields, { add, remove }, { errors }) => (
          <>
            <Form.ErrorList errors={errors} />
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} align="start" role="group" aria-label={t('Activity {{n}}', { n: i + 1 })}>
                <Form.Item name={[field.name, 'activity']} style={{ width: 180, marginBottom: 8 }}>
                  <Select
                    id={`academics_${i}_activity`}
                    aria-label={t('Activity {{n}}', { n: i + 1 })}
                    options={enumOptions(ACADEMIC_ACTIVITIES)}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'topic']} style={{ flex: 1, marginBottom: 8 }}>
                  <Input
                    id={`academics_${i}_topic`}
                    aria-label={t('Activity {{n}} topic', { n: i + 1 })}
                    placeholder={t('Topic')}
                    maxLength={200}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'hours']} style={{ marginBottom: 8 }}>
                  <InputNumber
                    id={`academics_${i}_hours`}
                    aria-label={t('Activity {{n}} hours', { n: i + 1 })}
                    min={1}
                    max={12}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('Remove activity {{n}}', { n: i + 1 })}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            {fields.length < CLINICAL_LOG_LIMITS.academics && (
              <Button icon={<PlusOutlined />} onClick={() => add({ activity: 'Lecture', hours: 1 })}>
                {t('Add activity')}
              </Button>
            )}
          </>
        )}
      </Form.List>
      {editing?.verification.status === 'Returned' && editing.verification.comment && (
        <Typography.Paragraph type="warning" style={{ marginTop: 16 }}>
          {t('Returned by the preceptor')}: {editing.verification.comment}
        </Typography.Paragraph>
      )}
    </FormDrawer>
  );
}
