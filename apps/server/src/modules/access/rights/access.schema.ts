import { type AnyPgColumn, boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { stampedNow } from '../../../platform/db/columns.js';

export const accessGroups = pgTable('access_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  parentId: integer('parent_id').references((): AnyPgColumn => accessGroups.id),
  active: boolean('active').notNull().default(true),
  createdAt: stampedNow('created_at'),
});

export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => menus.id),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  icon: text('icon'),
  sortOrder: integer('sort_order').notNull().default(0),
  urlParam: boolean('url_param').notNull().default(false),
  superUserView: boolean('super_user_view').notNull().default(false),
  adminCannotView: boolean('admin_cannot_view').notNull().default(false),
});

export const components = pgTable('components', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => components.id),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
});

/** kind is 'menu' or 'component'; target_id is the menu's or component's id; mode the 4-bit mask. */
export const groupRights = pgTable(
  'group_rights',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => accessGroups.id),
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    mode: integer('mode').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.kind, t.targetId] })],
);

export const userRights = pgTable(
  'user_rights',
  {
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    mode: integer('mode').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.targetId] })],
);
