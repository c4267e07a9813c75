import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';

/**
 * Asks before leaving a screen with unsaved edits: closing or reloading the tab, and following any
 * in-app link (menu, breadcrumbs, row links). Programmatic navigation by the screen itself is not asked.
 */
export function useUnsavedPrompt(dirty: boolean, text = 'You have unsaved changes. Leave without saving?') {
  const { modal } = App.useApp();
  const navigate = useNavigate();

  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => { e.preventDefault(); };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a.target === '_blank' || a.origin !== window.location.origin) return;
      if (a.pathname === window.location.pathname) return;
      e.preventDefault();
      e.stopPropagation();
      const to = a.pathname + a.search + a.hash;
      modal.confirm({ title: 'Unsaved changes', content: text, okText: 'Leave', cancelText: 'Stay', onOk: () => { void navigate(to); } });
    };
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, modal, navigate, text]);
}
