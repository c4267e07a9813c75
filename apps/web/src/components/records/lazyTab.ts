import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { prefetchGet } from '../../app/api';

/** A record tab's page, loaded on first use, whose code (and main read) can be fetched ahead of time. */
export type TabPage<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
  /** the URL of the read the page makes first, for the record's id */
  data?: (id: number) => string;
};

/**
 * A lazily loaded tab page with `preload()`: the tab bar fetches a tab's code on hover and when idle.
 * `data` names the tab's first read, which the record page starts beside its header when the tab opens.
 */
export function lazyTab<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
  data?: (id: number) => string,
): TabPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: once, data });
}

type Pages = Partial<Record<string, { preload?: () => Promise<unknown>; data?: (id: number) => string }>>;

/** Fetches the code of one tab's page (a hover or focus on its link); failures wait for the real load. */
export const preloadTab = (pages: Pages, tab: string) => void pages[tab]?.preload?.().catch(() => undefined);

/**
 * The open tab's code and first read start with the record's header rather than after it (the
 * header decides what shows, the tab's own query then finds its answer on the way).
 */
export function useOpenTabAhead(pages: Pages, tab: string | undefined, id: number | null) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!tab) return;
    preloadTab(pages, tab);
    const url = id !== null ? pages[tab]?.data?.(id) : undefined;
    if (url) void prefetchGet(qc, url);
  }, [pages, tab, id, qc]);
}

/**
 * A moment after the record is on screen, when the browser is idle, fetches the code of its other tabs,
 * so moving between tabs waits only for the tab's data.
 */
export function useIdlePreload(pages: Pages, tabs: readonly string[]) {
  const key = tabs.join(',');
  useEffect(() => {
    const run = () => key.split(',').forEach((t) => t && preloadTab(pages, t));
    let idle: number | undefined;
    const later = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 2_000 });
      else run();
    }, 1_000);
    return () => {
      window.clearTimeout(later);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [pages, key]);
}
