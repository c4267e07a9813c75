import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { EMAIL_TEMPLATE_TABLE } from './alerts.repo.js';
import { alertRules } from './alerts.schema.js';
import { nextRunAfter } from './alerts.schedule.js';

const TEMPLATES = [
  {
    name: 'Failed Mail Digest',
    subject: '{{alertName}}: {{count}} failed on {{date}}',
    body: 'Hello,\n\n{{count}} messages could not be delivered since {{since}}:\n\n{{rows}}\n\nThe outbox under System Admin > User shows each one.',
  },
  {
    name: 'New Accounts',
    subject: '{{alertName}}: {{count}} new accounts',
    body: 'Hello,\n\nThese accounts were created since {{since}}:\n\n{{rows}}',
  },
];

/** An 'email-template' control-table row by name, inserted when absent (module: alert). */
async function templateId(ex: Executor, t: (typeof TEMPLATES)[number]) {
  const key = t.name.toLowerCase();
  const [hit] = await ex
    .select({ id: refRows.id })
    .from(refRows)
    .where(and(eq(refRows.tableKey, EMAIL_TEMPLATE_TABLE), eq(refRows.uniqueKey, key)));
  if (hit) return hit.id;
  const [row] = await ex
    .insert(refRows)
    .values({
      tableKey: EMAIL_TEMPLATE_TABLE,
      label: t.name,
      uniqueKey: key,
      data: { name: t.name, module: 'alert', subject: t.subject, body: t.body },
      searchText: [t.name, 'Alert', t.subject, t.body].join(' ').toLowerCase().slice(0, 2000),
    })
    .returning({ id: refRows.id });
  return row.id;
}

/** The demo school's alerts (a daily failed-mail digest to the super user, on-demand new accounts), when it has none. */
export async function seedDemoAlerts(ex: Executor, now = new Date()) {
  if ((await ex.select({ id: alertRules.id }).from(alertRules).limit(1)).length) return;
  const [su] = await ex.select({ id: users.id }).from(users).where(eq(users.username, 'superuser'));
  if (!su) return;
  const [digest, accounts] = [await templateId(ex, TEMPLATES[0]), await templateId(ex, TEMPLATES[1])];
  await ex.insert(alertRules).values([
    {
      name: 'Failed mail digest',
      kind: 'scheduled',
      frequency: 'Daily',
      time: '07:00',
      recipientUserIds: [su.id],
      templateId: digest,
      source: 'failed-mail',
      nextRunAt: nextRunAfter({ frequency: 'Daily', time: '07:00' }, now).toISOString(),
      createdBy: su.id,
      updatedBy: su.id,
    },
    {
      name: 'New accounts',
      kind: 'onDemand',
      recipientUserIds: [su.id],
      templateId: accounts,
      source: 'new-users',
      createdBy: su.id,
      updatedBy: su.id,
    },
  ]);
}
