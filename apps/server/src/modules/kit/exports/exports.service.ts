import { ERROR_CODES, type SessionUser } from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { AppError } from '../../../platform/errors.js';

export interface ExportsDeps {
  db: Db;
  /** the auth module's check of the signed-in user's password (throttled and counted like a sign-in) */
  confirmPassword: (user: SessionUser, password: string, ip: string) => Promise<void>;
  /** an export of more rows than this needs the user's password again (config EXPORT_CONFIRM_ROWS) */
  confirmAbove: number;
}

/** The rules of the generic export around the list it reads: confirmation of large exports, the audit row. */
export function createExportsService(d: ExportsDeps) {
  return {
    /**
     * Above the threshold the user confirms their password: without one 403 PASSWORD_CONFIRMATION_REQUIRED
     * (the web asks for it and retries), a wrong one 400 (a failed attempt of the account), too many 429.
     */
    async confirm(user: SessionUser, ip: string, rows: number, password: string | undefined) {
      if (rows <= d.confirmAbove) return;
      if (!password) {
        const message = `This export has ${rows} rows. Please confirm your password to export more than ${d.confirmAbove} rows.`;
        throw new AppError(403, ERROR_CODES.passwordConfirmation, message, { password: message });
      }
      await d.confirmPassword(user, password, ip);
    },

    /** The audit row of an export: who (the actor), which list, which filters, how many rows. */
    async record(actor: Actor, e: { path: string; params: Record<string, unknown>; rows: number; filename: string }) {
      await audit(d.db, actor, {
        action: 'export',
        entity: 'list',
        entityId: e.path,
        after: { path: e.path, filters: e.params, rows: e.rows, filename: e.filename },
      });
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
