import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Flex, Form, Select, Steps, Table, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  LEAD_LINK, LEAD_STATUS, LEAD_STATUS_OPTIONS, LEAD_TOASTS, leadBulkUpdateInput, leadTabUrl, type LeadBulkResult, type LeadListItem,
} from '@caduceus/contracts';
import { useRights } from '../../../app/rights';
import { DataTable } from '../../../components/DataTable';
import { Page } from '../../../components/Page';
import { UserSelect } from '../../../components/UserSelect';
import { EmptyState } from '../../../components/QueryState';
import { FormError } from '../../../components/FormError';
import { saveWithToasts } from '../../../components/saveWithToasts';
import { useZodForm } from '../../../components/useZodForm';
import { LEAD_PATHS, useLeadBulk } from '../../leads/api';
import { LeadFilters, useLeadFilters } from '../../leads/components/LeadFilters';
import { LeadStatusTag, orDash } from '../../leads/components/LeadTags';

/** Student (10) is reached only by migrating a lead. */
const STATUS_CHOICES = LEAD_STATUS_OPTIONS.filter((o) => o.value !== LEAD_STATUS.student);
const COLUMNS: ColumnsType<LeadListItem> = [
  { title: 'Lead ID', dataIndex: 'id', key: 'id', sorter: true, width: 100 },
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  { title: 'Email', dataIndex: 'email', key: 'email', sorter: true },
  { title: 'Status', dataIndex: 'statusName', key: 'status', sorter: true, render: (_: string | null, r) => <LeadStatusTag statusId={r.statusId} name={r.statusName} /> },
  { title: 'Program', dataIndex: 'courseName', key: 'course', sorter: true, render: (v: string | null) => orDash(v) },
  { title: 'Semester', dataIndex: 'semesterName', key: 'semester', sorter: true, render: (v: string | null) => orDash(v) },
  { title: 'Representative', dataIndex: 'representativeName', key: 'representative', sorter: true, render: (v: string | null) => orDash(v) },
];

/** Step 2: the status and/or representative to set on the chosen leads. */
function UpdateStep({ ids, onBack, onDone }: { ids: number[]; onBack: () => void; onDone: (r: LeadBulkResult) => void }) {
  const { update } = useLeadBulk();
  const f = useZodForm(leadBulkUpdateInput, { toInput: (v) => ({ ...v, leadIds: ids }) });
  const onSubmit = f.submit(async (body) => {
    let res: LeadBulkResult | undefined;
    await saveWithToasts(async () => { res = await update.mutateAsync(body); }, { ok: LEAD_TOASTS.bulkUpdated, failed: LEAD_TOASTS.bulkUpdateFailed });
    if (res) onDone(res);
  });
  return (
    <Card title={<h2 className="card-h2">Set status and representative for {ids.length} lead{ids.length === 1 ? '' : 's'}</h2>}>
      <Typography.Paragraph type="secondary">
        Choose a status, a representative or both. A status is applied only where the lead may move to it from its current status; closed leads are left alone.
      </Typography.Paragraph>
      <Form {...f.formProps} layout="vertical" onFinish={() => void onSubmit()} style={{ maxWidth: 480 }}>
        <FormError message={f.formError} />
        <Form.Item name="statusId" label="Status">
          <Select id="bulk-update-statusId" aria-label="Status" options={STATUS_CHOICES} allowClear placeholder="Keep each lead's status" />
        </Form.Item>
        <Form.Item name="representativeId" label="Representative">
          <UserSelect id="bulk-update-representativeId" aria-label="Representative" placeholder="Keep each lead's representative" />
        </Form.Item>
        <Flex gap={8}>
          <Button icon={<ArrowLeftOutlined />} onClick={onBack}>Back to the leads</Button>
          <Button type="primary" htmlType="submit" icon={<CheckOutlined />} loading={f.submitting}>Update</Button>
        </Flex>
      </Form>
    </Card>
  );
}

/** What the update did: how many leads changed, and each skipped lead with the reason. */
function ResultStep({ result, onAgain }: { result: LeadBulkResult; onAgain: () => void }) {
  return (
    <Card title={<h2 className="card-h2">Result</h2>}>
      <Alert type={result.skipped.length ? 'warning' : 'success'} showIcon style={{ marginBottom: 12 }}
        title={`${result.updated} lead${result.updated === 1 ? '' : 's'} updated${result.skipped.length ? `, ${result.skipped.length} skipped` : ''}`} />
      {result.skipped.length > 0 ? (
        <Table<LeadBulkResult['skipped'][number]> aria-label="Skipped leads" rowKey="id" size="small" dataSource={result.skipped} pagination={{ pageSize: 25, hideOnSinglePage: true }}
          columns={[
            { title: 'Lead ID', dataIndex: 'id', key: 'id', width: 120, render: (id: number) => <Link to={leadTabUrl('profile', id)}>{id}</Link> },
            { title: 'Why it was skipped', dataIndex: 'reason', key: 'reason' },
          ]} />
      ) : <EmptyState text="No lead was skipped" />}
      <Button type="primary" onClick={onAgain} style={{ marginTop: 12 }}>Start a new bulk update</Button>
    </Card>
  );
}

/**
 * /lead/lead-admin/bulk-update: step 1 filter the leads and choose them (the choice is kept across
 * pages), step 2 set a status and/or a representative; the result lists the skipped leads and why.
 */
export default function BulkUpdatePage() {
  const rights = useRights(LEAD_LINK);
  const filters = useLeadFilters();
  const params = useMemo(() => ({ ...filters.values }), [filters.values]);
  const [selected, setSelected] = useState<number[]>([]);
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [result, setResult] = useState<LeadBulkResult | null>(null);
  const n = selected.length;

  return (
    <Page title="Bulk Update" subtitle="Choose leads, then change their status or representative together">
      <Steps current={step} style={{ marginBottom: 16 }} items={[{ title: 'Choose leads' }, { title: 'Set status or representative' }, { title: 'Result' }]} />
      {!rights.edit && <Alert type="info" showIcon title="You may view leads but not update them." style={{ marginBottom: 12 }} />}
      {step === 0 && (
        <>
          <LeadFilters />
          <Flex gap={8} align="center" style={{ marginBottom: 8 }} role="region" aria-label="Chosen leads">
            <Typography.Text strong>{n} lead{n === 1 ? '' : 's'} chosen</Typography.Text>
            {n > 0 && <Button type="link" onClick={() => setSelected([])}>Clear selection</Button>}
            <Button type="primary" icon={<ArrowRightOutlined />} disabled={n === 0 || !rights.edit} onClick={() => setStep(1)} style={{ marginLeft: 'auto' }}>
              Next
            </Button>
          </Flex>
          <DataTable<LeadListItem>
            label="Leads to update"
            path={LEAD_PATHS.list}
            params={params}
            rowKey="id"
            columns={COLUMNS}
            search="Quick search: name, email, phone or lead ID"
            defaultSort="-createdAt"
            rowSelection={rights.edit ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)), preserveSelectedRowKeys: true } : undefined}
            emptyText={filters.active ? 'No leads match these filters' : 'No leads yet'}
          />
        </>
      )}
      {step === 1 && <UpdateStep ids={selected} onBack={() => setStep(0)} onDone={(r) => { setResult(r); setSelected([]); setStep(2); }} />}
      {step === 2 && result && <ResultStep result={result} onAgain={() => { setResult(null); setStep(0); }} />}
    </Page>
  );
}
