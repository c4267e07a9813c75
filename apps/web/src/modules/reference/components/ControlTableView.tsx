import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Button, Flex, Tooltip } from 'antd';
import {
  CloudUploadOutlined,
  DeleteOutlined,
  EditOutlined,
  HistoryOutlined,
  PaperClipOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { listFieldsOf, refLabelKey, type ControlRow, type FieldDef, type TableDef } from '@caduceus/contracts';
import { isApiError } from '../../../app/api';
import { useGet } from '../../../app/client';
import { toast } from '../../../app/bridge';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { DataTable, type FilterDef } from '../../../components/DataTable';
import { activeFilter } from '../../../components/filters';
import { formatFieldValue } from '../../../components/fieldFormat';
import { ActiveTag } from '../../../components/StatusTag';
import { choiceLabel, useLookups } from '../../../components/useLookup';
import { PATHS, staleAfterWrite, useDeleteRow, useRow, useSetRowStatus, useTableRights } from '../api';
import type { UserFilter } from './RowFormDrawer';
import { recordToasts } from './toasts';

// the forms and drawers load on first use: the list screen stays light (pickers, timeline, upload)
const RowFormDrawer = lazy(() => import('./RowFormDrawer').then((m) => ({ default: m.RowFormDrawer })));
const RowHistoryDrawer = lazy(() =>
  import('../../../components/RowHistoryDrawer').then((m) => ({ default: m.RowHistoryDrawer })),
);
const RowFilesDrawer = lazy(() =>
  import('../../../components/RowFilesDrawer').then((m) => ({ default: m.RowFilesDrawer })),
);
const BulkUploadModal = lazy(() =>
  import('../../../components/BulkUploadModal').then((m) => ({ default: m.BulkUploadModal })),
);

/** Mounts its children from the first time `open` is true on (so that closing still animates). */
function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(open);
  if (open && !seen) setSeen(true);
  return seen || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

interface Props {
  def: TableDef;
  /** an extra choice in the form that narrows its user pickers */
  userFilter?: UserFilter;
}

const isRef = (f: FieldDef) => f.kind === 'ref' || f.kind === 'user';
/** URL parameters of the records and drawers this view opens. */
const OPEN_PARAMS = ['edit', 'history', 'files'] as const;
/** A whole-number filter over a short range (a year): its values as choices. */
const rangeOptions = (f: FieldDef) =>
  f.min !== undefined && f.max !== undefined && f.max - f.min <= 150
    ? Array.from({ length: f.max - f.min + 1 }, (_, i) => String(f.min! + i)).map((v) => ({ label: v, value: v }))
    : null;

/**
 * One control table, entirely from its declaration: the server-paged list (search, status and the
 * declared filters, export), add and edit in a drawer, activate and deactivate, delete where allowed,
 * bulk upload, history and files. The open record is in the URL (?edit=ID|new, ?history=ID, ?files=ID).
 */
export function ControlTableView({ def, userFilter }: Props) {
  const [sp, setSp] = useSearchParams();
  const rights = useTableRights(def);
  const texts = useMemo(() => recordToasts(def.singular), [def.singular]);
  const setStatus = useSetRowStatus(def.key);
  const del = useDeleteRow(def.key);
  const [uploading, setUploading] = useState(false);

  const edit = sp.get('edit');
  const editId = edit && edit !== 'new' ? Number(edit) || null : null;
  const historyId = Number(sp.get('history')) || null;
  const filesId = Number(sp.get('files')) || null;
  const editing = useRow(def.key, editId);
  const historyRow = useRow(def.key, historyId);
  const filesRow = useRow(def.key, filesId);

  // the record open in the URL; a drawer the user closes goes at once (an urgent update), not when the URL's own
  // update renders: until then its focus lock pulled a click in the search box back into the closing drawer,
  // and the search typed there never filtered
  const openKey = OPEN_PARAMS.map((k) => sp.get(k) ?? '').join('|');
  const [closedKey, setClosedKey] = useState<string | null>(null);
  useEffect(() => setClosedKey(null), [openKey]);
  const shut = closedKey === openKey;

  const patch = useCallback(
    (p: Partial<Record<(typeof OPEN_PARAMS)[number], string | null>>, replace = false) =>
      setSp(
        () => {
          // from the address as it is now: a search applied since this screen last rendered stays
          const n = new URLSearchParams(window.location.search);
          for (const k of OPEN_PARAMS) n.delete(k);
          for (const [k, v] of Object.entries(p)) if (v) n.set(k, v);
          return n;
        },
        { replace },
      ),
    [setSp],
  );
  const close = () => {
    setClosedKey(openKey);
    patch({}, true);
  };
  const hrefFor = useCallback(
    (r: ControlRow) => {
      const n = new URLSearchParams(sp);
      for (const k of OPEN_PARAMS) n.delete(k);
      n.set('edit', String(r.id));
      return `?${n.toString()}`;
    },
    [sp],
  );

  // the list's filters: status, then each declared filter field
  const filterFields = useMemo(() => def.fields.filter((f) => f.filter), [def]);
  const refTables = useMemo(
    () => [...new Set(filterFields.filter((f) => f.kind === 'ref' && f.ref).map((f) => f.ref!))],
    [filterFields],
  );
  const lookups = useLookups(refTables);
  const userFilters = filterFields.some((f) => f.kind === 'user');
  const userNames = useGet('/api/users/names', userFilters ? undefined : null, { staleTime: 5 * 60_000 });
  const filters = useMemo<FilterDef[]>(
    () => [
      activeFilter(140),
      ...filterFields.flatMap((f): FilterDef[] => {
        if (f.kind === 'enum')
          return [
            {
              name: f.key,
              label: f.label,
              options: (f.options ?? []).map((o) => ({ label: o.label, value: String(o.value) })),
            },
          ];
        if (f.kind === 'bool')
          return [
            {
              name: f.key,
              label: f.label,
              width: 140,
              options: [
                { label: 'Yes', value: 'true' },
                { label: 'No', value: 'false' },
              ],
            },
          ];
        if (f.kind === 'ref' && f.ref) {
          const items = lookups[refTables.indexOf(f.ref)]?.data?.items ?? [];
          return [
            {
              name: f.key,
              label: f.label,
              width: 200,
              options: items.map((i) => ({ label: choiceLabel(i), value: String(i.value) })),
            },
          ];
        }
        if (f.kind === 'user')
          return [
            {
              name: f.key,
              label: f.label,
              width: 200,
              options: (userNames.data?.items ?? []).map((u) => ({ label: u.name, value: String(u.id) })),
            },
          ];
        const range = f.kind === 'int' ? rangeOptions(f) : null;
        return range ? [{ name: f.key, label: f.label, width: 140, options: range }] : [];
      }),
    ],
    [filterFields, lookups, refTables, userNames.data],
  );

  const columns = useMemo<ColumnsType<ControlRow>>(() => {
    const cols: ColumnsType<ControlRow> = listFieldsOf(def).map((f) => {
      const key = isRef(f) ? refLabelKey(f.key) : f.key;
      return {
        title: f.label,
        key,
        dataIndex: key,
        sorter: !isRef(f),
        align: f.kind === 'money' || f.kind === 'int' || f.kind === 'decimal' ? ('right' as const) : undefined,
        render: (_: unknown, r: ControlRow) => formatFieldValue(f, r[f.key], r) || '—',
      };
    });
    if (def.files) cols.push({ title: def.files, dataIndex: 'fileCount', key: 'fileCount', align: 'right' });
    cols.push({
      title: 'Active',
      dataIndex: 'active',
      key: 'active',
      sorter: true,
      render: (v: boolean) => <ActiveTag active={v} />,
    });
    cols.push({
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Flex gap={2} wrap={false}>
          {rights.canEdit && (
            <Tooltip title="Edit">
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={`Edit ${r.label}`}
                onClick={() => patch({ edit: String(r.id) })}
              />
            </Tooltip>
          )}
          <Tooltip title="History">
            <Button
              size="small"
              type="text"
              icon={<HistoryOutlined />}
              aria-label={`History of ${r.label}`}
              onClick={() => patch({ history: String(r.id) })}
            />
          </Tooltip>
          {def.files && (
            <Tooltip title={def.files}>
              <Badge count={r.fileCount} size="small" offset={[-4, 4]}>
                <Button
                  size="small"
                  type="text"
                  icon={<PaperClipOutlined />}
                  aria-label={`${def.files} of ${r.label}`}
                  onClick={() => patch({ files: String(r.id) })}
                />
              </Badge>
            </Tooltip>
          )}
          {rights.canEdit && (
            <ConfirmAction
              title={r.active ? `Deactivate ${r.label}?` : `Activate ${r.label}?`}
              okText={r.active ? 'Deactivate' : 'Activate'}
              danger={r.active}
              description={
                r.active ? 'It stays on the records that use it, but cannot be chosen anew.' : 'It can be chosen again.'
              }
              ariaLabel={`${r.active ? 'Deactivate' : 'Activate'} ${r.label}`}
              onConfirm={() =>
                setStatus.mutateAsync({ id: r.id, active: !r.active }).then(() => toast.success(texts.status))
              }
            >
              {r.active ? 'Deactivate' : 'Activate'}
            </ConfirmAction>
          )}
          {def.deletable && rights.canDelete && (
            <ConfirmAction
              title={`Delete ${r.label}?`}
              description="This cannot be undone."
              okText="Delete"
              danger
              type="text"
              icon={<DeleteOutlined />}
              ariaLabel={`Delete ${r.label}`}
              onConfirm={() =>
                del.mutateAsync(r.id).then(
                  () => toast.success(texts.deleted),
                  (e: unknown) => {
                    // 409: still in use; the server says so (deactivate instead)
                    toast.error(isApiError(e, 409) || isApiError(e, 422) ? e.message : texts.deleteFailed);
                  },
                )
              }
            />
          )}
        </Flex>
      ),
    });
    return cols;
  }, [def, rights.canEdit, rights.canDelete, patch, setStatus, del, texts]);

  const uploadColumns = useMemo(() => def.fields.map((f) => ({ key: f.key, title: f.label })), [def]);
  const singular = def.singular.toLowerCase();
  const formOpen = !shut && ((edit === 'new' && rights.canWrite) || (!!editing.data && editing.data.id === editId));
  // while the drawer closes it keeps showing (and saving) the record it had, never a blank new one
  const formRow = useRef<ControlRow | null>(null);
  if (formOpen) formRow.current = edit === 'new' ? null : (editing.data ?? null);
  return (
    <>
      <DataTable<ControlRow>
        key={def.key}
        label={def.title}
        itemName={[def.singular.toLowerCase(), def.title.toLowerCase()]}
        path={PATHS.rows(def.key)}
        rowKey="id"
        columns={columns}
        rowHref={hrefFor}
        search={`Search ${def.title.toLowerCase()}`}
        filters={filters}
        defaultSort={def.sort}
        exportAs={def.key}
        emptyText={`No ${def.title.toLowerCase()} yet`}
        toolbar={
          rights.canWrite && (
            <>
              <Button icon={<CloudUploadOutlined />} onClick={() => setUploading(true)}>
                Bulk upload
              </Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => patch({ edit: 'new' })}>
                Add {singular}
              </Button>
            </>
          )
        }
      />
      <WhenOpened open={formOpen}>
        <RowFormDrawer
          def={def}
          open={formOpen}
          row={formRow.current}
          onClose={close}
          userFilter={userFilter}
          readOnly={edit !== 'new' && !rights.canEdit}
        />
      </WhenOpened>
      <WhenOpened open={!!historyId && !shut}>
        <RowHistoryDrawer
          path={historyId && !shut ? PATHS.history(def.key, historyId) : null}
          title={`History of ${historyRow.data?.label ?? singular}`}
          fields={def.fields}
          record={historyRow.data}
          onClose={close}
        />
      </WhenOpened>
      {def.files && (
        <WhenOpened open={!!filesId && !shut}>
          <RowFilesDrawer
            path={filesId && !shut ? PATHS.files(def.key, filesId) : null}
            title={`${def.files} of ${filesRow.data?.label ?? singular}`}
            canWrite={rights.canWrite}
            canEdit={rights.canEdit}
            invalidate={[PATHS.rows(def.key)]}
            onClose={close}
          />
        </WhenOpened>
      )}
      <WhenOpened open={uploading}>
        <BulkUploadModal
          open={uploading}
          onClose={() => setUploading(false)}
          type={PATHS.uploadType(def.key)}
          title={def.title}
          columns={uploadColumns}
          invalidate={staleAfterWrite(def.key)}
        />
      </WhenOpened>
    </>
  );
}
