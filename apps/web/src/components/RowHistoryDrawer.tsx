import { useTranslation } from 'react-i18next';
import i18n, { translateNode, translateTitle } from '../app/i18n';
import { useMemo, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Drawer, Timeline, Typography } from 'antd';
import { refLabelKey, type FieldDef, type RowHistoryEntry } from '@caduceus/contracts';
import { call, useGetUrl, type AnswerUrl } from '../app/client';
import { LOOKUP_STALE_MS, lookupPath } from './useLookup';
import { formatFieldValue } from './fieldFormat';
import { formatDateTime } from './format';
import { QueryState } from './QueryState';

export interface RowHistoryDrawerProps {
  /** GET endpoint answering { items: RowHistoryEntry[] } (getUrl(...)); null: closed */
  path: AnswerUrl<{ items: RowHistoryEntry[] }> | null;
  /** e.g. "History of Florida" */
  title: string;
  /** the declared fields, to name and format the values */
  fields: FieldDef[];
  /** the record as it is now: its `<key>Label`s name the values it holds */
  record?: Record<string, unknown> | null;
  onClose: () => void;
}

type Values = Record<string, unknown>;
interface Change {
  label: string;
  from: string;
  to: string;
}

const asValues = (v: unknown): Values => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Values) : {});
/** Row properties worth showing besides the declared fields. */
const OWN: Pick<FieldDef, 'key' | 'label' | 'kind'>[] = [
  // i18n-ignore: English like the table's own labels; the change list shows them translated
  { key: 'active', label: 'Active', kind: 'bool' },
  // i18n-ignore
  { key: 'sortOrder', label: 'Display order', kind: 'int' },
];

/** What changed, field by field, in the table's own words; a creation lists the values it set. */
export function changesOf(fields: FieldDef[], beforeRaw: unknown, afterRaw: unknown): Change[] {
  const before = asValues(beforeRaw);
  const after = asValues(afterRaw);
  const out: Change[] = [];
  for (const f of [...fields, ...OWN]) {
    if (!(f.key in before) && !(f.key in after)) continue;
    const from = f.key in before ? formatFieldValue(f as FieldDef, before[f.key], before) : '';
    const to = f.key in after ? formatFieldValue(f as FieldDef, after[f.key], after) : '';
    if (from !== to) out.push({ label: f.label, from, to });
  }
  return out;
}

function describe(e: RowHistoryEntry, fields: FieldDef[]): { verb: string; changes: Change[] } {
  const changes = changesOf(fields, e.before, e.after);
  const file = asValues(e.after).filename ?? asValues(e.after).fileId;
  const t = i18n.t.bind(i18n);
  switch (e.action) {
    case 'create':
      return { verb: t('history.added'), changes };
    case 'update':
      return { verb: changes.length ? t('history.changed') : t('history.savedNoChanges'), changes };
    case 'status':
      return {
        verb: asValues(e.after).active === false ? t('history.deactivated') : t('history.activated'),
        changes: [],
      };
    case 'activate':
      return { verb: t('history.activated'), changes: [] };
    case 'deactivate':
      return { verb: t('history.deactivated'), changes: [] };
    case 'delete':
      return { verb: t('history.deleted'), changes: [] };
    case 'add_file':
      return { verb: t('history.addedFile', { file: String(file ?? '') }), changes: [] };
    case 'activate_file':
      return { verb: t('history.activatedFile', { file: String(file ?? '') }), changes: [] };
    case 'deactivate_file':
      return { verb: t('history.deactivatedFile', { file: String(file ?? '') }), changes: [] };
    default:
      return { verb: e.action.replace(/_/g, ' '), changes };
  }
}

/**
 * The audit keeps ids for ref and user values: name them. Refs through their table's lookup (which
 * includes the ids even when inactive); users only when the record holds them now (its <key>Label).
 */
function useNamedValues(
  entries: RowHistoryEntry[] | undefined,
  fields: FieldDef[],
  record: Record<string, unknown> | null | undefined,
) {
  const wanted = useMemo(() => {
    const out = new Map<string, Set<number>>();
    for (const e of entries ?? []) {
      for (const side of [asValues(e.before), asValues(e.after)]) {
        for (const f of fields)
          if (f.kind === 'ref' && f.ref && typeof side[f.key] === 'number')
            (out.get(f.ref) ?? out.set(f.ref, new Set()).get(f.ref)!).add(side[f.key] as number);
      }
    }
    return [...out].map(([table, ids]) => ({ table, include: [...ids].sort((a, b) => a - b).join(',') }));
  }, [entries, fields]);
  const lookups = useQueries({
    queries: wanted.map((w) => ({
      queryKey: [lookupPath(w.table), { include: w.include }],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call('get', '/api/lookups/{table}', { path: { table: w.table }, query: { include: w.include }, signal }),
      staleTime: LOOKUP_STALE_MS,
    })),
  });
  return useMemo(() => {
    const names = new Map<string, string>();
    wanted.forEach((w, i) => {
      for (const item of lookups[i]?.data?.items ?? []) names.set(`${w.table}:${String(item.value)}`, item.label);
    });
    /** The values with `<key>Label` added where a name is known. */
    return (raw: unknown): Values => {
      const v = { ...asValues(raw) };
      for (const f of fields) {
        const id = v[f.key];
        if ((f.kind !== 'ref' && f.kind !== 'user') || id === null || id === undefined || refLabelKey(f.key) in v)
          continue;
        const now = record && record[f.key] === id ? record[refLabelKey(f.key)] : undefined;
        const name = f.kind === 'ref' ? (names.get(`${f.ref}:${String(id)}`) ?? now) : now;
        if (typeof name === 'string') v[refLabelKey(f.key)] = name;
      }
      return v;
    };
  }, [wanted, lookups, fields, record]);
}

const Empty = () => <Typography.Text type="secondary">({i18n.t('activity.empty')})</Typography.Text>;

function ChangeList({ changes, created }: { changes: Change[]; created: boolean }): ReactNode {
  if (!changes.length) return null;
  return (
    <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
      {changes.map((c) => (
        <li key={c.label}>
          <Typography.Text strong>{translateTitle(c.label)}</Typography.Text>
          {created ? (
            <>: {c.to || <Empty />}</>
          ) : (
            <>
              : {c.from || <Empty />} → {c.to || <Empty />}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The audit trail of one record: who did what and when, newest first, changes named by their field labels. */
export function RowHistoryDrawer({ path, title, fields, record, onClose }: RowHistoryDrawerProps) {
  const q = useGetUrl(path);
  const named = useNamedValues(q.data?.items, fields, record);
  const { t } = useTranslation();
  return (
    <Drawer open={path !== null} title={translateNode(title)} onClose={onClose} size={520}>
      {path && (
        <QueryState query={q} isEmpty={(d) => d.items.length === 0} emptyText={t('history.none')}>
          {(d) => (
            <Timeline
              items={[...d.items]
                .sort((a, b) => b.at.localeCompare(a.at))
                .map((e) => {
                  const { verb, changes } = describe({ ...e, before: named(e.before), after: named(e.after) }, fields);
                  return {
                    key: e.id,
                    color: e.action === 'delete' ? 'red' : e.action === 'create' ? 'green' : 'blue',
                    title: formatDateTime(e.at),
                    content: (
                      <div>
                        <Typography.Text strong>{e.actorName ?? t('system')}</Typography.Text> {verb}
                        <ChangeList changes={changes} created={e.action === 'create'} />
                      </div>
                    ),
                  };
                })}
            />
          )}
        </QueryState>
      )}
    </Drawer>
  );
}
