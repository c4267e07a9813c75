import { Link } from 'react-router';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DUPLICATE_RULE_LABELS, leadImportErrorText, leadTabUrl, type LeadUploadRow } from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { LEAD_UPLOAD_PATHS } from './api';
import './bulk-upload.css';

const FILTERS = [
  {
    name: 'state',
    label: 'All rows',
    options: [
      { label: 'Valid', value: 'valid' },
      { label: 'With errors', value: 'invalid' },
      { label: 'Duplicates', value: 'duplicate' },
    ],
  },
  {
    name: 'outcome',
    label: 'Any outcome',
    options: [
      { label: 'Imported', value: 'imported' },
      { label: 'Skipped', value: 'skipped' },
    ],
  },
];

/** What became of a row: checked (valid, errors, duplicate), then imported or skipped. */
export function RowResult({ row }: { row: LeadUploadRow }) {
  if (row.outcome === 'imported' && row.leadId)
    return (
      <Tag color="success">
        <Link to={leadTabUrl('profile', row.leadId)}>Imported: lead #{row.leadId}</Link>
      </Tag>
    );
  if (row.outcome === 'skipped') return <Tag>Skipped</Tag>;
  if (row.state === 'invalid') return <Tag color="error">Error</Tag>;
  if (row.state === 'duplicate') return <Tag color="warning">Duplicate</Tag>;
  return <Tag color="processing">Valid</Tag>;
}

/** The row's errors by column, or the leads and earlier rows it matches (each lead a link to it). */
function RowDetails({ row }: { row: LeadUploadRow }) {
  if (row.errors.length) {
    return (
      <ul className="bulk-upload-list">
        {row.errors.map((e, i) => (
          <li key={i}>
            <Typography.Text type="danger">{leadImportErrorText(e)}</Typography.Text>
          </li>
        ))}
      </ul>
    );
  }
  if (!row.duplicates.length) return <>—</>;
  return (
    <ul className="bulk-upload-list">
      {row.duplicates.map((d, i) => (
        <li key={i}>
          {d.leadId != null ? (
            <>
              Matches{' '}
              <Link to={leadTabUrl('profile', d.leadId)}>
                {d.name} (lead #{d.leadId})
              </Link>
            </>
          ) : (
            <>
              Matches row {d.rowNumber} ({d.name})
            </>
          )}
          <Typography.Text type="secondary">
            {' '}
            · {d.rules.map((r) => DUPLICATE_RULE_LABELS[r]).join(', ')}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** The checked rows of an upload, in file order, with filters in the URL (prefix `rows`). */
export function UploadRows({ uploadId }: { uploadId: number }) {
  const columns: ColumnsType<LeadUploadRow> = [
    { title: 'Row', dataIndex: 'rowNumber', key: 'rowNumber', width: 70 },
    {
      title: 'Name',
      key: 'name',
      render: (_: unknown, r) => `${r.values.firstName ?? ''} ${r.values.lastName ?? ''}`.trim() || '—',
    },
    { title: 'Email', key: 'email', render: (_: unknown, r) => r.values.email || '—' },
    { title: 'Program', key: 'course', render: (_: unknown, r) => r.values.course || '—' },
    { title: 'Result', key: 'result', render: (_: unknown, r) => <RowResult row={r} /> },
    { title: 'Errors and duplicates', key: 'details', width: '38%', render: (_: unknown, r) => <RowDetails row={r} /> },
  ];
  return (
    <DataTable<LeadUploadRow>
      key={uploadId}
      label="Rows of the upload"
      path={LEAD_UPLOAD_PATHS.rows(uploadId)}
      columns={columns}
      rowKey="rowNumber"
      prefix="rows"
      filters={FILTERS}
      search={false}
      emptyText="No rows match these filters"
    />
  );
}
