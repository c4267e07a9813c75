import i18n, { translateTitle } from '../app/i18n';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from './useConfirm';

/**
 * Asks before leaving a screen with unsaved edits: closing or reloading the tab, and following any
 * in-app link (menu, breadcrumbs, row links). Programmatic navigation by the screen itself is not asked.
 * Returns the question's dialog holder, for the screen to render.
 */
export function useUnsavedPrompt(dirty: boolean, text?: string): ReactNode {
  const [confirm, holder] = useConfirm();
  const navigate = useNavigate();

  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a.target === '_blank' || a.origin !== window.location.origin) return;
      if (a.pathname === window.location.pathname) return;
      e.preventDefault();
      e.stopPropagation();
      const to = a.pathname + a.search + a.hash;
      confirm({
        title: i18n.t('unsaved.title'),
        content: text ? translateTitle(text) : i18n.t('unsaved.text'),
        okText: i18n.t('unsaved.leave'),
        cancelText: i18n.t('unsaved.stay'),
        onOk: () => {
          void navigate(to);
        },
      });
    };
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, confirm, navigate, text]);
  return holder;
}
