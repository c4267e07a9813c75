import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accessGroups } from '../access/access.schema.js';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  userType: text('user_type').notNull(),
  roleId: integer('role_id'),
  roleName: text('role_name'),
  groupId: integer('group_id').references(() => accessGroups.id),
  passwordHash: text('password_hash').notNull(),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  active: boolean('active').notNull().default(true),
  studentId: integer('student_id'),
  employeeId: integer('employee_id'),
  offerLetterAccepted: boolean('offer_letter_accepted').notNull().default(true),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [index('users_email_idx').on(t.email), index('users_group_idx').on(t.groupId)]);

export const userSignatures = pgTable('user_signatures', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  image: text('image').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

export const passwordTokens = pgTable('password_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const loginFailures = pgTable('login_failures', {
  id: serial('id').primaryKey(),
  key: text('key').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [index('login_failures_key_at_idx').on(t.key, t.at)]);
