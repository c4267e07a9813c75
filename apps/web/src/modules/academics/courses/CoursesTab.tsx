import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { COURSE_TOASTS, STUDENT_COURSE_STATUSES, gradeLetter, type StudentCourseStatus } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { QueryState } from '../../../components/QueryState';
import { StatusTag } from '../../../components/StatusTag';
import { saveWithToasts } from '../../../components/saveWithToasts';
import { LookupSelect } from '../../../components/LookupSelect';
import type { StudentTabProps } from '../../students';
import { ClassEvaluationDialog } from '../../requests';
import { useSearchParams } from 'react-router';
import {
  useCourseDetails,
  useCourseWrites,
  useNextStage,
  useStudentCourses,
  type ClassRow,
  type CourseRow,
  type StageRow,
} from './api';
import { AddCourseDialog, StageDialog } from './CourseDialogs';

const STATUS_TAG: Record<string, string> = {
  Active: 'active',
  Completed: 'completed',
  Withdrawn: 'cancelled',
  Dismissed: 'cancelled',
  'On Hold': 'pending',
};

/**
 * The Courses tab: the student's courses (status, agreement to the next class), and for the chosen course its
 * stages semester by semester, the latest first: each stage's classes and grades (marks; the letter follows),
 * saved as one grade sheet, its academic standing; the registrar promotes, repeats or places a special stage.
 */
export default function CoursesTab({ studentId, readOnly, rights, header }: StudentTabProps) {
  const { t } = useTranslation();
  const list = useStudentCourses(studentId);
  const writes = useCourseWrites(studentId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  useEffect(() => {
    if (items.length > 0 && !items.some((c) => c.id === chosen)) setChosen(items[0].id);
  }, [items, chosen]);
  const can = { add: !readOnly && rights.write, edit: !readOnly && rights.edit, delete: !readOnly && rights.delete };

  const columns: ColumnsType<CourseRow> = [
    { key: 'courseName', dataIndex: 'courseName', title: t('Course', { ns: 'titles' }) },
    {
      key: 'startSemester',
      dataIndex: 'startSemester',
      title: t('Start semester', { ns: 'titles' }),
      render: (v: string | null) => v ?? '—',
    },
    {
      key: 'currentStage',
      dataIndex: 'currentStage',
      title: t('Current stage', { ns: 'titles' }),
      render: (v: string | null) => v ?? '—',
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('Status', { ns: 'titles' }),
      render: (v: StudentCourseStatus, c) =>
        can.edit ? (
          <Select
            size="small"
            aria-label={t('Status', { ns: 'titles' })}
            value={v}
            style={{ minWidth: 130 }}
            onClick={(e) => e.stopPropagation()}
            options={STUDENT_COURSE_STATUSES.map((s) => ({ value: s, label: translateTitle(s) }))}
            onChange={(status: StudentCourseStatus) =>
              void saveWithToasts(() => writes.status.mutateAsync({ courseRowId: c.id, status }), {
                ok: t(COURSE_TOASTS.status, { ns: 'titles' }),
                failed: t(COURSE_TOASTS.saveFailed, { ns: 'titles' }),
              })
            }
          />
        ) : (
          <StatusTag status={STATUS_TAG[v] ?? 'default'} label={v} />
        ),
    },
    {
      key: 'agreed',
      dataIndex: 'agreedNextClassAt',
      title: t('Agreed to next class', { ns: 'titles' }),
      render: (v: string | null, c) =>
        v ? (
          <Tag color="green">{t('Agreed', { ns: 'titles' })}</Tag>
        ) : can.edit ? (
          <Button
            size="small"
            onClick={(e) => {
              e.stopPropagation();
              void saveWithToasts(() => writes.agree.mutateAsync(c.id), {
                ok: t(COURSE_TOASTS.agreed, { ns: 'titles' }),
                failed: t(COURSE_TOASTS.saveFailed, { ns: 'titles' }),
              });
            }}
          >
            {t('Record agreement', { ns: 'titles' })}
          </Button>
        ) : (
          '—'
        ),
    },
    ...(can.delete
      ? [
          {
            key: 'actions',
            title: t('Actions', { ns: 'titles' }),
            render: (_: unknown, c: CourseRow) => (
              <ConfirmAction
                title={t('Delete this course with its stages and grades?', { ns: 'titles' })}
                danger
                ariaLabel={`${t('action.delete')} ${c.courseName}`}
                onConfirm={() =>
                  saveWithToasts(() => writes.remove.mutateAsync(c.id), {
                    ok: t(COURSE_TOASTS.deleted, { ns: 'titles' }),
                    failed: t(COURSE_TOASTS.deleteFailed, { ns: 'titles' }),
                  })
                }
              >
                {t('action.delete')}
              </ConfirmAction>
            ),
          },
        ]
      : []),
  ];

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={t('Courses', { ns: 'titles' })}
        extra={
          can.add && (
            <Button type="primary" onClick={() => setAdding(true)}>
              {t('Add course', { ns: 'titles' })}
            </Button>
          )
        }
      >
        <QueryState query={list}>
          {() => (
            <Table<CourseRow>
              rowKey="id"
              size="small"
              aria-label={t('Courses', { ns: 'titles' })}
              columns={columns}
              dataSource={items}
              pagination={false}
              locale={{ emptyText: t('No courses recorded', { ns: 'titles' }) }}
              rowClassName={(c) => (c.id === chosen ? 'ant-table-row-selected' : '')}
              onRow={(c) => ({ onClick: () => setChosen(c.id) })}
            />
          )}
        </QueryState>
      </Card>
      {chosen !== null && (
        <CourseStages studentId={studentId} courseRowId={chosen} can={can} own={header.viewer === 'student'} />
      )}
      <AddCourseDialog studentId={studentId} open={adding} onClose={() => setAdding(false)} />
    </Space>
  );
}

