import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { App } from 'antd';

/** Asks before leaving a screen with unsaved edits (in-app navigation and closing the tab). */
export function useUnsavedPrompt(dirty: boolean, text = 'You have unsaved changes. Leave without saving?') {
  const { modal } = App.useApp();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: 'Unsaved changes',
      content: text,
      okText: 'Leave',
      cancelText: 'Stay',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, text]);
  useEffect(() => {
    if (!dirty) return;
    const on = (e: BeforeUnloadEvent) => { e.preventDefault(); };
    window.addEventListener('beforeunload', on);
    return () => window.removeEventListener('beforeunload', on);
  }, [dirty]);
}
