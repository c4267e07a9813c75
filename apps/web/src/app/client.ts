import type { UseQueryOptions, QueryKey } from '@tanstack/react-query';
import type { paths } from './api-schema';
import type { Page } from '@caduceus/contracts';
import {
  apiRequest,
  extraHeaders,
  sendForm,
  useApiQuery,
  usePagedQuery,
  type ApiQueryMeta,
  type QueryParams,
} from './api';

/**
 * The typed API client: every call names a path template the server declares (the generated `paths` of
 * api-schema.d.ts, made from the routes' zod schemas by `npm run api:generate`), and the compiler
 * checks its path parameters, query, body and answer against that declaration. A route renamed or a
 * response changed on the server without the web breaks `npm run typecheck`.
 *
 *   const header = useGet('/api/leads/{leadId}/header', id ? { path: { leadId: id } } : null);
 *   const save = useApiMutation((v: LeadProfileInput) => call('put', '/api/leads/{leadId}/profile', { path: { leadId: id }, body: v }));
 *
 * The query key is the concrete URL (as with useApiQuery), so `invalidate: ['/api/leads']` still reaches it.
 */
export type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
/** The path templates that answer a method. */
export type ApiPath<M extends Method = Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];
type Op<M extends Method, P extends ApiPath<M>> = paths[P][M];

type PathParams<O> = O extends { parameters: { path: infer A } } ? A : never;
type Query<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type Header<O> = O extends { parameters: { header?: infer H } } ? NonNullable<H> : never;
type Body<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Answer<R> = R extends { content: { 'application/json': infer A } } ? A : void;
/** What a call answers: its success response's JSON (nothing for a 204 or a file). */
export type ApiAnswer<M extends Method, P extends ApiPath<M>> =
  Op<M, P> extends { responses: infer R }
    ? R extends { 200: infer A }
      ? Answer<A>
      : R extends { 201: infer A }
        ? Answer<A>
        : R extends { 202: infer A }
          ? Answer<A>
          : void
    : never;

type Part<K extends string, T, Optional extends boolean> = [T] extends [never]
  ? { [_ in K]?: never }
  : Optional extends true
    ? { [_ in K]?: T }
    : { [_ in K]: T };
/**
 * A call's input: `path` (its template's parameters), `query`, `body`, and `header` (the headers the route
 * declares, e.g. the Idempotency-Key of a payment), as the server declares them.
 */
export type ApiArgs<M extends Method, P extends ApiPath<M>> = Part<'path', PathParams<Op<M, P>>, false> &
  Part<'query', Query<Op<M, P>>, true> &
  Part<'header', Header<Op<M, P>>, false> &
  Part<'body', Body<Op<M, P>>, Op<M, P> extends { requestBody: unknown } ? false : true>;
export type ApiQuery<P extends ApiPath<'get'>> = Query<Op<'get', P>>;

/** The URL of a declared path with its parameters filled in (also for links: downloads, inline views). */
export function apiUrl<P extends keyof paths>(template: P, ...params: PathArgs<P>): string {
  return urlOf(template, params[0]);
}
/** A template's path parameters, as its operations declare them (the path item's own list is empty). */
type PathArgs<P extends keyof paths> = [PathParams<NonNullable<paths[P][Method]>>] extends [never]
  ? []
  : [PathParams<NonNullable<paths[P][Method]>>];

/** The paged lists: GET paths answering { items, total, ... }. */
export type ListPath = {
  [P in ApiPath<'get'>]: ApiAnswer<'get', P> extends { items: unknown[]; total: number } ? P : never;
}[ApiPath<'get'>];
export type ListRow<P extends ListPath> = ApiAnswer<'get', P> extends { items: Array<infer R> } ? R : never;
declare const rowType: unique symbol;
declare const answerType: unique symbol;
/** A list's URL that carries its row type: DataTable infers (or checks) its rows from it. */
export type ListUrl<T> = string & { readonly [rowType]?: T };
/** The URL of a declared paged list, typed with the rows the server declares. */
export const listUrl = <P extends ListPath>(template: P, ...params: PathArgs<P>): ListUrl<ListRow<P>> =>
  urlOf(template, params[0]);