function CourseStages({
  studentId,
  courseRowId,
  can,
  own,
}: {
  studentId: number;
  courseRowId: number;
  can: { add: boolean; edit: boolean; delete: boolean };
  /** the student herself: she evaluates her classes; staff read her evaluations */
  own: boolean;
}) {
  const { t } = useTranslation();
  const details = useCourseDetails(studentId, courseRowId);
  // the class evaluated is in the URL (?evaluate=ID), as the link of a pending survey opens it
  const [params, setParams] = useSearchParams();
  const evaluating = Number(params.get('evaluate')) || null;
  const evaluate = (id: number | null) =>
    setParams(
      (p) => {
        if (id) p.set('evaluate', String(id));
        else p.delete('evaluate');
        return p;
      },
      { replace: true },
    );
  const next = useNextStage(studentId, courseRowId);
  const [stageDialog, setStageDialog] = useState(false);
  const stages = details.data?.stages ?? [];
  const evaluated = stages.flatMap((st) => st.classes).find((c) => c.id === evaluating);
  return (
    <Card
      title={`${t('Stages', { ns: 'titles' })}: ${details.data?.courseName ?? ''}`}
      extra={
        can.add && (
          <Button type="primary" onClick={() => setStageDialog(true)}>
            {t('Promote or register a stage', { ns: 'titles' })}
          </Button>
        )
      }
    >
      <QueryState query={details}>
        {() => (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            {next.data?.refusal && <Alert type="warning" showIcon message={next.data.refusal} />}
            {next.data?.stageName && !next.data.refusal && stages.length > 0 && (
              <Typography.Text type="secondary">
                {t('Next stage', { ns: 'titles' })}: {next.data.stageName} (
                {next.data.classes.map((c) => c.name).join(', ') || '—'})
              </Typography.Text>
            )}
            {stages.length === 0 && <Typography.Text>{t('No stages registered', { ns: 'titles' })}</Typography.Text>}
            {stages.map((s) => (
              <StageCard
                key={s.id}
                studentId={studentId}
                stage={s}
                canEdit={can.edit}
                own={own}
                onEvaluate={(c) => evaluate(c.id)}
              />
            ))}
          </Space>
        )}
      </QueryState>
      <ClassEvaluationDialog
        studentId={studentId}
        target={evaluating ? { id: evaluating, name: evaluated?.className ?? '' } : null}
        own={own}
        onClose={() => evaluate(null)}
      />
      <StageDialog
        studentId={studentId}
        courseRowId={stageDialog ? courseRowId : null}
        hasStage={stages.some((s) => s.current)}
        onClose={() => setStageDialog(false)}
      />
    </Card>
  );
}

