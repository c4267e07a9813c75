import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { ModalFuncProps } from 'antd';

export interface ConfirmRequest {
  id: number;
  options: ModalFuncProps;
}

const ConfirmHost = lazy(() => import('./ConfirmHost'));
let nextId = 1;

/**
 * antd's confirm dialog (modal.confirm) for a screen: `confirm(options)` opens it, and the screen renders
 * `holder` where the dialog takes the page's theme. The dialog's code loads on the first confirm, not with
 * the screen.
 */
export function useConfirm(): [(options: ModalFuncProps) => void, ReactNode] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const confirm = useCallback((options: ModalFuncProps) => setRequest({ id: nextId++, options }), []);
  const holder = request && (
    <Suspense fallback={null}>
      <ConfirmHost request={request} />
    </Suspense>
  );
  return [confirm, holder];
}
