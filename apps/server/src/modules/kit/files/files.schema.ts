import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stampedNow } from '../../../platform/db/columns.js';

/** Every stored upload: the bytes live in the storage under `key`, never under the user's file name. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  uploadedBy: integer('uploaded_by'),
  createdAt: stampedNow('created_at'),
});
