import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { accessGroups } from '../rights/access.schema.js';

export const users = pgTable(
  'users',
  {
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
    lastLoginAt: timestamptz('last_login_at'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [index('users_email_idx').on(t.email), index('users_group_idx').on(t.groupId)],
);

export const userSignatures = pgTable('user_signatures', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  image: text('image').notNull(),
  updatedAt: stampedNow('updated_at'),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: stampedNow('created_at'),
    lastSeenAt: stampedNow('last_seen_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordTokens = pgTable('password_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: stampedNow('created_at'),
});

export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: stampedNow('at'),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at)],
);

/**
 * A change of one's own email, waiting for the link mailed to the new address (only its hash is kept).
 * The email changes when the link is opened, if no other account has taken the address meanwhile.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

/**
 * Forgot-password requests as they came in: the request stores one row whatever the name, and the
 * outbox job looks the account up and mails the link, so the answer takes the same time either way.
 */
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: serial('id').primaryKey(),
  login: text('login').notNull(),
  ip: text('ip'),
  requestId: text('request_id'),
  createdAt: stampedNow('created_at'),
});
