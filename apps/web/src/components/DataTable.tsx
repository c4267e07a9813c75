import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Empty, Flex, Select, Table, theme, type TableProps } from 'antd';
import type { ColumnsType, ColumnType, SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type Page } from '@caduceus/contracts';
import { translateTitle } from '../app/i18n';
import { usePagedQuery, type QueryParams } from '../app/api';
import type { ListUrl } from '../app/client';
import { PREF_PREFIX } from '../app/errors';
import { preloadPath } from '../app/pages';
import { useSession } from '../app/session';
import { ColumnChooser } from './ColumnChooser';
import {
  canvasMeasure,
  CELL_CAP,
  cellCaps,
  CELL_PADDING,
  choiceKey,
  choiceOf,
  fitColumns,
  naturalWidth,
  readChoice,
  textOf,
  visibleKeys,
  writeChoice,
  type ColumnChoice,
  type ColumnInfo,
} from './columnChoice';
import { ExportButton } from './ExportButton';
import { FilterInput } from './FilterInput';
import { pageRangeText } from './format';
import { formatNumber } from './formatLocale';
import { ListFilters, useNarrow } from './ListFilters';
import { errorText } from './QueryState';
import { useListParams } from './useListParams';
import './lists.css';

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
  /** placeholder and name of the search box (q): say what it searches; false hides it */
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
  /** the page's own filters (a person, a date range): beside the list's, folded with them on phones */
  filterBar?: ReactNode;
  /** how many of filterBar's filters are set (shown on the phone's Filters button) */
  filterBarActive?: number;
  emptyText?: string;
  expandable?: TableProps<T>['expandable'];
  /** check boxes to choose rows (bulk actions); the caller keeps the chosen keys */
  rowSelection?: TableProps<T>['rowSelection'];
  /** adds "Export to Excel" for users with the export right: the filtered list (all pages) as FILENAME.xlsx, with the table's text columns */
  exportAs?: string;
  /** one row and many, for the total under the list: ['group', 'groups'] reads "1 of 1 group" */
  itemName?: readonly [string, string];
  /** false: no column chooser (the columns that fit show) */
  columnChooser?: boolean;
  /** keys of the columns always shown, like the link and the actions: what the screen is about (a bulk update's field) */
  pinnedColumns?: readonly string[];
  /** shown above the rows once the page is in: what the list's answer says besides its rows (e.g. the sums of the filtered set) */
  summary?: (answer: Page<T> & Record<string, unknown>) => ReactNode;
}

const keyOf = <T,>(c: ColumnType<T>) => String(c.key ?? (typeof c.dataIndex === 'string' ? c.dataIndex : ''));
const isActions = <T,>(c: ColumnType<T>) => {
  const k = keyOf(c);
  return k === 'actions' || k === 'action';
};
const interactive = (el: EventTarget | null) =>
  el instanceof Element &&
  !!el.closest('a, button, input, label, .ant-dropdown, .ant-popover, .ant-select, .ant-checkbox-wrapper');

