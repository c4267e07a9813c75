import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Checkbox,
  Descriptions,
  Empty,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import {
  answerField,
  choicesOf,
  formatAnswer,
  formatDate,
  matrixOf,
  ratingRange,
  SURVEY_TEXT_LIMITS,
  surveyAnswersInput,
  type SurveyForm as SurveyFormData,
} from '@caduceus/contracts';
import { translateMessage } from '../../../app/i18n';
import { DateItem } from '../../../components/DateItem';
import { FormError } from '../../../components/FormError';
import { saveWithToasts } from '../../../components/saveWithToasts';
import { StatusTag } from '../../../components/StatusTag';
import { useZodForm } from '../../../components/useZodForm';

type Question = NonNullable<SurveyFormData['survey']>['questions'][number];

/** The input of a question by its answer type (1-15), Ant Design's; Form.Item's value and onChange pass through to it. */
function AnswerInput({
  q,
  id,
  ...bound
}: {
  q: Question;
  id: string;
  // Form.Item injects them at run time; `never` lets them pass into every input's own types
  value?: never;
  onChange?: never;
}) {
  const { t } = useTranslation('titles');
  const choices = choicesOf(q);
  switch (q.answerType) {
    case 2:
      return <Input.TextArea id={id} {...bound} rows={3} maxLength={SURVEY_TEXT_LIMITS.long} />;
    case 3:
    case 6:
    case 9:
      return (
        <Radio.Group
          id={id}
          {...bound}
          options={choices.map((c) => ({ value: c, label: q.answerType === 3 ? c : t(c) }))}
        />
      );
    case 4:
      return <Checkbox.Group {...bound} options={choices.map((c) => ({ value: c, label: c }))} />;
    case 5:
      return (
        <Select
          id={id}
          {...bound}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('Choose')}
          options={choices.map((c) => ({ value: c, label: c }))}
          style={{ maxWidth: 360 }}
        />
      );
    case 7:
    case 8: {
      const { min, max } = ratingRange(q.answerType);
      return (
        <Radio.Group
          id={id}
          {...bound}
          optionType="button"
          options={Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: String(min + i) }))}
        />
      );
    }
    case 10:
      return <InputNumber id={id} {...bound} style={{ width: 200 }} />;
    case 12:
      return <Input id={id} {...bound} placeholder={t('HH:MM')} style={{ width: 120 }} maxLength={5} />;
    case 13:
      return <Input id={id} type="email" {...bound} autoComplete="email" style={{ maxWidth: 360 }} />;
    default:
      return (
        <Input
          id={id}
          {...bound}
          maxLength={q.answerType === 14 ? SURVEY_TEXT_LIMITS.note : SURVEY_TEXT_LIMITS.short}
          placeholder={q.answerType === 14 ? t('Name the file or where it can be found') : undefined}
        />
      );
  }
}

/** A matrix question: a row per line, a radio per column. */
function MatrixInput({
  q,
  value,
  onChange,
}: {
  q: Question;
  value?: Record<string, string>;
  onChange?: (v: Record<string, string>) => void;
}) {
  const { t } = useTranslation('titles');
  const { rows, columns } = matrixOf(q.options);
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="row"
      dataSource={rows.map((row) => ({ row }))}
      columns={[
        { key: 'row', dataIndex: 'row', title: '' },
        ...columns.map((c) => ({
          key: c,
          title: t(c),
          align: 'center' as const,
          render: (_: unknown, r: { row: string }) => (
            <Radio
              aria-label={`${r.row}: ${t(c)}`}
              checked={value?.[r.row] === c}
              onChange={() => onChange?.({ ...(value ?? {}), [r.row]: c })}
            />
          ),
        })),
      ]}
    />
  );
}

/** A submitted response, read only: each question with its answer as the contracts format it. */
export function SurveyAnswers({ data }: { data: SurveyFormData }) {
  const { t } = useTranslation('titles');
  const r = data.response;
  if (!data.survey || !r) return null;
  return (
    <>
      <Typography.Paragraph>
        {t('Submitted on {{date}}', { date: formatDate(r.submittedAt) })}
        {r.approval && (
          <>
            {' '}
            <StatusTag status={r.approval} />
          </>
        )}
      </Typography.Paragraph>
      {r.approvalNote && <Alert type="info" showIcon title={r.approvalNote} style={{ marginBottom: 12 }} />}
      <Descriptions column={1} bordered size="small">
        {data.survey.questions.map((q) => (
          <Descriptions.Item key={q.id} label={q.question}>
            {formatAnswer(q, r.answers[answerField(q.id)]) || (
              <Typography.Text type="secondary">{t('No answer')}</Typography.Text>
            )}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </>
  );
}

/**
 * Any survey's form: its questions by answer type, checked by the contracts' answer schema (the server's),
 * submitted once; a submitted response shows read only, a survey not taking answers says why.
 */
export function SurveyForm({
  data,
  onSubmit,
  toasts,
  readOnly,
  submitLabel,
}: {
  data: SurveyFormData;
  onSubmit: (answers: Record<string, unknown>) => Promise<unknown>;
  toasts: { ok: string; failed: string };
  readOnly?: boolean;
  submitLabel?: string;
}) {
  const { t } = useTranslation('titles');
  const questions = data.survey?.questions;
  const schema = useMemo(() => surveyAnswersInput(questions ?? []), [questions]);
  const f = useZodForm(schema);
  if (!data.survey) return <Empty description={translateMessage(data.reason ?? '')} />;
  if (data.response) return <SurveyAnswers data={data} />;
  if (!data.open || readOnly)
    return (
      <Alert
        type="info"
        showIcon
        title={data.survey.title}
        description={data.open ? t('Not answered yet') : translateMessage(data.reason ?? '')}
      />
    );
  const save = f.submit((answers) => saveWithToasts(() => onSubmit(answers as Record<string, unknown>), toasts));
  return (
    <Form {...f.formProps} onFinish={save} aria-label={data.survey.title}>
      <Typography.Title level={4}>{data.survey.title}</Typography.Title>
      {data.survey.description && <Typography.Paragraph>{data.survey.description}</Typography.Paragraph>}
      {data.survey.questions.map((q, i) => {
        const name = answerField(q.id);
        const label = (
          <span>
            {i + 1}. {q.question} {!q.required && <Tag>{t('optional')}</Tag>}
          </span>
        );
        if (q.answerType === 11)
          return <DateItem key={q.id} id={name} name={name} label={label} required={q.required} />;
        return (
          <Form.Item key={q.id} name={name} label={label} htmlFor={name} required={q.required}>
            {q.answerType === 15 ? <MatrixInput q={q} /> : <AnswerInput q={q} id={name} />}
          </Form.Item>
        );
      })}
      <FormError message={f.formError} />
      <Button type="primary" htmlType="submit" loading={f.submitting}>
        {submitLabel ?? t('Submit')}
      </Button>
    </Form>
  );
}
