import type { TableDef } from '@caduceus/contracts';
import { linkOf } from '@caduceus/contracts';
import { useApiMutation } from '../../app/api';
import { apiUrl, call, getUrl, listUrl, useGet } from '../../app/client';
import { useRights } from '../../app/rights';
import { lookupPath } from '../../components/useLookup';

/** The control-table engine's API: one resource for every declared table, its history and files. */
export const PATHS = {
  tables: apiUrl('/api/control-tables'),
  rows: (table: string) => listUrl('/api/control-tables/{table}/rows', { table }),
  history: (table: string, id: number) => getUrl('/api/control-tables/{table}/rows/{id}/history', { table, id }),
  files: (table: string, id: number) => getUrl('/api/control-tables/{table}/rows/{id}/files', { table, id }),
  uploadType: (table: string) => `ct-${table}`,
  leadSemester: apiUrl('/api/admin/lead-settings/current-semester'),
} as const;

/** What a change to a table's rows makes stale: its lists, counts, records and dropdowns. */
export const staleAfterWrite = (table: string) => [PATHS.tables, lookupPath(table)];

/** The tables the user may read, with their counts and the user's rights on each. */
export const useControlTables = () => useGet('/api/control-tables', undefined, { staleTime: 60_000 });

/** The user's rights on a table: as the server reports them, else from the session's rights on its screen. */
export function useTableRights(def: TableDef) {
  const session = useRights(linkOf(def));
  const info = useControlTables().data?.items.find((t) => t.key === def.key);
  return info
    ? { canWrite: info.canWrite, canEdit: info.canEdit, canDelete: info.canDelete }
    : { canWrite: session.write, canEdit: session.edit, canDelete: session.delete };
}

/** The record opened by ?edit=ID: the page's record, so a 404 goes to /notfound. */
export const useRow = (table: string, id: number | null) =>
  useGet('/api/control-tables/{table}/rows/{id}', id ? { path: { table, id } } : null, {
    meta: { notFoundRedirect: true },
  });

type Values = Record<string, unknown>;
export const useCreateRow = (table: string) =>
  useApiMutation((body: Values) => call('post', '/api/control-tables/{table}/rows', { path: { table }, body }), {
    invalidate: staleAfterWrite(table),
    errorToast: false,
  });
export const useUpdateRow = (table: string) =>
  useApiMutation(
    ({ id, body }: { id: number; body: Values }) =>
      call('put', '/api/control-tables/{table}/rows/{id}', { path: { table, id }, body }),
    {
      invalidate: staleAfterWrite(table),
      errorToast: false,
    },
  );
export const useSetRowStatus = (table: string) =>
  useApiMutation(
    ({ id, active }: { id: number; active: boolean }) =>
      call('put', '/api/control-tables/{table}/rows/{id}/status', { path: { table, id }, body: { active } }),
    { invalidate: staleAfterWrite(table), errorToast: 'Failed to change status. Try again!' },
  );
export const useDeleteRow = (table: string) =>
  useApiMutation((id: number) => call('delete', '/api/control-tables/{table}/rows/{id}', { path: { table, id } }), {
    invalidate: staleAfterWrite(table),
    errorToast: false,
  });

// ---- lead settings: the semester leads are enrolled for ----
export const useLeadSemester = () => useGet('/api/admin/lead-settings/current-semester');
export const useCurrentNextSemester = () => useGet('/api/lookups/semester/current-next');
export const useSaveLeadSemester = () =>
  useApiMutation(
    (semesterId: number) => call('put', '/api/admin/lead-settings/current-semester', { body: { semesterId } }),
    { invalidate: [PATHS.leadSemester], errorToast: false },
  );