/** A row's value at a column's dataIndex (a name or a path). */
function valueAt(row: object, dataIndex: ColumnType<object>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let v: unknown = row;
  for (const p of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[String(p)] : undefined;
  return v;
}

/** The text a column's cell shows for a row (its own render's output). */
function cellText<T extends object>(col: ColumnType<T>, row: T, i: number): string {
  const value = valueAt(row, col.dataIndex as ColumnType<object>['dataIndex']);
  try {
    return textOf((col.render ? col.render(value, row, i) : value) as ReactNode);
  } catch {
    return '';
  }
}

/** Widths the list cannot give its data columns: the row check boxes, the expand buttons, the actions. */
const FRAME_CELLS = 'th.ant-table-selection-column, th.ant-table-row-expand-icon-cell, th.dt-actions';

/** Where the user's column choice for this list is kept, and the choice itself. */
function useColumnChoice(list: string) {
  const userId = useSession()?.user.id;
  const { pathname } = useLocation();
  const key = userId === undefined ? null : PREF_PREFIX + choiceKey(userId, pathname, list);
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  const [state, setState] = useState<{ key: string | null; choice: ColumnChoice | null }>(() => ({
    key,
    choice: key ? readChoice(storage, key) : null,
  }));
  let current = state;
  if (state.key !== key) {
    current = { key, choice: key ? readChoice(storage, key) : null };
    setState(current);
  }
  const save = useCallback(
    (choice: ColumnChoice | null) => {
      if (key) writeChoice(storage, key, choice);
      setState({ key, choice });
    },
    [key, storage],
  );
  return [current.choice, save] as const;
}

/**
 * The list of every back-office screen: server paging (25/50/100), sorting, a search box and select
 * filters, all kept in the URL; loading, empty and error states; each row links to its record.
 * Sortable columns declare `sorter: true` and a `key` (or string dataIndex) equal to the server's sort key.
 *
 * It fits the screen: by default the columns that fit show (in their order; the link and the actions
 * always), and the column chooser shows others (kept per user and list); a cell longer than CELL_CAP is
 * cut with an ellipsis and shows its full text on hover; the actions column (key "actions") stays at the
 * right edge. The search box filters as one types; on phones the filters fold behind a Filters button.
 * Its texts, and the list's label, column titles, filter labels and search text given in English, show
 * in the chosen language (the `titles` namespace for the given ones).
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const {
    path,
    columns,
    rowKey,
    label,
    filters = [],
    search: searchLabel,
    rowHref,
    linkColumn,
    prefix = '',
    params,
    defaultSort,
    toolbar,
    filterBar,
    filterBarActive = 0,
    emptyText,
    expandable,
    rowSelection,
    exportAs,
    itemName,
    columnChooser = true,
    pinnedColumns,
    summary,
  } = props;
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const search = searchLabel === false ? false : searchLabel ? translateTitle(searchLabel) : t('table.search');
  const narrow = useNarrow();
  const { token } = theme.useToken();
  const list = useListParams(
    prefix,
    filters.map((f) => f.name),
    defaultSort,
  );
  const query = usePagedQuery<T>(path, { ...list.query, ...params });
  const data = query.data;

  // ----- the room the list has, and what its columns need
  const section = useRef<HTMLElement>(null);
  const [room, setRoom] = useState(0);
  const [frame, setFrame] = useState(0);
  useLayoutEffect(() => {
    const el = section.current;
    if (!el) return;
    const read = () => setRoom(el.clientWidth);
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  useLayoutEffect(() => {
    const cells = section.current?.querySelectorAll<HTMLElement>(FRAME_CELLS) ?? [];
    const w = [...cells].reduce((s, c) => s + c.offsetWidth, 0);
    if (Math.abs(w - frame) > 2) setFrame(w);
  });

  // the first rows that came: the default columns are sized on them (a later page does not reshuffle them)
  const [sample, setSample] = useState<T[] | null>(null);
  if (sample === null && data && data.items.length > 0) setSample(data.items);

  const measure = useMemo(() => canvasMeasure(token.fontFamily, token.fontSize), [token.fontFamily, token.fontSize]);
  const linkKey = linkColumn ?? keyOf(columns[0] as ColumnType<T>);
  const infos = useMemo<ColumnInfo[]>(
    () =>
      columns.map((c) => {
        const col = c as ColumnType<T>;
        const key = keyOf(col);
        const title = typeof col.title === 'function' ? '' : textOf(col.title as ReactNode);
        const required =
          !key || isActions(col) || !!col.fixed || (!!rowHref && key === linkKey) || !!pinnedColumns?.includes(key);
        return {
          key,
          title: title || key,
          required,
          // the frame (actions, check boxes) is measured on screen
          width: isActions(col)
            ? 0
            : naturalWidth({
                title,
                sorter: !!col.sorter,
                declared: typeof col.width === 'number' ? col.width : undefined,
                texts: sample ? sample.map((row, i) => cellText(col, row, i)) : null,
                measure,
              }),
        };
      }),
    [columns, sample, measure, rowHref, linkKey, pinnedColumns],
  );

  const [choice, saveChoice] = useColumnChoice(`${prefix}${label}`);
  // a little slack: widths are measured in the font, cells may hold tags and icons
  const budget = room ? room - frame - 8 : Infinity;
  const defaults = useMemo(() => fitColumns(infos, budget), [infos, budget]);
  const shown = useMemo(() => visibleKeys(infos, defaults, choice), [infos, defaults, choice]);
  const caps = useMemo(() => cellCaps(infos, shown, budget), [infos, shown, budget]);
  const hideable = infos.filter((i) => !i.required);
  const offerChooser = columnChooser && hideable.length >= 2 && (hideable.length >= 5 || shown.length < infos.length);

  const cols = useMemo(() => {
    return columns.flatMap((c) => {
      const col = { ...(c as ColumnType<T>) };
      const key = keyOf(col);
      if (key && !shown.includes(key)) return [];
      if (typeof col.title === 'string') col.title = translateTitle(col.title);
      if (col.sorter === true) {
        const s = list.sort;
        col.sortOrder = s === key ? 'ascend' : s === `-${key}` ? 'descend' : null;
        col.sortDirections = ['ascend', 'descend', 'ascend'];
      }
      if (isActions(col)) {
        // always in view at the right edge, as narrow as its buttons
        col.fixed = 'right';
        col.width ??= 1;
        col.className = `${col.className ?? ''} dt-actions`.trim();
        return [col];
      }
      const inner = col.render;
      const link = rowHref && key === linkKey;
      const cap = Math.max(typeof col.width === 'number' ? col.width - CELL_PADDING : 0, caps[key] ?? CELL_CAP);
      const wraps = col.ellipsis === false;
      col.ellipsis = undefined;
      col.render = (value, row, i) => {
        const shownValue = (inner ? inner(value, row, i) : value) as ReactNode;
        const text = textOf(shownValue);
        return (
          <div
            className={wraps ? 'dt-cell dt-cell-wrap' : 'dt-cell'}
            style={{ maxWidth: cap }}
            title={text && measure(text) > cap - 1 ? text : undefined}
          >
            {link ? <Link to={rowHref(row)}>{shownValue ?? ''}</Link> : shownValue}
          </div>
        );
      };
      return [col];
    });
    // the titles follow the language
  }, [columns, shown, caps, list.sort, rowHref, linkKey, measure, i18n.language]);

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

  const hasFilters = filters.length > 0 || !!filterBar;
  const activeFilters = Object.keys(list.filters).length + filterBarActive;
  return (
    <section aria-label={translateTitle(label)} ref={section} className="data-table">
      {(search !== false || hasFilters || toolbar || exportAs || offerChooser) && (
        <Flex gap={8} wrap align="center" className="dt-toolbar" style={{ marginBottom: 12 }}>
          {search !== false && (
            <FilterInput
              id={`${prefix}q`}
              label={search}
              search
              style={narrow ? { flex: '1 1 180px' } : { width: 260 }}
              value={list.q}
              onApply={(v) => list.set({ q: v || undefined, page: 1 })}
            />
          )}
          {hasFilters && (
            <ListFilters active={activeFilters} className="dt-filters-panel">
              {filters.map((f) => (
                <Select
                  key={f.name}
                  id={`${prefix}filter-${f.name}`}
                  aria-label={translateTitle(f.label)}
                  placeholder={translateTitle(f.label)}
                  allowClear
                  style={{ width: f.width ?? 180 }}
                  value={list.filters[f.name] || undefined}
                  options={f.options}
                  showSearch={f.options.length > 8 ? { optionFilterProp: 'label' } : undefined}
                  onChange={(v: string | undefined) => list.set({ [f.name]: v, page: 1 })}
                />
              ))}
              {filterBar}
            </ListFilters>
          )}
          {list.hasFilters && (
            <Button type="link" onClick={() => list.clear()}>
              {t('table.clearFilters')}
            </Button>
          )}
          <div style={{ flex: 1 }} />
          {offerChooser && (
            <ColumnChooser
              list={translateTitle(label)}
              columns={infos.filter((i) => i.key && i.title).map((i) => ({ ...i, title: translateTitle(i.title) }))}
              shown={shown}
              custom={choice !== null}
              onChange={(keys) => saveChoice(choiceOf(infos, keys))}
              onReset={() => saveChoice(null)}
            />
          )}
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
              {t('offline.retry')}
            </Button>
          }
        />
      )}
      {summary && data && summary(data as Page<T> & Record<string, unknown>)}
      <Table<T>
        rowKey={rowKey as TableProps<T>['rowKey']}
        columns={cols}
        dataSource={data?.items ?? []}
        loading={query.isFetching}
        onChange={onChange}
        expandable={expandable}
        rowSelection={rowSelection}
        tableLayout="auto"
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: query.isPending ? (
            <span role="status">{t('loadingDots')}</span>
          ) : (
            <Empty
              description={
                emptyText ? translateTitle(emptyText) : list.hasFilters ? t('table.noMatch') : t('table.noRecords')
              }
            />
          ),
        }}
        onRow={
          rowHref
            ? (row) => ({
                onClick: (e) => {
                  if (!interactive(e.target)) void navigate(rowHref(row));
                },
                // the record's screen starts loading while the pointer is on its row
                onMouseEnter: () => preloadPath(rowHref(row)),
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
          showTotal: (total, [from, to]) =>
            i18n.language === 'en'
              ? pageRangeText(from, to, total, itemName)
              : total > 0
                ? t('table.range', {
                    range: from === to ? formatNumber(from) : `${formatNumber(from)}–${formatNumber(to)}`,
                    total: formatNumber(total),
                  })
                : '',
          hideOnSinglePage: false,
        }}
      />
    </section>
  );
}
