import { useSearchParams } from 'react-router';

/**
 * A tab's view (one of `views`, the first the default) kept in the URL's `view`, so a reload or a shared
 * link opens the same list; the default leaves the URL clean.
 */
export function useUrlView<V extends string>(views: readonly V[]): [V, (v: V) => void] {
  const [sp, setSp] = useSearchParams();
  const asked = sp.get('view');
  const view = views.find((v) => v === asked) ?? views[0];
  const setView = (v: V) =>
    setSp(
      (prev) => {
        const n = new URLSearchParams(prev);
        if (v === views[0]) n.delete('view');
        else n.set('view', v);
        return n;
      },
      { replace: true },
    );
  return [view, setView];
}

/**
 * A record opened over a tab (a drawer), kept in the URL's `name` (e.g. ?invoice=12) so a list elsewhere can
 * link straight to it and a reload keeps it open; null when none is open.
 */
export function useUrlRecord(name: string): [number | null, (id: number | null) => void] {
  const [sp, setSp] = useSearchParams();
  const asked = Number(sp.get(name));
  const open = Number.isInteger(asked) && asked > 0 ? asked : null;
  const setOpen = (id: number | null) =>
    setSp(
      (prev) => {
        const n = new URLSearchParams(prev);
        if (id === null) n.delete(name);
        else n.set(name, String(id));
        return n;
      },
      { replace: true },
    );
  return [open, setOpen];
}
