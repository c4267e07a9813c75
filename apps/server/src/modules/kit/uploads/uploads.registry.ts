import type { z } from 'zod';
import type { Tx } from '../../../platform/db/index.js';
import type { Actor } from '../../../platform/audit.js';
import type { StaticAccess } from '../../../platform/guard.js';

/**
 * A kind of bulk upload (the spec's adminUploadXl/{type}). A domain declares its columns, the zod
 * schema of one row, optional checks against the database, and how to insert or update the rows;
 * the uploads module gives it preview, per-row errors, a template and one-transaction import.
 */
export interface UploadType<T = unknown> {
  type: string;
  title: string;
  access: StaticAccess;
  columns: { key: string; header: string; required?: boolean; example?: string }[];
  row: z.ZodType<T>;
  /** database checks per row: a message for a refused row, null for a good one */
  check?(rows: T[], actor: Actor, lines: number[]): Promise<(string | null)[]>;
  apply(
    tx: Tx,
    actor: Actor,
    rows: T[],
    opts: { sendCredentials: boolean },
  ): Promise<{ inserted: number; updated: number; after?: () => Promise<void> }>;
}

export class UploadRegistry {
  private types = new Map<string, UploadType<never>>();
  add<T>(t: UploadType<T>) {
    this.types.set(t.type, t as unknown as UploadType<never>);
  }
  get(type: string): UploadType<unknown> | undefined {
    return this.types.get(type) as UploadType<unknown> | undefined;
  }
  list() {
    return [...this.types.values()];
  }
}
