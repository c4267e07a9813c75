import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Button, Flex, Steps, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { LEAD_LINK, type LeadBulkResult, type LeadListItem } from '@caduceus/contracts';
import { useRights } from '../../../../app/rights';
import { DataTable } from '../../../../components/DataTable';
import { useRowSelection } from '../../../../components/useRowSelection';
import { plural } from '../../../../components/format';
import { Page } from '../../../../components/Page';
import { LoadingState } from '../../../../components/QueryState';
import { LEAD_PATHS } from '../../leads/api';
import { LeadFilters, useLeadFilters } from '../../leads/components/LeadFilters';
import { LEAD_COLUMNS } from '../../leads/components/leadColumns';

// steps 2 and 3 (the update form and its result) load when the user gets there
const UpdateStep = lazy(() => import('./BulkUpdateSteps').then((m) => ({ default: m.UpdateStep })));
const ResultStep = lazy(() => import('./BulkUpdateSteps').then((m) => ({ default: m.ResultStep })));
const COLUMNS: ColumnsType<LeadListItem> = [
  LEAD_COLUMNS.id(),
  LEAD_COLUMNS.name,
  LEAD_COLUMNS.email,
  LEAD_COLUMNS.status,
  LEAD_COLUMNS.program,
  LEAD_COLUMNS.semester,
  LEAD_COLUMNS.representative,
];

/**
 * /lead/lead-admin/bulk-update: step 1 filter the leads and choose them (the choice is kept across
 * pages), step 2 set a status and/or a representative; the result lists the skipped leads and why.
 */
export default function BulkUpdatePage() {
  const rights = useRights(LEAD_LINK);
  const filters = useLeadFilters();
  const params = useMemo(() => ({ ...filters.values }), [filters.values]);
  const { selected, setSelected, rowSelection } = useRowSelection<LeadListItem>();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [result, setResult] = useState<LeadBulkResult | null>(null);
  const n = selected.length;

  return (
    <Page title="Bulk Update" subtitle="Choose leads, then change their status or representative together">
      <Steps
        current={step}
        style={{ marginBottom: 16 }}
        items={[{ title: 'Choose leads' }, { title: 'Set status or representative' }, { title: 'Result' }]}
      />
      {!rights.edit && (
        <Alert type="info" showIcon title="You may view leads but not update them." style={{ marginBottom: 12 }} />
      )}
      {step === 0 && (
        <>
          <LeadFilters />
          <Flex gap={8} align="center" style={{ marginBottom: 8 }} role="region" aria-label="Chosen leads">
            <Typography.Text strong>{plural(n, 'lead')} chosen</Typography.Text>
            {n > 0 && (
              <Button type="link" onClick={() => setSelected([])}>
                Clear selection
              </Button>
            )}
            <Button
              type="primary"
              icon={<ArrowRightOutlined />}
              disabled={n === 0 || !rights.edit}
              onClick={() => setStep(1)}
              style={{ marginLeft: 'auto' }}
            >
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
            rowSelection={rights.edit ? rowSelection : undefined}
            emptyText={filters.active ? 'No leads match these filters' : 'No leads yet'}
          />
        </>
      )}
      <Suspense fallback={<LoadingState rows={4} />}>
        {step === 1 && (
          <UpdateStep
            ids={selected}
            onBack={() => setStep(0)}
            onDone={(r) => {
              setResult(r);
              setSelected([]);
              setStep(2);
            }}
          />
        )}
        {step === 2 && result && (
          <ResultStep
            result={result}
            onAgain={() => {
              setResult(null);
              setStep(0);
            }}
          />
        )}
      </Suspense>
    </Page>
  );
}
