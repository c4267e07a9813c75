import { ApiError, NetworkError } from '../app/api';
import type { UploadResult } from '@caduceus/contracts';
import { formUrl, type ApiAnswer, type ApiPath, type ApiPathParams } from '../app/client';

/** sendFormWithProgress to a declared path: the URL and the answer are checked against the server's declaration. */
export const uploadTo = <M extends 'post' | 'put', P extends ApiPath<M>>(
  method: M,
  path: P,
  params: ApiPathParams<M, P> | undefined,
  form: FormData,
  onProgress?: (percent: number) => void,
) => sendFormWithProgress<ApiAnswer<M, P>>(method === 'post' ? 'POST' : 'PUT', formUrl(path, params), form, onProgress);

/**
 * Sends a multipart form with upload progress (fetch has none): `onProgress` gets 0..100 while the
 * bytes go up. Errors as the API client's: ApiError with the server's field errors, or NetworkError.
 */
export function sendFormWithProgress<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Requested-With', 'caduceus');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onload = () => {
      let data: { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else
        reject(
          new ApiError(
            xhr.status,
            data?.error?.code ?? String(xhr.status),
            data?.error?.message ?? `Request failed (${xhr.status})`,
            data?.error?.fields,
          ),
        );
    };
    xhr.send(form);
  });
}

/** A FormData from plain fields (blank and absent values left out) and files under one part name. */
export function formOf(
  fields: Record<string, string | number | boolean | null | undefined>,
  files: { part: string; list: File[] }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== null && v !== undefined && v !== '') form.set(k, String(v));
  for (const f of files) for (const file of f.list) form.append(f.part, file, file.name);
  return form;
}

/** "1.2 MB" */
export function sizeText(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

type RowProblem = UploadResult['errors'][number];
export interface RowErrors {
  row: number;
  problems: RowProblem[];
}
/** The refused rows in file order, each with all of its problems (fields and the row's own checks). */
export function groupByRow(errors: readonly RowProblem[]): RowErrors[] {
  const rows = new Map<number, RowErrors>();
  for (const e of errors) {
    const r = rows.get(e.row) ?? { row: e.row, problems: [] };
    r.problems.push(e);
    rows.set(e.row, r);
  }
  return [...rows.values()].sort((a, b) => a.row - b.row);
}
