import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppRoute } from '@caduceus/contracts';

/**
 * kind: public   - signed-out screens (login type), full layout
 *       open     - anyone; inside the shell when signed in
 *       signedIn - any signed-in user
 *       guarded  - signed in and read right on the screen's permission entry (permissionFor)
 */
export type PageKind = 'public' | 'open' | 'signedIn' | 'guarded';
export interface BuiltPage {
  kind: PageKind;
  Component: LazyExoticComponent<ComponentType>;
  /** fetches the screen's code ahead of its first render (the same load the component waits for) */
  preload?: () => Promise<unknown>;
}
/** A context's screens by route (its modules/<context>/pages.ts). */
export type Pages = Partial<Record<AppRoute, BuiltPage>>;

type Loader = () => Promise<{ default: ComponentType }>;
/** A screen loaded lazily, in its own chunk. */
export function page(kind: PageKind, load: Loader): BuiltPage {
  let loading: ReturnType<Loader> | undefined;
  const once = () => (loading ??= load());
  return { kind, Component: lazy(once), preload: once };
}
/** A named export of a module as a screen. */
export const named =
  <M>(load: () => Promise<M>, pick: (m: M) => ComponentType): Loader =>
  () =>
    load().then((m) => ({ default: pick(m) }));
