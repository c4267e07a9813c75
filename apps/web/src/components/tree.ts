/** Orders flat rows with parent ids depth-first (parents before their children), keeping sibling order. */
export function treeOrder<T>(
  rows: T[],
  id: (r: T) => number,
  parent: (r: T) => number | null,
): { row: T; depth: number }[] {
  const ids = new Set(rows.map(id));
  const kids = new Map<number | null, T[]>();
  for (const r of rows) {
    const p = parent(r);
    const key = p !== null && ids.has(p) ? p : null; // orphans show at the top level
    kids.set(key, [...(kids.get(key) ?? []), r]);
  }
  const out: { row: T; depth: number }[] = [];
  const seen = new Set<number>();
  const walk = (p: number | null, depth: number) => {
    for (const r of kids.get(p) ?? []) {
      if (seen.has(id(r))) continue;
      seen.add(id(r));
      out.push({ row: r, depth });
      walk(id(r), depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Nests flat rows into { ...row, children } for tree tables. */
export function nest<T extends object>(
  rows: T[],
  id: (r: T) => number,
  parent: (r: T) => number | null,
): (T & { children?: (T & { children?: unknown })[] })[] {
  type N = T & { children?: N[] };
  const nodes = new Map<number, N>(rows.map((r) => [id(r), { ...r } as N]));
  const roots: N[] = [];
  for (const r of rows) {
    const n = nodes.get(id(r))!;
    const p = parent(r);
    const host = p !== null ? nodes.get(p) : undefined;
    if (host) (host.children ??= []).push(n);
    else roots.push(n);
  }
  return roots;
}

/** A tree table's rows: with a filter, the rows any of whose texts contain it (flat); without, the whole tree. */
export function filterOrNest<T extends { id: number; parentId: number | null }>(
  rows: T[],
  filter: string,
  texts: (r: T) => string[],
): T[] {
  const q = filter.trim().toLowerCase();
  if (q) return rows.filter((r) => texts(r).some((v) => v.toLowerCase().includes(q)));
  return nest(
    rows,
    (r) => r.id,
    (r) => r.parentId,
  );
}
