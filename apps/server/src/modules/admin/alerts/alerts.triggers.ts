import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../../platform/db/index.js';
import * as repo from './alerts.repo.js';

/**
 * Triggers that are not alert rules: work an administrator runs on demand from /admin/on-demand-trigger.
 * Every on-demand alert rule is a trigger too (alert-<id>); these are the others. Add one here.
 */
export interface TriggerContext {
  db: Db;
  now: Date;
  dataDir: string;
}
export interface StaticTrigger {
  name: string;
  label: string;
  description: string;
  run(ctx: TriggerContext): Promise<{ itemCount: number; summary: string }>;
}

const csvCell = (v: string | number | null) => {
  const s = v == null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
export const toCsv = (rows: (string | number | null)[][]) =>
  rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** The spec's triggerAtrium: the active accounts as a CSV file in DATA_DIR/transfers for the Atrium pick-up. */
export const atriumTransfer: StaticTrigger = {
  name: 'atrium-transfer',
  label: 'Atrium file transfer',
  description:
    'Writes the active user accounts (id, username, name, email, user type, group) to a CSV file in the transfers folder for Atrium to collect.',
  async run({ db, now, dataDir }) {
    const accounts = await repo.activeAccounts(db);
    const dir = path.join(dataDir, 'transfers');
    const file = path.join(dir, `atrium-${now.toISOString().replace(/[:.]/g, '-')}.csv`);
    const csv = toCsv([
      ['Id', 'Username', 'Name', 'Email', 'User Type', 'Group'],
      ...accounts.map((a) => [a.id, a.username, `${a.firstName} ${a.lastName}`, a.email, a.userType, a.groupName]),
    ]);
    await fs.mkdir(dir, { recursive: true });
    // written aside and renamed, so that the pick-up never reads half a file
    await fs.writeFile(`${file}.part`, csv, { flag: 'wx' });
    await fs.rename(`${file}.part`, file);
    return {
      itemCount: accounts.length,
      summary: `Wrote ${accounts.length} active account${accounts.length === 1 ? '' : 's'} to ${file}`,
    };
  },
};

export const STATIC_TRIGGERS: StaticTrigger[] = [atriumTransfer];
