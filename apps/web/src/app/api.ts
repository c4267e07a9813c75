import { useEffect } from 'react';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Page } from '@caduceus/contracts';
import { SESSION_KEY } from './sessionKey';

/**
 * The API client: JSON under /api, the session cookie (never a stored token), and the CSRF header the
 * server demands on every cookie-authenticated write. Failures become ApiError (the server answered)
 * or NetworkError (no answer at all); the error catalogue (errors.ts) decides what the user sees.
 */
export class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
export class NetworkError extends Error {
  constructor(message = 'The server cannot be reached') {
    super(message);
    this.name = 'NetworkError';
  }
}
export const isApiError = (e: unknown, status?: number): e is ApiError =>
  e instanceof ApiError && (status === undefined || e.status === status);

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export function queryString(params?: QueryParams): string {
  if (!params) return '';
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') sp.set(k, String(v));
  const s = sp.toString();
  return s ? `?${s}` : '';
}

interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Extra headers a screen adds to the calls it matches, e.g. the student record's "view as student"
 * (`x-view-as: student` on its reads). One rule at a time; null removes it. useApiQuery puts the extra
 * headers into the query key, so the two views of a record never share cached answers.
 */
export type HeaderRule = (method: string, path: string) => Record<string, string> | undefined;
let headerRule: HeaderRule | null = null;
export function setHeaderRule(rule: HeaderRule | null) {
  headerRule = rule;
}
export const extraHeaders = (method: string, path: string) => headerRule?.(method, path);

export async function apiRequest<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    ...(opts.headers ?? extraHeaders(method, path)),
    'X-Requested-With': 'caduceus',
    Accept: 'application/json',
  };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path + queryString(opts.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    throw new NetworkError();
  }
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    const err = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined)
      ?.error;
    const message =
      err?.message ??
      (typeof data === 'string' && data.length < 300 ? data : res.statusText || `Request failed (${res.status})`);
    throw new ApiError(res.status, err?.code ?? String(res.status), message, err?.fields);
  }
  return data as T;
}

/** Sends a multipart form (text fields and files) and answers the parsed JSON; errors as apiRequest. */
export async function sendForm<T>(method: 'POST' | 'PUT', path: string, form: FormData): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      body: form,
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'caduceus', Accept: 'application/json' },
    });
  } catch {
    throw new NetworkError();
  }
  const data = (await res.json().catch(() => undefined)) as
    (T & { error?: { code?: string; message?: string; fields?: Record<string, string> } }) | undefined;
  if (!res.ok)
    throw new ApiError(
      res.status,
      data?.error?.code ?? String(res.status),
      data?.error?.message ?? `Request failed (${res.status})`,
      data?.error?.fields,
    );
  return data as T;
}

/** POSTs a JSON body and saves the binary answer as a file (exports, templates, PDFs). */
export async function downloadFile(path: string, body: unknown, filename: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      body: JSON.stringify(body),
      headers: { 'X-Requested-With': 'caduceus', 'Content-Type': 'application/json' },
    });
  } catch {
    throw new NetworkError();
  }
  if (!res.ok) {
    const err = (await res.json().catch(() => ({}))) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> };
    };
    throw new ApiError(
      res.status,
      err.error?.code ?? String(res.status),
      err.error?.message ?? `Export failed (${res.status})`,
      err.error?.fields,
    );
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const api = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal) => apiRequest<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body: body ?? {} }),
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, { body }),
  del: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** What a query may ask of the error catalogue. */
export interface ApiQueryMeta extends Record<string, unknown> {
  /** a 404 means the page's record is absent: go to /notfound */
  notFoundRedirect?: boolean;
}

/** The query of a GET: its key (the URL, its parameters, any per-call headers) and its fetch. */
function getQuery<T>(path: string, params?: QueryParams) {
  const extra = extraHeaders('GET', path);
  return {
    queryKey: (extra ? [path, params ?? {}, extra] : [path, params ?? {}]) as QueryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<T>('GET', path, { query: params, signal, headers: extra ?? {} }),
  };
}

/** GET a resource with TanStack Query; the key is the path plus its parameters. */
export function useApiQuery<T>(
  path: string | null,
  params?: QueryParams,
  options: Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'> & { meta?: ApiQueryMeta } = {},
) {
  const q =
    path === null ? { queryKey: [path, params ?? {}] as QueryKey, queryFn: undefined } : getQuery<T>(path, params);
  return useQuery<T, Error, T, QueryKey>({
    ...q,
    enabled: path !== null && (options.enabled ?? true),
    ...options,
  });
}

/** Starts a GET whose answer a screen about to show will ask for (same key as useApiQuery's). */
export const prefetchGet = (qc: QueryClient, path: string, params?: QueryParams) =>
  qc.prefetchQuery(getQuery(path, params));

/**
 * A paged list: { items, total, page, pageSize }. The previous page stays while the next loads, and once a
 * page has come the one after it is fetched in the background, so "next" shows at once.
 */
export function usePagedQuery<T, A extends Page<T> = Page<T>>(
  path: string | null,
  params: QueryParams = {},
  meta?: ApiQueryMeta,
) {
  const query = useApiQuery<A>(path, params, { placeholderData: (prev) => prev, meta });
  const qc = useQueryClient();
  const data = query.isPlaceholderData ? undefined : query.data;
  const page = Number(params.page ?? data?.page ?? 1);
  const size = Number(params.pageSize ?? data?.pageSize ?? 25);
  const more = path !== null && !!data && data.items.length >= size && page * size < data.total;
  const nextKey = more ? JSON.stringify([path, params, page]) : null;
  useEffect(() => {
    if (!nextKey || path === null) return;
    void qc.prefetchQuery({ ...getQuery<A>(path, { ...params, page: page + 1 }), meta });
    // nextKey stands for path, params and page
  }, [nextKey, qc]);
  return query;
}

export interface ApiMutationOptions<TVars, TRes> {
  /** path prefixes of queries to refetch after success, e.g. ['/api/admin/users'] */
  invalidate?: string[];
  onSuccess?: (res: TRes, vars: TVars) => void;
  /** false: the caller shows errors itself (forms); a string: this toast instead of the server's message */
  errorToast?: false | string;
  /** reload the signed-in user's rights and menu afterwards (writes that may change them) */
  refreshSession?: boolean;
}

/** A write. Errors toast the server's message unless the caller takes them (errorToast: false). */
export function useApiMutation<TVars = void, TRes = unknown>(
  fn: (vars: TVars) => Promise<TRes>,
  opts: ApiMutationOptions<TVars, TRes> = {},
) {
  const qc = useQueryClient();
  return useMutation<TRes, Error, TVars>({
    mutationFn: fn,
    meta: { errorToast: opts.errorToast },
    onSuccess: (res, vars) => {
      opts.onSuccess?.(res, vars);
      // refetch in the background: the form closes and toasts at once
      for (const p of opts.invalidate ?? [])
        void qc.invalidateQueries({
          predicate: (q) => typeof q.queryKey[0] === 'string' && (q.queryKey[0] as string).startsWith(p),
        });
      if (opts.refreshSession) void qc.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
