import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, List, Typography } from 'antd';
import { DeleteOutlined, PlayCircleOutlined, SaveOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  ADVANCED_FILTER_KEYS,
  LEAD_LINK,
  LEAD_REPORT_TOASTS,
  leadTabUrl,
  type LeadListItem,
  type SavedLeadReport,
} from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { useRights } from '../../../../app/rights';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { DataTable } from '../../../../components/DataTable';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { QueryState } from '../../../../components/QueryState';
import { formatDate } from '../../../../components/format';
import { LeadFilters, useLeadFilters } from '../../leads/components/LeadFilters';
import { LEAD_COLUMNS } from '../../leads/components/leadColumns';
import { LEAD_REPORT_PATHS, useDeleteReport, useSavedReports } from '../api';

const SaveReportModal = lazyOnOpen(
  () => import('../components/SaveReportModal').then((m) => m.SaveReportModal),
  (p) => p.open,
);

const COLUMNS: ColumnsType<LeadListItem> = [
  LEAD_COLUMNS.id(90),
  LEAD_COLUMNS.name,
  LEAD_COLUMNS.email,
  LEAD_COLUMNS.status,
  LEAD_COLUMNS.program,
  LEAD_COLUMNS.semester,
  LEAD_COLUMNS.source,
  LEAD_COLUMNS.representative,
  LEAD_COLUMNS.created,
];

/** The filters of the URL an advanced report saves (the lead list's filters and its search). */
function currentFilters(sp: URLSearchParams) {
  const out: Record<string, string> = {};
  for (const k of ADVANCED_FILTER_KEYS) {
    const v = sp.get(k)?.trim();
    if (v) out[k] = v;
  }
  return out;
}

/**
 * /lead/reports/advanced: the lead list's filters as a query; save it under a name, run a saved one again
 * (its filters fill the URL), delete it; the result exports to Excel.
 */
export default function AdvancedReportPage() {
  const rights = useRights(LEAD_LINK);
  const [sp, setSp] = useSearchParams();
  const filters = useLeadFilters();
  const params = useMemo(() => ({ ...filters.values }), [filters.values]);
  const saved = useSavedReports();
  const del = useDeleteReport();
  const [naming, setNaming] = useState(false);

  const run = (r: SavedLeadReport) =>
    setSp(new URLSearchParams(Object.entries(r.filters).map(([k, v]) => [k, String(v)])), { replace: true });

  return (
    <Page
      title="Advanced Search"
      subtitle="Build a query from the lead filters, save it by name and run it again"
      actions={
        rights.write && (
          <Button type="primary" icon={<SaveOutlined />} onClick={() => setNaming(true)}>
            Save this search
          </Button>
        )
      }
    >
      <Card size="small" title="Saved reports" style={{ marginBottom: 16 }}>
        <QueryState
          query={saved}
          isEmpty={(d) => d.items.length === 0}
          emptyText="No saved reports yet: choose filters and save the search"
          loadingRows={2}
        >
          {(d) => (
            <List
              size="small"
              dataSource={d.items}
              renderItem={(r) => (
                <List.Item
                  actions={[
                    <Button
                      key="run"
                      type="link"
                      size="small"
                      icon={<PlayCircleOutlined />}
                      onClick={() => run(r)}
                      aria-label={`Run ${r.name}`}
                    >
                      Run
                    </Button>,
                    ...(rights.delete
                      ? [
                          <ConfirmAction
                            key="del"
                            title={`Delete the report "${r.name}"?`}
                            danger
                            icon={<DeleteOutlined />}
                            ariaLabel={`Delete ${r.name}`}
                            onConfirm={() =>
                              del.mutateAsync(r.id).then(
                                () => toast.success(LEAD_REPORT_TOASTS.deleted),
                                () => toast.error(LEAD_REPORT_TOASTS.deleteFailed),
                              )
                            }
                          >
                            Delete
                          </ConfirmAction>,
                        ]
                      : []),
                  ]}
                >
                  <List.Item.Meta
                    title={r.name}
                    description={
                      <Typography.Text type="secondary">
                        {Object.entries(r.filters)
                          .map(([k, v]) => `${k}: ${String(v)}`)
                          .join(', ') || 'All open leads'}{' '}
                        · {r.createdByName ?? '—'}, {formatDate(r.createdAt)}
                      </Typography.Text>
                    }
                  />
                </List.Item>
              )}
            />
          )}
        </QueryState>
      </Card>
      <LeadFilters />
      <DataTable<LeadListItem>
        label="Advanced search"
        path={LEAD_REPORT_PATHS.advanced}
        params={params}
        rowKey="id"
        columns={COLUMNS}
        rowHref={(r) => leadTabUrl('profile', r.id)}
        search="Search name, email, phone or ID"
        exportAs="lead_advanced_search"
        emptyText="No leads match this query"
      />
      <SaveReportModal open={naming} filters={() => currentFilters(sp)} onClose={() => setNaming(false)} />
    </Page>
  );
}
