import { z } from 'zod';
import { ACCESS_MAX, USER_TYPES } from './access.js';
import { email, optionalText, text, PATTERNS, MESSAGES, safeString, optionalMultilineText } from '../validation.js';
import { pageQuery } from '../kit/common.js';

const mode = z.number().int().min(0, 'Access mode is 0 to 15').max(ACCESS_MAX, 'Access mode is 0 to 15');

// ---- access groups ----
export const group = z.object({
  id: z.number().int(),
  name: safeString(),
  description: safeString().nullable(),
  parentId: z.number().int().nullable(),
  parentName: safeString().nullable(),
  active: z.boolean(),
  userCount: z.number().int(),
});
export type Group = z.infer<typeof group>;
export const groupInput = z.object({
  name: text(80),
  description: optionalMultilineText(300),
  parentId: z.number().int().positive().nullish(),
  active: z.boolean().default(true),
});
export type GroupInput = z.infer<typeof groupInput>;
export interface GroupNode {
  id: number;
  name: string;
  active: boolean;
  children: GroupNode[];
}
/** Recursive: a named component of the OpenAPI document, which the web's generated types refer to. */
export const groupNode: z.ZodType<GroupNode> = z
  .lazy(() => z.object({ id: z.number().int(), name: safeString(), active: z.boolean(), children: z.array(groupNode) }))
  .meta({ id: 'GroupNode' });
export const groupListQuery = pageQuery.extend({ active: z.enum(['true', 'false']).optional() });

// ---- menus ----
export const menu = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  key: safeString(),
  name: safeString(),
  title: safeString(),
  link: safeString(),
  icon: safeString().nullable(),
  sortOrder: z.number().int(),
  urlParam: z.boolean(),
  superUserView: z.boolean(),
  adminCannotView: z.boolean(),
});
export type Menu = z.infer<typeof menu>;
export const menuInput = z.object({
  parentId: z.number().int().positive().nullish(),
  key: safeString()
    .regex(/^[A-Za-z][A-Za-z0-9.]*$/, 'Key: letters, digits and dots')
    .max(80),
  name: text(80),
  title: text(80),
  link: safeString()
    .regex(/^\/[A-Za-z0-9\-/]*$/, 'The link is a path such as /admin/user')
    .max(200),
  icon: optionalText(60),
  sortOrder: z.number().int().min(0).max(9999).default(0),
  urlParam: z.boolean().default(false),
  superUserView: z.boolean().default(false),
  adminCannotView: z.boolean().default(false),
});
export type MenuInput = z.infer<typeof menuInput>;

// ---- components ----
export const component = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  key: safeString(),
  name: safeString(),
  description: safeString().nullable(),
});
export type Component = z.infer<typeof component>;
export const componentInput = z.object({
  parentId: z.number().int().positive().nullish(),
  key: safeString()
    .regex(/^[A-Za-z][A-Za-z0-9.]*$/, 'Key: letters, digits and dots')
    .max(80),
  name: text(80),
  description: optionalMultilineText(300),
});
export type ComponentInput = z.infer<typeof componentInput>;

// ---- rights (per group, per user override) ----
export const rightRow = z.object({ kind: z.enum(['menu', 'component']), targetId: z.number().int(), mode });
export type RightRow = z.infer<typeof rightRow>;
/** For a user: mode is their own override where `overridden`, inherited the group's mode. */
export const rightsMatrix = z.object({
  menus: z.array(
    z.object({
      menuId: z.number().int(),
      parentId: z.number().int().nullable(),
      title: safeString(),
      link: safeString(),
      superUserView: z.boolean(),
      mode: z.number().int(),
      inherited: z.number().int().optional(),
      overridden: z.boolean().optional(),
    }),
  ),
  components: z.array(
    z.object({
      componentId: z.number().int(),
      parentId: z.number().int().nullable(),
      key: safeString(),
      name: safeString(),
      mode: z.number().int(),
      inherited: z.number().int().optional(),
      overridden: z.boolean().optional(),
    }),
  ),
});
export type RightsMatrix = z.infer<typeof rightsMatrix>;
export const rightsUpdate = z.object({ rights: z.array(rightRow).max(2000) });
export type RightsUpdate = z.infer<typeof rightsUpdate>;

// ---- users ----
export const adminUser = z.object({
  id: z.number().int(),
  username: safeString(),
  firstName: safeString(),
  lastName: safeString(),
  email: safeString(),
  phone: safeString().nullable(),
  userType: z.enum(USER_TYPES),
  roleId: z.number().int().nullable(),
  roleName: safeString().nullable(),
  groupId: z.number().int().nullable(),
  groupName: safeString().nullable(),
  active: z.boolean(),
  mustChangePassword: z.boolean(),
  lastLoginAt: safeString().nullable(),
  createdAt: safeString(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const userInput = z.object({
  username: safeString().trim().regex(PATTERNS.username, MESSAGES.username),
  firstName: text(80),
  lastName: text(80),
  email,
  phone: safeString().regex(PATTERNS.phone, MESSAGES.phone).nullish().or(z.literal('')),
  userType: z.enum(USER_TYPES),
  roleId: z.number().int().nullish(),
  roleName: optionalText(40),
  groupId: z.number().int().positive().nullish(),
  active: z.boolean().default(true),
  /** the user must choose a new password at their next sign-in */
  mustChangePassword: z.boolean().default(false),
});
export type UserInput = z.infer<typeof userInput>;
export const createUserInput = userInput.extend({ sendCredentials: z.boolean().default(true) });
export const userListQuery = pageQuery.extend({
  userType: z.enum(USER_TYPES).optional(),
  groupId: z.coerce.number().int().optional(),
  active: z.enum(['true', 'false']).optional(),
});
/** A user as pickers show them: the name only (no username or email), from the caller's directory (users.directory.ts). */
export const userName = z.object({ id: z.number().int(), name: safeString() });

// ---- outbox (mail kept when SMTP is down or not configured) ----
export const outboxMail = z.object({
  id: z.number().int(),
  to: safeString(),
  subject: safeString(),
  status: z.enum(['pending', 'sent', 'failed', 'kept']),
  attempts: z.number().int(),
  lastError: safeString().nullable(),
  createdAt: safeString(),
  sentAt: safeString().nullable(),
  text: safeString(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

// ---- audit ----
export const auditRow = z.object({
  id: z.number().int(),
  at: safeString(),
  actorId: z.number().int().nullable(),
  actorName: safeString().nullable(),
  action: safeString(),
  entity: safeString(),
  entityId: safeString().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export const auditQuery = pageQuery.extend({
  entity: safeString().max(60).optional(),
  entityId: safeString().max(60).optional(),
});
