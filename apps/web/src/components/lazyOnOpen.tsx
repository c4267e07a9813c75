import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A drawer or dialog whose code loads when it first opens. Nothing renders until `isOpen(props)` is
 * first true; from then on the component stays mounted, so it animates closed and keeps its state as
 * before. A list screen then loads its table, not the forms (inputs, date pickers, uploads) it may open.
 *
 *   const TaskFormDrawer = lazyOnOpen(() => import('../components/TaskFormDrawer').then((m) => m.TaskFormDrawer), (p) => p.open);
 */
export function lazyOnOpen<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  return function LazyOnOpen(props: P) {
    const open = isOpen(props);
    const [used, setUsed] = useState(open);
    if (open && !used) setUsed(true);
    return used ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  };
}
