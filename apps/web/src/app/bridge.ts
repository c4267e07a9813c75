/**
 * Hands the router's navigate and the toaster to code outside React components (the
 * error catalogue, the query cache). Both are registered once by components mounted at the root.
 */
type Navigate = (to: string, opts?: { replace?: boolean; state?: unknown }) => void;
let navigateImpl: Navigate | null = null;

export function registerNavigate(fn: Navigate | null) {
  navigateImpl = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean; state?: unknown }) {
  if (navigateImpl) navigateImpl(to, opts);
  else window.location.assign(to);
}

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
type Show = (kind: ToastKind, text: string) => void;
let toasterImpl: Show | null = null;
export function registerToaster(fn: Show | null) {
  toasterImpl = fn;
}

function show(kind: ToastKind, text: string) {
  if (toasterImpl) toasterImpl(kind, text);
  else console.warn(`[toast ${kind}] ${text}`);
}
export const toast = {
  success: (t: string) => show('success', t),
  error: (t: string) => show('error', t),
  info: (t: string) => show('info', t),
  warning: (t: string) => show('warning', t),
};

/** Where the user is now, to come back after signing in again. */
export const currentLocation = () => window.location.pathname + window.location.search;
