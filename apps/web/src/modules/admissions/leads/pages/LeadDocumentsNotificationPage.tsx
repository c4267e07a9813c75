import { useMemo } from 'react';
import { Button, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleOutlined, DownloadOutlined, EyeOutlined, UndoOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  LEAD_DOCUMENT_TOASTS,
  LEAD_LINK,
  LEAD_TAB_COMPONENTS,
  leadStatusName,
  leadTabUrl,
  type LeadDocumentReviewItem,
} from '@caduceus/contracts';
import { useGet } from '../../../../app/client';
import { toast } from '../../../../app/bridge';
import { useRecordRights } from '../../../../app/rights';
import { DataTable } from '../../../../components/DataTable';
import { withToasts } from '../../../../components/FilesPicker';
import { Page } from '../../../../components/Page';
import { errorText } from '../../../../components/QueryState';
import { downloadGet } from '../../../../components/download';
import { formatDateTime } from '../../../../components/format';
import { useLookup } from '../../../../components/useLookup';
import { LEAD_DOC_PATHS, useVerifyAnyLeadDocument } from '../tabs/documents/api';
import { LeadStatusTag } from '../components/LeadTags';

const STATES = [
  { label: 'Verified', value: 'verified' },
  { label: 'All documents', value: 'all' },
];
const MINE = [{ label: 'My documents', value: 'true' }];

/**
 * /lead/notifications/documents: lead documents awaiting verification across the open leads, oldest
 * first (the top bar's "Lead documents" count), with filters in the URL; verify from the list (edit
 * right), view or download the file, or open the lead's Documents tab.
 */
export default function LeadDocumentsNotificationPage() {
  // the documents of many leads: the rights of a lead's Documents tab
  const rights = useRecordRights(LEAD_LINK, LEAD_TAB_COMPONENTS.document);
  const verify = useVerifyAnyLeadDocument();
  const types = useLookup('applicant-document-type');
  const reps = useGet('/api/leads/representatives', undefined, { staleTime: 60_000 });
  const filters = useMemo(
    () => [
      { name: 'state', label: 'Awaiting verification', options: STATES },
      {
        name: 'typeId',
        label: 'Document type',
        options: (types.data?.items ?? []).map((t) => ({ label: t.label, value: String(t.value) })),
      },
      {
        name: 'representativeId',
        label: 'Representative',
        options: (reps.data?.items ?? []).map((r) => ({ label: r.label, value: String(r.value) })),
      },
      { name: 'mine', label: "Everyone's documents", options: MINE },
    ],
    [types.data, reps.data],
  );

  const columns: ColumnsType<LeadDocumentReviewItem> = [
    {
      title: 'Lead',
      dataIndex: 'leadName',
      key: 'lead',
      sorter: true,
      render: (v: string, r) => (
        <>
          {v}
          <br />
          <Typography.Text type="secondary">{r.leadEmail}</Typography.Text>
        </>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'leadStatusId',
      key: 'leadStatusId',
      render: (v: number) => <LeadStatusTag statusId={v} name={leadStatusName(v)} />,
    },
    { title: 'Document', dataIndex: 'title', key: 'title', sorter: true },
    {
      title: 'Type',
      dataIndex: 'typeName',
      key: 'type',
      sorter: true,
      render: (v: string | null, r) => (
        <>
          {v ?? '—'}
          {r.mandatory && <Tag style={{ marginInlineStart: 6 }}>Mandatory</Tag>}
        </>
      ),
    },
    {
      title: 'Representative',
      dataIndex: 'representativeName',
      key: 'representativeName',
      render: (v: string | null) => v ?? 'Unassigned',
    },
    {
      title: 'Uploaded',
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (v: string, r) => (
        <>
          {formatDateTime(v)}
          {r.createdByName && (
            <>
              <br />
              <Typography.Text type="secondary">{r.createdByName}</Typography.Text>
            </>
          )}
        </>
      ),
    },
    {
      title: 'Verified',
      dataIndex: 'verified',
      key: 'verified',
      render: (v: boolean, r) =>
        v ? (
          <Tooltip title={`${r.verifiedByName ?? ''} ${formatDateTime(r.verifiedAt)}`}>
            <Tag color="success">Verified</Tag>
          </Tooltip>
        ) : (
          <Tag>Awaiting</Tag>
        ),
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right' as const,
      render: (_: unknown, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Tooltip title="View">
            <Button
              size="small"
              type="text"
              icon={<EyeOutlined />}
              href={LEAD_DOC_PATHS.file(r.leadId, r.id, undefined, true)}
              target="_blank"
              rel="noopener"
              aria-label={`View ${r.title}`}
            />
          </Tooltip>
          <Tooltip title="Download">
            <Button
              size="small"
              type="text"
              icon={<DownloadOutlined />}
              aria-label={`Download ${r.title}`}
              onClick={() => {
                downloadGet(LEAD_DOC_PATHS.file(r.leadId, r.id), r.filename).catch((e: unknown) =>
                  toast.error(errorText(e)),
                );
              }}
            />
          </Tooltip>
          {rights.edit && (
            <Button
              size="small"
              type={r.verified ? 'text' : 'primary'}
              ghost={!r.verified}
              icon={r.verified ? <UndoOutlined /> : <CheckCircleOutlined />}
              aria-label={`${r.verified ? 'Unverify' : 'Verify'} ${r.title} of ${r.leadName}`}
              onClick={() =>
                void withToasts(
                  () => verify.mutateAsync({ leadId: r.leadId, id: r.id, verified: !r.verified }),
                  r.verified ? LEAD_DOCUMENT_TOASTS.unverified : LEAD_DOCUMENT_TOASTS.verified,
                  LEAD_DOCUMENT_TOASTS.updateFailed,
                )
              }
            >
              {r.verified ? 'Unverify' : 'Verify'}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <Page
      title="Lead Documents"
      subtitle="Documents leads have sent in that wait for verification, oldest first; verify here or open the lead"
    >
      <DataTable<LeadDocumentReviewItem>
        label="Lead documents"
        path={LEAD_DOC_PATHS.acrossLeads}
        columns={columns}
        rowKey="id"
        filters={filters}
        rowHref={(r) => leadTabUrl('document', r.leadId)}
        linkColumn="lead"
        search="Search: lead name, email or document title"
        emptyText="No documents wait for verification"
      />
    </Page>
  );
}
