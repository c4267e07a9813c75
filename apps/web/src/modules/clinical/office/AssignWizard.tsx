import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Form, Input, List, Modal, Steps, Table, Tag, Typography } from 'antd';
import {
  PLAN_TOASTS,
  ROTATION_TOASTS,
  formatDate,
  rotationEndDate,
  rotationInput,
  type AssignRotationsInput,
} from '@caduceus/contracts';
import { ApiError } from '../../../app/api';
import { toast } from '../../../app/bridge';
import { useGet } from '../../../app/client';
import { errorText } from '../../../components/QueryState';
import { useDebounced } from '../../../components/useDebounced';
import { PlacementFields } from '../rotations/PlacementFields';
import { useClinicalWrites, useRotationChoices } from '../rotationsApi';

type Placement = Omit<AssignRotationsInput, 'studentIds'>;

/**
 * The assignment wizard: 1 choose students (searchable), 2 choose the hospital, rotation, preceptor, start and
 * weeks (with the seats left per week), 3 confirm (each student's refusal shown) and create them all as
 * Scheduled in one transaction, or (mode plan) propose them as a planned rotation.
 */
export function AssignWizard({
  open,
  onClose,
  mode = 'assign',
}: {
  open: boolean;
  onClose: () => void;
  mode?: 'assign' | 'plan';
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [search, setSearch] = useState('');
  const q = useDebounced(search, 250);
  const [picked, setPicked] = useState<{ id: number; name: string }[]>([]);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const [refusals, setRefusals] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm();
  const students = useGet(
    '/api/clinical/students',
    open ? { query: { page: 1, pageSize: 25, ...(q && { q }) } } : null,
  );
  const choices = useRotationChoices(open);
  const writes = useClinicalWrites();
  const reset = () => {
    setStep(0);
    setPicked([]);
    setPlacement(null);
    setRefusals({});
    setError(null);
    setSearch('');
    form.resetFields();
  };
  const close = () => {
    reset();
    onClose();
  };
  const body = (): AssignRotationsInput => ({ ...placement!, studentIds: picked.map((s) => s.id) });

  const toConfirm = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    const parsed = rotationInput.safeParse(values);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({
          name: i.path as (string | number)[],
          errors: [t(i.message, { ns: 'messages' })],
        })),
      );
      return;
    }
    setPlacement(parsed.data);
    setError(null);
    try {
      const check = await writes.check.mutateAsync({ ...parsed.data, studentIds: picked.map((s) => s.id) });
      setRefusals(Object.fromEntries(check.items.filter((i) => i.refusal).map((i) => [i.studentId, i.refusal!])));
      setStep(2);
    } catch (e) {
      if (e instanceof ApiError && e.fields)
        form.setFields(Object.entries(e.fields).map(([name, m]) => ({ name, errors: [m] })));
      else setError(errorText(e));
    }
  };
  const finish = async () => {
    setError(null);
    try {
      if (mode === 'plan') await writes.plan.mutateAsync(body());
      else await writes.assign.mutateAsync(body());
      toast.success(t(mode === 'plan' ? PLAN_TOASTS.added : ROTATION_TOASTS.assigned, { ns: 'titles' }));
      close();
    } catch (e) {
      if (e instanceof ApiError && e.fields)
        setRefusals(
          Object.fromEntries(
            Object.entries(e.fields)
              .filter(([k]) => k.startsWith('studentIds.'))
              .map(([k, v]) => [Number(k.slice('studentIds.'.length)), v]),
          ),
        );
      setError(errorText(e));
    }
  };
  const hospital = choices.data?.hospitals.find((h) => h.offers.some((o) => o.id === placement?.hospitalRotationId));
  const offer = hospital?.offers.find((o) => o.id === placement?.hospitalRotationId);
  const refusedCount = Object.keys(refusals).length;

  return (
    <Modal
      open={open}
      onCancel={close}
      width={860}
      title={mode === 'plan' ? t('Plan a rotation', { ns: 'titles' }) : t('Assign rotation', { ns: 'titles' })}
      footer={
        <Flex justify="space-between">
          <Button onClick={() => (step === 0 ? close() : setStep(step - 1))}>
            {step === 0 ? t('action.cancel') : t('Back', { ns: 'titles' })}
          </Button>
          {step === 0 && (
            <Button type="primary" disabled={!picked.length} onClick={() => setStep(1)}>
              {t('Next', { ns: 'titles' })}
            </Button>
          )}
          {step === 1 && (
            <Button type="primary" onClick={() => void toConfirm()} loading={writes.check.isPending}>
              {t('Next', { ns: 'titles' })}
            </Button>
          )}
          {step === 2 && (
            <Button
              type="primary"
              onClick={() => void finish()}
              disabled={mode === 'assign' && refusedCount > 0}
              loading={writes.assign.isPending || writes.plan.isPending}
            >
              {mode === 'plan' ? t('Plan rotation', { ns: 'titles' }) : t('Assign', { ns: 'titles' })}
            </Button>
          )}
        </Flex>
      }
    >
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          { title: t('Students', { ns: 'titles' }) },
          { title: t('Rotation', { ns: 'titles' }) },
          { title: t('Confirm', { ns: 'titles' }) },
        ]}
      />
      {step === 0 && (
        <>
          <Input.Search
            id="wizard-search"
            placeholder={t('Student name, ID or email', { ns: 'titles' })}
            aria-label={t('Search students', { ns: 'titles' })}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            allowClear
            style={{ marginBottom: 12 }}
          />
          <Table
            size="small"
            rowKey="id"
            loading={students.isLoading}
            pagination={false}
            scroll={{ y: 320 }}
            dataSource={students.data?.items ?? []}
            locale={{
              emptyText: students.error ? errorText(students.error) : t('No students found', { ns: 'titles' }),
            }}
            rowSelection={{
              preserveSelectedRowKeys: true,
              selectedRowKeys: picked.map((s) => s.id),
              onChange: (_keys, rows) =>
                setPicked((before) => {
                  const visible = new Set((students.data?.items ?? []).map((s) => s.id));
                  const kept = before.filter((s) => !visible.has(s.id));
                  return [...kept, ...rows.filter(Boolean).map((r) => ({ id: r.id, name: r.name }))];
                }),
            }}
            columns={[
              { key: 'name', dataIndex: 'name', title: t('Student', { ns: 'titles' }) },
              { key: 'id', dataIndex: 'id', title: t('Student ID', { ns: 'titles' }) },
              { key: 'email', dataIndex: 'email', title: t('Email', { ns: 'titles' }) },
              { key: 'rotations', dataIndex: 'rotations', title: t('Rotations', { ns: 'titles' }), align: 'right' },
            ]}
          />
          <Typography.Paragraph style={{ marginTop: 12 }}>
            {t('{{count}} selected', { ns: 'titles', count: picked.length })}{' '}
            {picked.map((s) => (
              <Tag key={s.id} closable onClose={() => setPicked((p) => p.filter((x) => x.id !== s.id))}>
                {s.name}
              </Tag>
            ))}
          </Typography.Paragraph>
        </>
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ weeks: 4 }}
        style={{ display: step === 1 ? undefined : 'none' }}
      >
        <PlacementFields idPrefix="wizard" need={picked.length} />
      </Form>
      {step === 2 && placement && (
        <>
          <Typography.Paragraph>
            <strong>{hospital?.name}</strong> · {offer?.rotationName} · {formatDate(placement.startDate)} –{' '}
            {formatDate(rotationEndDate(placement.startDate, placement.weeks))} ({placement.weeks}{' '}
            {t('weeks', { ns: 'titles' })})
          </Typography.Paragraph>
          <List
            size="small"
            bordered
            dataSource={picked}
            renderItem={(s) => (
              <List.Item>
                <span>{s.name}</span>
                {refusals[s.id] ? (
                  <Flex gap={8} align="center">
                    <Tag color="red">{t(refusals[s.id], { ns: 'messages' })}</Tag>
                    <Button
                      size="small"
                      type="link"
                      onClick={() => {
                        setPicked((p) => p.filter((x) => x.id !== s.id));
                        setRefusals(({ [s.id]: _gone, ...rest }) => rest);
                      }}
                    >
                      {t('Remove', { ns: 'titles' })}
                    </Button>
                  </Flex>
                ) : (
                  <Tag color="green">{t('Ready', { ns: 'titles' })}</Tag>
                )}
              </List.Item>
            )}
          />
          {refusedCount > 0 && mode === 'assign' && (
            <Alert
              style={{ marginTop: 12 }}
              type="warning"
              showIcon
              message={t('Remove the refused students to assign the others', { ns: 'titles' })}
            />
          )}
        </>
      )}
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon message={error} role="alert" />}
    </Modal>
  );
}
