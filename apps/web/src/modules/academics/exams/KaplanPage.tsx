import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Form, InputNumber, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { EXAM_TOASTS, KAPLAN_SCORE, KAPLAN_TESTS, formatDate, kaplanScoreForStudent } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { DataTable } from '../../../components/DataTable';
import { DateItem } from '../../../components/DateItem';
import { FormModal } from '../../../components/FormModal';
import { LookupSelect } from '../../../components/LookupSelect';
import { Page } from '../../../components/Page';
import { useFormDialog } from '../../../components/useFormDialog';
import { useLookup } from '../../../components/useLookup';
import { EXAM_PATHS, useExamWrites, type KaplanRow } from './api';
import { studentExamsUrl } from './NbmePages';

/** Records a student's Kaplan score (a diagnostic by default) in a semester. */
function KaplanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { addKaplan } = useExamWrites();
  const f = useFormDialog(kaplanScoreForStudent, {
    open,
    onClose,
    values: () => ({ test: 'Diagnostic' }),
    save: (body) => addKaplan.mutateAsync(body),
    toasts: {
      ok: t(EXAM_TOASTS.kaplanAdded, { ns: 'titles' }),
      failed: t('Failed to save the score. Try again!', { ns: 'titles' }),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={t('Add Kaplan diagnostic', { ns: 'titles' })}
      okText={t('Add Kaplan diagnostic', { ns: 'titles' })}
    >
      <Form.Item name="studentId" label={t('Student ID', { ns: 'titles' })} required>
        <InputNumber id="kaplan-studentId" min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="semesterId" label={t('Semester', { ns: 'titles' })} required>
        <LookupSelect id="kaplan-semesterId" table="semester" />
      </Form.Item>
      <Form.Item name="test" label={t('Test', { ns: 'titles' })} required>
        <Select id="kaplan-test" options={KAPLAN_TESTS.map((v) => ({ value: v, label: translateTitle(v) }))} />
      </Form.Item>
      <DateItem
        id="kaplan-examDate"
        name="examDate"
        label={t('Exam date', { ns: 'titles' })}
        required={f.required('examDate')}
      />
      <Form.Item name="score" label={t('Score', { ns: 'titles' })} required>
        <InputNumber
          id="kaplan-score"
          min={KAPLAN_SCORE.min}
          max={KAPLAN_SCORE.max}
          precision={0}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </FormModal>
  );
}

/** /exams/kaplan: Kaplan results by semester, searched by student; add a diagnostic. */
export default function KaplanPage() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const semesters = useLookup('semester');
  const columns = useMemo<ColumnsType<KaplanRow>>(
    () => [
      {
        key: 'studentName',
        dataIndex: 'studentName',
        title: t('Student', { ns: 'titles' }),
        render: (v: string | null, r) => <Link to={studentExamsUrl(r.studentId)}>{v ?? `#${r.studentId}`}</Link>,
      },
      { key: 'studentId', dataIndex: 'studentId', title: t('Student ID', { ns: 'titles' }) },
      { key: 'semesterName', dataIndex: 'semesterName', title: t('Semester', { ns: 'titles' }) },
      { key: 'test', dataIndex: 'test', title: t('Test', { ns: 'titles' }), render: (v: string) => translateTitle(v) },
      {
        key: 'examDate',
        dataIndex: 'examDate',
        title: t('Exam date', { ns: 'titles' }),
        render: (v: string) => formatDate(v),
      },
      { key: 'score', dataIndex: 'score', title: t('Score', { ns: 'titles' }), align: 'right' },
    ],
    [t],
  );
  return (
    <Page
      title="Kaplan"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('Add Kaplan diagnostic', { ns: 'titles' })}
        </Button>
      }
    >
      <Card>
        <DataTable<KaplanRow>
          path={EXAM_PATHS.kaplan}
          prefix="kp"
          columns={columns}
          rowKey="id"
          filters={[
            {
              name: 'semesterId',
              label: t('Semester', { ns: 'titles' }),
              options: (semesters.data?.items ?? []).map((s) => ({ value: String(s.value), label: s.label })),
            },
            {
              name: 'test',
              label: t('Test', { ns: 'titles' }),
              options: KAPLAN_TESTS.map((v) => ({ value: v, label: translateTitle(v) })),
            },
          ]}
          label={t('Kaplan scores', { ns: 'titles' })}
          search={t('Student name or ID', { ns: 'titles' })}
          emptyText={t('No scores yet', { ns: 'titles' })}
        />
      </Card>
      <KaplanDialog open={adding} onClose={() => setAdding(false)} />
    </Page>
  );
}
