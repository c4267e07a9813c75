import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { stampedNow } from '../../../platform/db/columns.js';
import { accessGroups } from '../../access/tables.js';
import { users } from '../../access/tables.js';

/**
 * Which widgets an access group's users see (/admin/dashboard): one row per group and widget once the
 * group's choice is saved; a widget without a row follows its catalogue default. Rows go with their group.
 */
export const dashboardGroupWidgets = pgTable(
  'dashboard_group_widgets',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => accessGroups.id, { onDelete: 'cascade' }),
    widgetKey: text('widget_key').notNull(),
    visible: boolean('visible').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.widgetKey] })],
);

/** The order a user arranged their dashboard in: widget keys, first to last. */
export const dashboardOrders = pgTable('dashboard_orders', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  widgetKeys: jsonb('widget_keys').$type<string[]>().notNull(),
  updatedAt: stampedNow('updated_at'),
});
