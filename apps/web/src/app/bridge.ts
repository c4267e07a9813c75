import type { App } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

/**
 * Hands the router's navigate and antd's themed message API to code outside React components (the
 * error catalogue, the query cache). Both are registered once by components mounted at the root.
 */
type Navigate = (to: string, opts?: { replace?: boolean; state?: unknown }) => void;
let navigateImpl: Navigate | null = null;
let messageImpl: MessageInstance | null = null;

export function registerNavigate(fn: Navigate | null) { navigateImpl = fn; }
export function registerMessage(m: MessageInstance | null) { messageImpl = m; }

export function navigateTo(to: string, opts?: { replace?: boolean; state?: unknown }) {
  if (navigateImpl) navigateImpl(to, opts);
  else window.location.assign(to);
}

type Kind = 'success' | 'error' | 'info' | 'warning';
function show(type: Kind, content: string) {
  // the text is the key: the same toast raised twice at once shows once
  if (messageImpl) messageImpl.open({ type, content, key: `${type}:${content}`, duration: type === 'error' ? 5 : 3 });
  else console.warn(`[toast ${type}] ${content}`);
}
export const toast = {
  success: (t: string) => show('success', t),
  error: (t: string) => show('error', t),
  info: (t: string) => show('info', t),
  warning: (t: string) => show('warning', t),
};

/** Where the user is now, to come back after signing in again. */
export const currentLocation = () => window.location.pathname + window.location.search;
