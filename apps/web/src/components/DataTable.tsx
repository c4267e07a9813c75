import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Empty, Flex, Select, Table, type TableProps } from 'antd';
// the search box alone: antd's Input also carries its password and one-time-code inputs
import InputSearch from 'antd/es/input/Search';
import type { ColumnsType, ColumnType, SorterResult } from 'antd/es/table/interface';
import { PAGE_SIZES } from '@caduceus/contracts';
import { usePagedQuery, type QueryParams } from '../app/api';
import type { ListUrl } from '../app/client';
import { ExportButton } from './ExportButton';
import { errorText } from './QueryState';
import { useListParams } from './useListParams';

export interface FilterDef {
  /** the query parameter, e.g. userType */
  name: string;
  label: string;
  options: { label: string; value: string }[];
  width?: number;
}

export interface DataTableProps<T> {
  /** GET endpoint answering { items, total, page, pageSize }: listUrl(...) checks the rows against the server's */
  path: ListUrl<T>;
  columns: ColumnsType<T>;
  rowKey: (keyof T & string) | ((row: T) => string | number);
  /** accessible name of the table */
  label: string;
  filters?: FilterDef[];
  /** placeholder of the search box (q); false hides it */
  search?: string | false;
  /** the record's URL: its link column renders as a link and a row click opens it */
  rowHref?: (row: T) => string;
  /** key of the column rendered as the record link (default: the first) */
  linkColumn?: string;
  /** URL parameter prefix when a page has more than one table */
  prefix?: string;
  /** fixed query parameters added to every request */
  params?: QueryParams;
  /** default sort when the URL has none, e.g. "-createdAt" */
  defaultSort?: string;
  toolbar?: ReactNode;
  emptyText?: string;
  expandable?: TableProps<T>['expandable'];
  /** check boxes to choose rows (bulk actions); the caller keeps the chosen keys */
  rowSelection?: TableProps<T>['rowSelection'];
  /** adds "Export to Excel" for users with the export right: the filtered list (all pages) as FILENAME.xlsx, with the table's text columns */
  exportAs?: string;
}

const keyOf = <T,>(c: ColumnType<T>) => String(c.key ?? (typeof c.dataIndex === 'string' ? c.dataIndex : ''));
const interactive = (el: EventTarget | null) =>
  el instanceof Element &&
  !!el.closest('a, button, input, label, .ant-dropdown, .ant-popover, .ant-select, .ant-checkbox-wrapper');

/**
 * The list of every back-office screen: server paging (25/50/100), sorting, a search box and select
 * filters, all kept in the URL; loading, empty and error states; each row links to its record.
 * Sortable columns declare `sorter: true` and a `key` (or string dataIndex) equal to the server's sort key.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const {
    path,
    columns,
    rowKey,
    label,
    filters = [],
    search = 'Search',
    rowHref,
    linkColumn,
    prefix = '',
    params,
    defaultSort,
    toolbar,
    emptyText,
    expandable,
    rowSelection,
    exportAs,
  } = props;
  const navigate = useNavigate();
  const list = useListParams(
    prefix,
    filters.map((f) => f.name),
    defaultSort,
  );
  const query = usePagedQuery<T>(path, { ...list.query, ...params });
  const [typed, setTyped] = useState<string | null>(null);

  const cols = useMemo(() => {
    const linkKey = linkColumn ?? keyOf(columns[0] as ColumnType<T>);
    return columns.map((c) => {
      const col = { ...(c as ColumnType<T>) };
      const key = keyOf(col);
      if (col.sorter === true) {
        const s = list.sort;
        col.sortOrder = s === key ? 'ascend' : s === `-${key}` ? 'descend' : null;
        col.sortDirections = ['ascend', 'descend', 'ascend'];
      }
      if (rowHref && key === linkKey) {
        const inner = col.render;
        col.render = (value, row, i) => (
          <Link to={rowHref(row)}>{inner ? (inner(value, row, i) as ReactNode) : String(value ?? '')}</Link>
        );
      }
      return col;
    });
  }, [columns, list.sort, rowHref, linkColumn]);

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const key = s?.column ? keyOf(s.column as ColumnType<T>) : '';
    const sort = s?.order && key ? (s.order === 'descend' ? `-${key}` : key) : undefined;
    list.set({
      page: pagination.current ?? 1,
      pageSize: pagination.pageSize ?? 25,
      sort,
    });
  };

  const data = query.data;
  return (
    <section aria-label={label}>
      {(search !== false || filters.length > 0 || toolbar || exportAs) && (
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
          {search !== false && (
            <InputSearch
              id={`${prefix}q`}
              name={`${prefix}q`}
              aria-label={search}
              placeholder={search}
              allowClear
              style={{ width: 260 }}
              value={typed ?? list.q}
              onChange={(e) => setTyped(e.target.value)}
              onSearch={(v) => {
                setTyped(null);
                list.set({ q: v.trim() || undefined, page: 1 });
              }}
            />
          )}
          {filters.map((f) => (
            <Select
              key={f.name}
              id={`${prefix}filter-${f.name}`}
              aria-label={f.label}
              placeholder={f.label}
              allowClear
              style={{ width: f.width ?? 180 }}
              value={list.filters[f.name] || undefined}
              options={f.options}
              showSearch={f.options.length > 8 ? { optionFilterProp: 'label' } : undefined}
              onChange={(v: string | undefined) => list.set({ [f.name]: v, page: 1 })}
            />
          ))}
          {list.hasFilters && (
            <Button
              type="link"
              onClick={() => {
                setTyped(null);
                list.clear();
              }}
            >
              Clear filters
            </Button>
          )}
          <div style={{ flex: 1 }} />
          {exportAs && (
            <ExportButton
              filename={exportAs}
              request={() => {
                const exportColumns = columns.flatMap((c) => {
                  const col = c as ColumnType<T>;
                  return typeof col.dataIndex === 'string' && typeof col.title === 'string'
                    ? [{ key: col.dataIndex, title: col.title }]
                    : [];
                });
                const { page: _page, pageSize: _size, ...filterParams } = { ...list.query, ...params };
                const clean = Object.fromEntries(
                  Object.entries(filterParams).filter(([, v]) => v !== undefined && v !== null && v !== ''),
                ) as Record<string, string | number | boolean>;
                return { path, params: clean, columns: exportColumns, sheet: label.slice(0, 31) };
              }}
            />
          )}
          {toolbar}
        </Flex>
      )}
      {query.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title={errorText(query.error)}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      )}
      <Table<T>
        rowKey={rowKey as TableProps<T>['rowKey']}
        columns={cols}
        dataSource={data?.items ?? []}
        loading={query.isFetching}
        onChange={onChange}
        expandable={expandable}
        rowSelection={rowSelection}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: query.isPending ? (
            <span role="status">Loading…</span>
          ) : (
            <Empty description={emptyText ?? (list.hasFilters ? 'No records match these filters' : 'No records yet')} />
          ),
        }}
        onRow={
          rowHref
            ? (row) => ({
                onClick: (e) => {
                  if (!interactive(e.target)) void navigate(rowHref(row));
                },
                style: { cursor: 'pointer' },
              })
            : undefined
        }
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total, [from, to]) => `${from}-${to} of ${total}`,
          hideOnSinglePage: false,
        }}
      />
    </section>
  );
}
