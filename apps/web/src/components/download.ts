import { ApiError, NetworkError } from '../app/api';

/** The file name a download answer names (Content-Disposition), else the fallback. */
function filenameOf(res: Response, fallback: string): string {
  const cd = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(cd);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(cd);
  return plain ? plain[1] : fallback;
}

/** GETs a file (a template, an attachment) with the session cookie and saves it; failures as ApiError. */
export async function downloadGet(path: string, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', headers: { 'X-Requested-With': 'caduceus' } });
  } catch {
    throw new NetworkError();
  }
  if (!res.ok) {
    const err = (await res.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
    throw new ApiError(
      res.status,
      err.error?.code ?? String(res.status),
      err.error?.message ?? `Download failed (${res.status})`,
    );
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filenameOf(res, fallbackName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