/** A GET URL that carries its answer's type, for a kit component that takes a URL (useGetUrl reads it). */
export type AnswerUrl<A> = string & { readonly [answerType]?: A };
export const getUrl = <P extends ApiPath<'get'>>(template: P, ...params: PathArgs<P>): AnswerUrl<ApiAnswer<'get', P>> =>
  urlOf(template, params[0]);

function urlOf(template: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

type CallArgs<M extends Method, P extends ApiPath<M>> = ApiArgs<M, P> & { signal?: AbortSignal };

/** One request to a declared path; answers the declared response. */
export function call<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...[args]: object extends ApiArgs<M, P> ? [args?: CallArgs<M, P>] : [args: CallArgs<M, P>]
): Promise<ApiAnswer<M, P>> {
  const a = (args ?? {}) as {
    path?: unknown;
    query?: QueryParams;
    body?: unknown;
    header?: Record<string, string>;
    signal?: AbortSignal;
  };
  const body = a.body === undefined && method === 'post' ? {} : a.body;
  const url = urlOf(path, a.path);
  const verb = method.toUpperCase();
  // declared headers join the screen's own (extraHeaders), which apiRequest sends when given none
  const headers = a.header ? { ...extraHeaders(verb, url), ...a.header } : undefined;
  return apiRequest(verb, url, { query: a.query, body, signal: a.signal, headers });
}

/** A declared path's parameters (`{ leadId }`), for a multipart form's URL. */
export type ApiPathParams<M extends Method, P extends ApiPath<M>> = PathParams<Op<M, P>>;
/** The URL of a form's path; `formUrl(...)` for an upload with progress (components/uploadForm.ts). */
export const formUrl = (path: string, params: unknown) => urlOf(path, params);

/** Whose record a shared part belongs to: a student's or a lead's (the same education, immigration documents). */
export type RecordRef = { studentId: number } | { leadId: number };

/** A multipart form to a declared path (uploads); the fields themselves are the form's business. */
export function callForm<M extends 'post' | 'put', P extends ApiPath<M>>(
  method: M,
  path: P,
  params: ApiPathParams<M, P> | undefined,
  form: FormData,
): Promise<ApiAnswer<M, P>> {
  return sendForm(method === 'post' ? 'POST' : 'PUT', urlOf(path, params), form);
}

type GetOptions<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'> & { meta?: ApiQueryMeta };

/** A hook's input and options; the input may be left out when nothing in it is required, null waits. */
type GetRest<P extends ApiPath<'get'>> =
  object extends ApiArgs<'get', P>
    ? [args?: ApiArgs<'get', P> | null, options?: GetOptions<ApiAnswer<'get', P>>]
    : [args: ApiArgs<'get', P> | null, options?: GetOptions<ApiAnswer<'get', P>>];

/** GET a declared path with TanStack Query; `null` input waits (e.g. until the record's id is known). */
export function useGet<P extends ApiPath<'get'>>(path: P, ...[args, options = {}]: GetRest<P>) {
  const a = (args ?? undefined) as { path?: unknown; query?: QueryParams } | undefined;
  return useApiQuery<ApiAnswer<'get', P>>(args === null ? null : urlOf(path, a?.path), a?.query, options);
}

/** GET a URL made by getUrl (a kit component's endpoint prop); null waits. */
export const useGetUrl = <A>(url: AnswerUrl<A> | null, query?: QueryParams, options: GetOptions<A> = {}) =>
  useApiQuery<A>(url, query, options);

/**
 * A paged list of a declared path (usePagedQuery): the previous page stays while the next loads, and the
 * page after it is fetched in the background; `null` input waits.
 */
export function usePagedGet<P extends ListPath>(path: P, args: ApiArgs<'get', P> | null, meta?: ApiQueryMeta) {
  const a = (args ?? undefined) as { path?: unknown; query?: QueryParams } | undefined;
  return usePagedQuery<ListRow<P>, ApiAnswer<'get', P> & Page<ListRow<P>>>(
    args === null ? null : urlOf(path, a?.path),
    a?.query,
    meta,
  );
}
