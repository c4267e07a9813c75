import { z } from 'zod';
import { ACCESS_MAX, USER_TYPES } from '../access.js';
import { email, optionalText, text, PATTERNS, MESSAGES } from '../validation.js';
import { pageQuery } from './common.js';

const mode = z.number().int().min(0, 'Access mode is 0 to 15').max(ACCESS_MAX, 'Access mode is 0 to 15');

// ---- access groups ----
export const group = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  active: z.boolean(),
  userCount: z.number().int(),
});
export type Group = z.infer<typeof group>;
export const groupInput = z.object({
  name: text(80),
  description: optionalText(300),
  parentId: z.number().int().positive().nullish(),
  active: z.boolean().default(true),
});
export type GroupInput = z.infer<typeof groupInput>;
export interface GroupNode { id: number; name: string; active: boolean; children: GroupNode[] }
export const groupNode: z.ZodType<GroupNode> = z.lazy(() => z.object({ id: z.number().int(), name: z.string(), active: z.boolean(), children: z.array(groupNode) }));
export const groupListQuery = pageQuery.extend({ active: z.enum(['true', 'false']).optional() });

// ---- menus ----
export const menu = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  key: z.string(),
  name: z.string(),
  title: z.string(),
  link: z.string(),
  icon: z.string().nullable(),
  sortOrder: z.number().int(),
  urlParam: z.boolean(),
  superUserView: z.boolean(),
  adminCannotView: z.boolean(),
});
export type Menu = z.infer<typeof menu>;
export const menuInput = z.object({
  parentId: z.number().int().positive().nullish(),
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9.]*$/, 'Key: letters, digits and dots').max(80),
  name: text(80),
  title: text(80),
  link: z.string().regex(/^\/[A-Za-z0-9\-/]*$/, 'The link is a path such as /admin/user').max(200),
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
  key: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Component = z.infer<typeof component>;
export const componentInput = z.object({
  parentId: z.number().int().positive().nullish(),
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9.]*$/, 'Key: letters, digits and dots').max(80),
  name: text(80),
  description: optionalText(300),
});
export type ComponentInput = z.infer<typeof componentInput>;

// ---- rights (per group, per user override) ----
export const rightRow = z.object({ kind: z.enum(['menu', 'component']), targetId: z.number().int(), mode });
export type RightRow = z.infer<typeof rightRow>;
/** For a user: mode is their own override where `overridden`, inherited the group's mode. */
export const rightsMatrix = z.object({
  menus: z.array(z.object({ menuId: z.number().int(), parentId: z.number().int().nullable(), title: z.string(), link: z.string(), superUserView: z.boolean(), mode: z.number().int(), inherited: z.number().int().optional(), overridden: z.boolean().optional() })),
  components: z.array(z.object({ componentId: z.number().int(), parentId: z.number().int().nullable(), key: z.string(), name: z.string(), mode: z.number().int(), inherited: z.number().int().optional(), overridden: z.boolean().optional() })),
});
export type RightsMatrix = z.infer<typeof rightsMatrix>;
export const rightsUpdate = z.object({ rights: z.array(rightRow).max(2000) });
export type RightsUpdate = z.infer<typeof rightsUpdate>;

// ---- users ----
export const adminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  active: z.boolean(),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const userInput = z.object({
  username: z.string().trim().regex(PATTERNS.username, MESSAGES.username),
  firstName: text(80),
  lastName: text(80),
  email,
  phone: z.string().regex(PATTERNS.phone, MESSAGES.phone).nullish().or(z.literal('')),
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
export const userName = z.object({ id: z.number().int(), name: z.string(), username: z.string() });

// ---- outbox (mail kept when SMTP is down or not configured) ----
export const outboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'kept']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  text: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

// ---- audit ----
export const auditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export const auditQuery = pageQuery.extend({ entity: z.string().max(60).optional(), entityId: z.string().max(60).optional() });