/** A stage with its classes; the current stage's marks are edited together and saved as one grade sheet. */
function StageCard({
  studentId,
  stage,
  canEdit,
  own,
  onEvaluate,
}: {
  studentId: number;
  stage: StageRow;
  canEdit: boolean;
  own: boolean;
  onEvaluate: (c: ClassRow) => void;
}) {
  const { t } = useTranslation();
  const writes = useCourseWrites(studentId);
  const [marks, setMarks] = useState<Record<number, number | null>>({});
  useEffect(() => setMarks(Object.fromEntries(stage.classes.map((c) => [c.id, c.marks]))), [stage.classes]);
  const editable = canEdit && stage.current;
  const dirty = stage.classes.some((c) => c.gradeKind === 'marks' && !c.transfer && (marks[c.id] ?? null) !== c.marks);
  const columns: ColumnsType<ClassRow> = [
    { key: 'className', dataIndex: 'className', title: t('Class', { ns: 'titles' }) },
    { key: 'classCode', dataIndex: 'classCode', title: t('Code', { ns: 'titles' }), render: (v) => v ?? '—' },
    { key: 'credits', dataIndex: 'credits', title: t('Credits', { ns: 'titles' }), render: (v) => v ?? '—' },
    {
      key: 'marks',
      title: t('Marks', { ns: 'titles' }),
      render: (_: unknown, c) =>
        editable && c.gradeKind === 'marks' && !c.transfer ? (
          <InputNumber
            size="small"
            min={0}
            max={100}
            precision={0}
            aria-label={`${t('Marks', { ns: 'titles' })} ${c.className}`}
            value={marks[c.id] ?? null}
            onChange={(v) => setMarks((m) => ({ ...m, [c.id]: typeof v === 'number' ? v : null }))}
          />
        ) : (
          (c.marks ?? '—')
        ),
    },
    {
      key: 'grade',
      title: t('Grade', { ns: 'titles' }),
      render: (_: unknown, c) => {
        const g = editable && c.gradeKind === 'marks' && !c.transfer ? gradeLetter(marks[c.id]) : c.grade;
        return g ? <StatusTag status={g === 'F' || g === 'Fail' ? 'cancelled' : 'completed'} label={g} /> : '—';
      },
    },
    {
      key: 'transfer',
      dataIndex: 'school',
      title: t('Transferred from', { ns: 'titles' }),
      render: (v: string | null) => v ?? '—',
    },
    {
      key: 'evaluation',
      title: t('Evaluation', { ns: 'titles' }),
      render: (_: unknown, c) =>
        c.transfer ? (
          '—'
        ) : (
          <Button
            size="small"
            type="link"
            aria-label={t('Evaluation of {{name}}', { ns: 'titles', name: c.className })}
            onClick={() => onEvaluate(c)}
          >
            {own && stage.current ? t('Evaluate', { ns: 'titles' }) : t('View', { ns: 'titles' })}
          </Button>
        ),
    },
  ];
  const save = () =>
    saveWithToasts(
      () =>
        writes.grades.mutateAsync({
          grades: stage.classes
            .filter((c) => c.gradeKind === 'marks' && !c.transfer)
            .map((c) => ({ classRowId: c.id, marks: marks[c.id] ?? null })),
        }),
      { ok: t(COURSE_TOASTS.grades, { ns: 'titles' }), failed: t(COURSE_TOASTS.saveFailed, { ns: 'titles' }) },
    );
  return (
    <Card
      size="small"
      type="inner"
      aria-label={`${stage.stageName} ${stage.semesterName ?? ''}`}
      title={
        <Space wrap>
          <span>{stage.stageName}</span>
          <Typography.Text type="secondary">{stage.semesterName ?? ''}</Typography.Text>
          <Tag>{translateTitle(stage.promotion)}</Tag>
          {stage.current && <StatusTag status="active" label={t('Current', { ns: 'titles' })} />}
          {stage.reason && <Typography.Text type="secondary">{stage.reason}</Typography.Text>}
        </Space>
      }
      extra={
        <Space>
          <LookupSelect
            table="academic-standing"
            aria-label={t('Academic standing', { ns: 'titles' })}
            placeholder={t('Academic standing', { ns: 'titles' })}
            disabled={!canEdit}
            value={stage.nonClinicalStandingId}
            currentLabel={stage.nonClinicalStanding}
            style={{ minWidth: 180 }}
            onChange={(v) =>
              void saveWithToasts(
                () =>
                  writes.standing.mutateAsync({ stageRowId: stage.id, standingId: typeof v === 'number' ? v : null }),
                {
                  ok: t(COURSE_TOASTS.standing, { ns: 'titles' }),
                  failed: t(COURSE_TOASTS.saveFailed, { ns: 'titles' }),
                },
              )
            }
          />
          {editable && (
            <Button type="primary" disabled={!dirty} loading={writes.grades.isPending} onClick={() => void save()}>
              {t('Save grades', { ns: 'titles' })}
            </Button>
          )}
        </Space>
      }
    >
      <Table<ClassRow>
        rowKey="id"
        size="small"
        aria-label={`${t('Classes', { ns: 'titles' })} ${stage.stageName}`}
        columns={columns}
        dataSource={stage.classes}
        pagination={false}
        locale={{ emptyText: t('No classes in this stage', { ns: 'titles' }) }}
      />
    </Card>
  );
}
