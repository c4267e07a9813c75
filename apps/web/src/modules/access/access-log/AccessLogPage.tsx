import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, DatePicker, InputNumber, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ColumnsType } from 'antd/es/table';
import { ACCESS_LOG_PARTS, studentTabUrl, type AccessLogRow } from '@caduceus/contracts';
import { DataTable, type FilterDef } from '../../../components/DataTable';
import { DATE_FORMAT, formatDateTime } from '../../../components/format';
import { Page } from '../../../components/Page';
import { useDebounced } from '../../../components/useDebounced';
import {
  ACCESS_LOG_PATHS,
  OWN_FILTERS,
  ownFilters,
  studentsText,
  useReaders,
  withFilters,
  type OwnFilter,
} from './accessLog';

const FILTERS: FilterDef[] = [
  {
    name: 'part',
    label: 'Part read',
    width: 240,
    options: ACCESS_LOG_PARTS.map((p) => ({ value: p.value, label: p.label })),
  },
  {
    name: 'via',
    label: 'Read how',
    width: 150,
    options: [
      { value: 'direct', label: 'Directly' },
      { value: 'export', label: 'By export' },
    ],
  },
];

/**
 * /admin/access-log: who read which student's records, when and from where (FERPA). Filters by
 * reader, student, part, way and days, all in the URL; sorted by time, reader, part or address;
 * exported to Excel like any list.
 */
export default function AccessLogPage() {
  const [sp, setSp] = useSearchParams();
  const own = ownFilters(sp);
  const patch = (p: Partial<Record<OwnFilter, string | number | undefined | null>>) =>
    setSp((prev) => withFilters(prev, p), { replace: true });
  const [typed, setTyped] = useState('');
  const readers = useReaders(useDebounced(typed.trim()));
  const readerOptions = useMemo(() => {
    const opts = (readers.data?.items ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.username})` }));
    if (own.actorId && !opts.some((o) => o.value === own.actorId))
      opts.unshift({ value: own.actorId, label: `User #${own.actorId}` });
    return opts;
  }, [readers.data, own.actorId]);

  const columns = useMemo<ColumnsType<AccessLogRow>>(
    () => [
      { title: 'When', dataIndex: 'at', key: 'at', sorter: true, render: (v: string) => formatDateTime(v) },
      {
        title: 'Reader',
        dataIndex: 'actorName',
        key: 'reader',
        sorter: true,
        render: (v: string | null, r) =>
          v ? <span title={r.actorUsername ?? undefined}>{v}</span> : <em>Unknown user #{r.actorId}</em>,
      },
      { title: 'Username', dataIndex: 'actorUsername', key: 'actorUsername' },
      { title: 'Part', dataIndex: 'partLabel', key: 'part', sorter: true },
      {
        title: 'Students',
        dataIndex: 'studentIds',
        key: 'students',
        render: (_: unknown, r) =>
          r.studentId != null ? (
            <Link to={studentTabUrl('personal', r.studentId)}>{studentsText(r)}</Link>
          ) : (
            studentsText(r)
          ),
      },
      { title: 'Student ID', dataIndex: 'studentId', key: 'studentId', render: (v: number | null) => v ?? '' },
      { title: 'Count', dataIndex: 'count', key: 'count', align: 'right' },
      { title: 'IP address', dataIndex: 'ip', key: 'ip', sorter: true },
      {
        title: 'Via',
        dataIndex: 'via',
        key: 'via',
        render: (v: AccessLogRow['via']) => (v === 'export' ? <Tag color="orange">Export</Tag> : <Tag>Direct</Tag>),
      },
    ],
    [],
  );

  const anyOwn = OWN_FILTERS.some((k) => own[k] !== undefined);
  return (
    <Page
      title="Record Access Log"
      subtitle="Who read which student's records, when and from where: each record page, and every list, search or export that showed students"
    >
      <DataTable<AccessLogRow>
        label="Record reads"
        path={ACCESS_LOG_PATHS.reads}
        rowKey="id"
        columns={columns}
        search="Search reader or IP address"
        filters={FILTERS}
        params={{ ...own }}
        defaultSort="-at"
        exportAs="record_access_log"
        emptyText="No reads match these filters"
        filterBarActive={[own.actorId, own.studentId, own.from ?? own.to].filter((v) => v !== undefined).length}
        filterBar={
          <>
            <Select
              id="access-log-reader"
              aria-label="Reader"
              placeholder="Reader"
              allowClear
              showSearch={{ filterOption: false, onSearch: setTyped }}
              style={{ width: 240 }}
              loading={readers.isFetching}
              value={own.actorId}
              options={readerOptions}
              onChange={(v: number | undefined) => {
                setTyped('');
                patch({ actorId: v });
              }}
            />
            <InputNumber
              id="access-log-student"
              aria-label="Student ID"
              placeholder="Student ID"
              min={1}
              precision={0}
              style={{ width: 140 }}
              value={own.studentId ?? null}
              onChange={(v) => patch({ studentId: typeof v === 'number' ? v : undefined })}
            />
            <DatePicker.RangePicker
              id="access-log-days"
              aria-label="Read between (UTC days)"
              format={DATE_FORMAT}
              allowEmpty={[true, true]}
              value={[own.from ? dayjs(own.from) : null, own.to ? dayjs(own.to) : null]}
              onChange={(r) => patch({ from: r?.[0]?.format('YYYY-MM-DD'), to: r?.[1]?.format('YYYY-MM-DD') })}
            />
            {anyOwn && (
              <Button
                type="link"
                onClick={() => patch({ actorId: undefined, studentId: undefined, from: undefined, to: undefined })}
              >
                Clear reader, student and days
              </Button>
            )}
          </>
        }
      />
    </Page>
  );
}
