import { useCallback, useEffect, useState } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

import { registerToaster, type ToastKind } from './bridge';
import { translateMessage } from './i18n';

/**
 * The toasts (spec 000 section 8): a small stack at the top of the window, announced to screen readers
 * (errors as alerts). Kept tiny on purpose: it loads with the sign-in screen. A text the contracts give
 * in English shows in the chosen language where the `messages` namespace has it.
 */
interface Item {
  id: number;
  kind: ToastKind;
  text: string;
}
const ICON: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i', warning: '!' };
let nextId = 1;

export function Toaster() {
  const [items, setItems] = useState<Item[]>([]);
  const { token: t } = theme.useToken();
  useEffect(() => {
    registerToaster((kind, text) => {
      setItems((list) => [...list.filter((i) => i.text !== text).slice(-3), { id: nextId++, kind, text }]);
    });
    return () => registerToaster(null);
  }, []);
  const colour: Record<ToastKind, string> = {
    success: t.colorSuccess,
    error: t.colorError,
    info: t.colorInfo,
    warning: t.colorWarning,
  };
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((x) => x.id !== id)), []);
  return (
    <div className="toaster" aria-live="polite">
      {items.map((i) => (
        <Toast key={i.id} item={i} onDone={dismiss} colour={colour[i.kind]} token={t} />
      ))}
    </div>
  );
}

function Toast({
  item,
  onDone,
  colour,
  token: t,
}: {
  item: Item;
  onDone: (id: number) => void;
  colour: string;
  token: ReturnType<typeof theme.useToken>['token'];
}) {
  const { t: tr } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => onDone(item.id), item.kind === 'error' ? 5000 : 3000);
    return () => clearTimeout(timer);
  }, [item, onDone]);
  return (
    <div
      className="toast"
      role={item.kind === 'error' ? 'alert' : 'status'}
      style={{
        background: t.colorBgElevated,
        color: t.colorText,
        boxShadow: t.boxShadowSecondary,
        borderRadius: t.borderRadiusLG,
        fontFamily: t.fontFamily,
      }}
    >
      <span className="toast-icon" aria-hidden="true" style={{ background: colour }}>
        {ICON[item.kind]}
      </span>
      <span>{translateMessage(item.text)}</span>
      <button
        type="button"
        className="toast-close"
        aria-label={tr('toast.dismiss')}
        style={{ color: t.colorTextSecondary }}
        onClick={() => onDone(item.id)}
      >
        ×
      </button>
    </div>
  );
}
