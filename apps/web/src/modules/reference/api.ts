import type { ControlRow, ControlTableInfo, CurrentSemesters, TableDef } from '@caduceus/contracts';
import { linkOf } from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../app/api';
import { useRights } from '../../app/rights';
import { lookupPath } from '../../components/useLookup';

/** The control-table engine's API: one resource for every declared table, its history and files. */
export const PATHS = {
  tables: '/api/control-tables',
  rows: (table: string) => `/api/control-tables/${table}/rows`,
  row: (table: string, id: number) => `/api/control-tables/${table}/rows/${id}`,
  history: (table: string, id: number) => `/api/control-tables/${table}/rows/${id}/history`,
  files: (table: string, id: number) => `/api/control-tables/${table}/rows/${id}/files`,
  uploadType: (table: string) => `ct-${table}`,
  leadSemester: '/api/admin/lead-settings/current-semester',
  currentNext: '/api/lookups/semester/current-next',
} as const;

/** What a change to a table's rows makes stale: its lists, counts, records and dropdowns. */
export const staleAfterWrite = (table: string) => [PATHS.tables, lookupPath(table)];

/** The tables the user may read, with their counts and the user's rights on each. */
export const useControlTables = () =>
  useApiQuery<{ items: ControlTableInfo[] }>(PATHS.tables, undefined, { staleTime: 60_000 });

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
  useApiQuery<ControlRow>(id ? PATHS.row(table, id) : null, undefined, { meta: { notFoundRedirect: true } });

type Values = Record<string, unknown>;
export const useCreateRow = (table: string) =>
  useApiMutation((body: Values) => api.post<ControlRow>(PATHS.rows(table), body), {
    invalidate: staleAfterWrite(table),
    errorToast: false,
  });
export const useUpdateRow = (table: string) =>
  useApiMutation(({ id, body }: { id: number; body: Values }) => api.put<ControlRow>(PATHS.row(table, id), body), {
    invalidate: staleAfterWrite(table),
    errorToast: false,
  });
export const useSetRowStatus = (table: string) =>
  useApiMutation(
    ({ id, active }: { id: number; active: boolean }) =>
      api.put<ControlRow>(`${PATHS.row(table, id)}/status`, { active }),
    { invalidate: staleAfterWrite(table), errorToast: 'Failed to change status. Try again!' },
  );
export const useDeleteRow = (table: string) =>
  useApiMutation((id: number) => api.del<unknown>(PATHS.row(table, id)), {
    invalidate: staleAfterWrite(table),
    errorToast: false,
  });

// ---- lead settings: the semester leads are enrolled for ----
export const useLeadSemester = () =>
  useApiQuery<{ semester: { id: number; label: string } | null }>(PATHS.leadSemester);
export const useCurrentNextSemester = () => useApiQuery<CurrentSemesters>(PATHS.currentNext);
export const useSaveLeadSemester = () =>
  useApiMutation(
    (semesterId: number) =>
      api.put<{ semester: { id: number; label: string } | null }>(PATHS.leadSemester, { semesterId }),
    { invalidate: [PATHS.leadSemester], errorToast: false },
  );
