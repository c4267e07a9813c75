import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Flex, Form, Input, Radio, Select, Tag, Typography } from 'antd';
import { EditOutlined, FormOutlined } from '@ant-design/icons';
import {
  INTERVIEW_CRITERIA,
  INTERVIEW_RECOMMENDATIONS,
  INTERVIEW_SCORE_LABELS,
  INTERVIEW_SCORE_MAX,
  INTERVIEW_SCORE_MIN,
  INTERVIEW_TOASTS,
  interviewEvaluationInput,
  type InterviewEvaluation,
} from '@caduceus/contracts';
import { FormDrawer } from '../../../../../components/FormModal';
import { QueryState } from '../../../../../components/QueryState';
import { formatDateTime } from '../../../../../components/format';
import { saveWithToasts } from '../../../../../components/saveWithToasts';
import { useZodForm } from '../../../../../components/useZodForm';
import { useEvaluations, useSaveEvaluation } from './api';

const SCORES = Array.from({ length: INTERVIEW_SCORE_MAX - INTERVIEW_SCORE_MIN + 1 }, (_, i) => INTERVIEW_SCORE_MIN + i);
const SCALE = SCORES.map((n) => `${n} ${INTERVIEW_SCORE_LABELS[n]}`).join(' · ');
const RECOMMENDATION_COLOURS: Record<string, string> = { admit: 'green', waitlist: 'gold', decline: 'red' };

/** One criterion's score: five buttons in a labelled radio group (arrow keys move between them). */
function ScoreInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value?: number;
  onChange?: (v: number) => void;
}) {
  return (
    <Radio.Group
      id={id}
      aria-label={label}
      optionType="button"
      buttonStyle="solid"
      value={value}
      onChange={(e) => onChange?.(Number(e.target.value))}
      options={SCORES.map((n) => ({ value: n, label: String(n), title: INTERVIEW_SCORE_LABELS[n] }))}
    />
  );
}

/** The evaluation form (saveLeadInterviewEvalInfo): a new one, or the viewer's own to change. */
function EvaluationDrawer({
  leadId,
  mine,
  open,
  onClose,
}: {
  leadId: number;
  mine: InterviewEvaluation | null;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveEvaluation(leadId);
  const f = useZodForm(interviewEvaluationInput);
  const { reset } = f;
  useEffect(() => {
    if (open) reset(mine ? { ...mine.scores, recommendation: mine.recommendation, comments: mine.comments ?? '' } : {});
  }, [open, mine, reset]);
  const onSubmit = f.submit(async (values) => {
    await saveWithToasts(() => save.mutateAsync({ id: mine?.id ?? null, values }), {
      ok: mine ? INTERVIEW_TOASTS.evaluationUpdated : INTERVIEW_TOASTS.evaluationAdded,
      failed: INTERVIEW_TOASTS.evaluationFailed,
    });
    onClose();
  });
  return (
    <FormDrawer
      open={open}
      title={mine ? 'Edit Evaluation' : 'Interview Evaluation'}
      okText={mine ? 'Save' : 'Submit Evaluation'}
      onClose={onClose}
      onSubmit={onSubmit}
      {...f.shellProps}
    >
      <Typography.Paragraph type="secondary">Score each criterion: {SCALE}.</Typography.Paragraph>
      {INTERVIEW_CRITERIA.map((c) => (
        <Form.Item key={c.key} name={c.key} label={c.label} required={f.required(c.key)}>
          <ScoreInput id={c.key} label={c.label} />
        </Form.Item>
      ))}
      <Form.Item name="recommendation" label="Recommendation" required={f.required('recommendation')}>
        <Select
          id="recommendation"
          aria-label="Recommendation"
          placeholder="Admit, Waitlist or Decline"
          showSearch={{ optionFilterProp: 'label' }}
          options={INTERVIEW_RECOMMENDATIONS.map((r) => ({ value: r.value, label: r.label }))}
        />
      </Form.Item>
      <Form.Item name="comments" label="Comments" required={f.required('comments')}>
        <Input.TextArea id="comments" rows={5} maxLength={4000} showCount />
      </Form.Item>
    </FormDrawer>
  );
}

function EvaluationView({ e, onEdit }: { e: InterviewEvaluation; onEdit?: () => void }) {
  return (
    <Card
      size="small"
      type="inner"
      role="article"
      aria-label={`Evaluation by ${e.evaluatorName ?? 'unknown'}`}
      title={
        <Flex gap={8} align="center" wrap>
          <strong>{e.evaluatorName ?? '—'}</strong>
          <Tag color={RECOMMENDATION_COLOURS[e.recommendation]}>{e.recommendationLabel}</Tag>
          <Typography.Text type="secondary">
            Average {e.average.toFixed(1)} / {INTERVIEW_SCORE_MAX}
          </Typography.Text>
        </Flex>
      }
      extra={
        onEdit && (
          <Button size="small" icon={<EditOutlined />} onClick={onEdit}>
            Edit
          </Button>
        )
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={INTERVIEW_CRITERIA.map((c) => ({
          key: c.key,
          label: c.label,
          children: `${e.scores[c.key]} – ${INTERVIEW_SCORE_LABELS[e.scores[c.key]] ?? ''}`,
        }))}
      />
      {e.comments && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 8, marginBottom: 0 }}>
          {e.comments}
        </Typography.Paragraph>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {e.updatedAt !== e.createdAt
          ? `Updated ${formatDateTime(e.updatedAt)}`
          : `Written ${formatDateTime(e.createdAt)}`}
      </Typography.Text>
    </Card>
  );
}

/** The Evaluation card: every interviewer's form (read by lead staff), the viewer's own to add or edit. */
export function EvaluationCard({ leadId, readOnly }: { leadId: number; readOnly: boolean }) {
  const evaluations = useEvaluations(leadId);
  const [open, setOpen] = useState(false);
  const mine = evaluations.data?.items.find((e) => e.mine) ?? null;
  return (
    <Card
      role="region"
      aria-label="Interview Evaluation"
      title={<h2 className="card-h2">Interview Evaluation</h2>}
      style={{ marginTop: 16 }}
      extra={
        !readOnly &&
        evaluations.isSuccess &&
        !mine && (
          <Button icon={<FormOutlined />} onClick={() => setOpen(true)}>
            Add Evaluation
          </Button>
        )
      }
    >
      <QueryState query={evaluations} isEmpty={(d) => d.items.length === 0} emptyText="No evaluation yet">
        {(d) => (
          <Flex vertical gap={12}>
            {d.items.map((e) => (
              <EvaluationView key={e.id} e={e} onEdit={e.mine && !readOnly ? () => setOpen(true) : undefined} />
            ))}
          </Flex>
        )}
      </QueryState>
      {!readOnly && <EvaluationDrawer leadId={leadId} mine={mine} open={open} onClose={() => setOpen(false)} />}
    </Card>
  );
}
