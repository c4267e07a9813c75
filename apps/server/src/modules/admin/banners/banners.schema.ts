import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stampedNow } from '../../../platform/db/columns.js';
import { files } from '../../kit/tables.js';

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text'),
  audience: text('audience').notNull().default('All'),
  imageFileId: integer('image_file_id').references(() => files.id),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by'),
  createdAt: stampedNow('created_at'),
});
