import { ApiError, NetworkError } from '../app/api';
import { toast } from '../app/bridge';

/**
 * Runs a save and says how it went with the spec's toasts: the success text, or the failure text
 * (a network failure has its own toast from the form). The error is rethrown so that the form puts
 * the server's field errors on its fields.
 */
export async function saveWithToasts(
  run: () => Promise<unknown>,
  texts: { ok: string; failed: string },
): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (!(err instanceof NetworkError)) toast.error(texts.failed);
    throw err;
  }
  toast.success(texts.ok);
}

/**
 * Runs a delete and says how it went: the success text, or the failure text (with the server's reason
 * when it refused the delete, a 422: "in use by ..."). A network failure has its own toast. Never throws.
 */
export async function deleteWithToasts(
  run: () => Promise<unknown>,
  texts: { ok: string; failed: string },
  { withReason = true }: { withReason?: boolean } = {},
) {
  try {
    await run();
    toast.success(texts.ok);
  } catch (err) {
    if (!(err instanceof NetworkError))
      toast.error(
        withReason && err instanceof ApiError && err.status === 422 ? `${texts.failed}: ${err.message}` : texts.failed,
      );
  }
}
