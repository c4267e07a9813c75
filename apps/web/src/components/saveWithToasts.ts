import { NetworkError } from '../app/api';
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
