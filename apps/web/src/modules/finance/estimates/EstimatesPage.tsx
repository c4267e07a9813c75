import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Steps, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ESTIMATE_LINK, ESTIMATE_STATUSES, ESTIMATE_TYPES, createEstimateInput } from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { translateTitle } from '../../../app/i18n';
import { useRights } from '../../../app/rights';
import { DataTable } from '../../../components/DataTable';
import { FormError } from '../../../components/FormError';
import { LookupSelect } from '../../../components/LookupSelect';
import { Page } from '../../../components/Page';
import { useZodForm } from '../../../components/useZodForm';
import { ESTIMATE_PATHS, useBulkEstimates, type EstimateRow, type EstimateStudentRow } from './api';
import { estimateColumns } from './columns';
import { EstimateFields, blankEstimateLine } from './EstimateFields';

/** Step 1: the students the filters keep; the user ticks those the estimate is for (across pages). */
function ChooseStudents({ chosen, onChange }: { chosen: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<{ statusId?: number; startSemesterId?: number; search?: string }>({});
  const [form] = Form.useForm();
  const columns: ColumnsType<EstimateStudentRow> = [
    { key: 'id', dataIndex: 'id', title: t('ID', { ns: 'titles' }) },
    { key: 'name', dataIndex: 'name', title: t('Name', { ns: 'titles' }) },
    { key: 'email', dataIndex: 'email', title: t('Email', { ns: 'titles' }) },
    { key: 'status', dataIndex: 'status', title: t('Status', { ns: 'titles' }) },
    { key: 'startSemester', dataIndex: 'startSemester', title: t('Start semester', { ns: 'titles' }) },
    { key: 'openEstimates', dataIndex: 'openEstimates', title: t('Estimates', { ns: 'titles' }), align: 'right' },
  ];
  return (
    <Flex vertical gap={12}>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v: typeof filters) =>
          setFilters({
            statusId: v.statusId ?? undefined,
            startSemesterId: v.startSemesterId ?? undefined,
            search: v.search?.trim() || undefined,
          })
        }
      >
        <Row gutter={16} align="bottom">
          <Col xs={24} md={7}>
            <Form.Item name="statusId" label={t('Status', { ns: 'titles' })}>
              <LookupSelect table="student-status" id="statusId" />
            </Form.Item>
          </Col>
          <Col xs={24} md={7}>
            <Form.Item name="startSemesterId" label={t('Start semester', { ns: 'titles' })}>
              <LookupSelect table="semester" id="startSemesterId" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="search" label={t('Name or email', { ns: 'titles' })}>
              <Input id="search" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item>
              <Button htmlType="submit">{t('Search', { ns: 'titles' })}</Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <DataTable<EstimateStudentRow>
        path={ESTIMATE_PATHS.students}
        prefix="st"
        params={filters}
        columns={columns}
        rowKey="id"
        label={t('Students', { ns: 'titles' })}
        search={false}
        rowSelection={{
          selectedRowKeys: chosen,
          preserveSelectedRowKeys: true,
          onChange: (keys) => onChange(keys.map(Number)),
        }}
        emptyText={t('No student matches these filters', { ns: 'titles' })}
      />
    </Flex>
  );
}

/** Step 2: the estimate for every chosen student; created all at once. */
function ReviewAndCreate({ chosen, onBack, onDone }: { chosen: number[]; onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const bulk = useBulkEstimates();
  const f = useZodForm(createEstimateInput);
  const save = f.submit(async (data) => {
    try {
      const r = await bulk.mutateAsync({ ...data, studentIds: chosen });
      toast.success(t('{{n}} estimates created successfully', { ns: 'titles', n: r.created }));
      onDone();
    } catch (err) {
      toast.error(t('Failed to create the estimates. Try again!', { ns: 'titles' }));
      throw err;
    }
  });
  return (
    <Form {...f.formProps} initialValues={{ lines: [blankEstimateLine()] }} onFinish={() => void save()}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('The same estimate is created for each of the {{n}} chosen students.', {
          ns: 'titles',
          n: chosen.length,
        })}
      />
      <FormError message={f.formError} />
      <EstimateFields form={f.form} required={f.required} />
      <Flex gap={8} justify="end" style={{ marginTop: 16 }}>
        <Button onClick={onBack}>{t('Back', { ns: 'titles' })}</Button>
        <Button type="primary" htmlType="submit" loading={f.submitting}>
          {t('Create estimates', { ns: 'titles' })}
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * /accounting/invoices/estimate: estimates for many students at once (step 1 choose the students by status,
 * start semester and name; step 2 the estimate and create), and every student's estimates by status.
 */
export default function EstimatesPage() {
  const { t } = useTranslation();
  const rights = useRights(ESTIMATE_LINK);
  const [step, setStep] = useState(0);
  const [chosen, setChosen] = useState<number[]>([]);
  const [tab, setTab] = useState(rights.write ? 'create' : 'list');
  const columns = useMemo(() => estimateColumns(t, {}, true), [t]);
  const list = (
    <DataTable<EstimateRow>
      path={ESTIMATE_PATHS.all}
      prefix="all"
      columns={columns}
      rowKey="id"
      label={t('Estimates', { ns: 'titles' })}
      search={t('Student name or email', { ns: 'titles' })}
      filters={[
        {
          name: 'status',
          label: t('Status', { ns: 'titles' }),
          options: ESTIMATE_STATUSES.map((o) => ({ value: o.value, label: translateTitle(o.label) })),
        },
        {
          name: 'type',
          label: t('Estimate type', { ns: 'titles' }),
          options: ESTIMATE_TYPES.map((o) => ({ value: o.value, label: translateTitle(o.label) })),
        },
      ]}
      emptyText={t('No estimates yet', { ns: 'titles' })}
    />
  );
  const create = (
    <Flex vertical gap={16}>
      <Steps
        current={step}
        items={[{ title: t('Choose students', { ns: 'titles' }) }, { title: t('Review and create', { ns: 'titles' }) }]}
      />
      {step === 0 ? (
        <>
          <ChooseStudents chosen={chosen} onChange={setChosen} />
          <Flex justify="space-between" align="center">
            <Typography.Text aria-live="polite">
              {t('{{n}} students chosen', { ns: 'titles', n: chosen.length })}
            </Typography.Text>
            <Button type="primary" disabled={!chosen.length} onClick={() => setStep(1)}>
              {t('Next', { ns: 'titles' })}
            </Button>
          </Flex>
        </>
      ) : (
        <ReviewAndCreate
          chosen={chosen}
          onBack={() => setStep(0)}
          onDone={() => {
            setChosen([]);
            setStep(0);
            setTab('list');
          }}
        />
      )}
    </Flex>
  );
  return (
    <Page title="Estimates">
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            ...(rights.write
              ? [{ key: 'create', label: t('Create estimates', { ns: 'titles' }), children: create }]
              : []),
            { key: 'list', label: t('Estimates', { ns: 'titles' }), children: list },
          ]}
        />
      </Card>
    </Page>
  );
}
