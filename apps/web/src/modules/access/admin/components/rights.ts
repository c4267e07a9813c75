import type { RightRow, RightsMatrix } from '@caduceus/contracts';
import type { MatrixRow } from '../../../../components/AccessMatrix';
import { treeOrder } from '../../../../components/tree';

/** Matrix rows of a rights answer, menus and components in tree order. Keys: "menu:ID" / "component:ID". */
export function menuRows(m: RightsMatrix, opts: { lockSuperUser?: boolean } = {}): MatrixRow[] {
  return treeOrder(
    m.menus,
    (r) => r.menuId,
    (r) => r.parentId,
  ).map(({ row, depth }) => ({
    key: `menu:${row.menuId}`,
    title: row.title,
    detail: row.link,
    depth,
    mode: row.mode,
    inherited: row.inherited,
    overridden: row.overridden,
    lockedReason: opts.lockSuperUser && row.superUserView ? 'Super user only' : undefined,
  }));
}

export function componentRows(m: RightsMatrix): MatrixRow[] {
  return treeOrder(
    m.components,
    (r) => r.componentId,
    (r) => r.parentId,
  ).map(({ row, depth }) => ({
    key: `component:${row.componentId}`,
    title: row.name,
    detail: row.key,
    depth,
    mode: row.mode,
    inherited: row.inherited,
    overridden: row.overridden,
  }));
}

/** The body rows of a save: every entry with its mode (0 removes a grant). */
export function toRightRows(rows: MatrixRow[]): RightRow[] {
  return rows.map((r) => {
    const [kind, id] = r.key.split(':');
    return { kind: kind as RightRow['kind'], targetId: Number(id), mode: r.mode };
  });
}

/** Applies local edits (key -> mode) to rows. */
export const withEdits = (rows: MatrixRow[], edits: Record<string, number>): MatrixRow[] =>
  rows.map((r) => (r.key in edits ? { ...r, mode: edits[r.key] } : r));
