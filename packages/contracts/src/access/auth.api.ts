import { z } from 'zod';
import { USER_TYPES } from './access.js';
import { email, password, text, MESSAGES, phone, safeString, singleLine } from '../validation.js';

export const loginRequest = z.object({
  username: singleLine({ error: 'Username is required' }).trim().min(1, 'Username is required').max(254),
  password: singleLine({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

export const accessRightsSchema = z.object({
  menus: z.record(safeString(), z.number().int()),
  components: z.record(
    safeString(),
    z.object({
      accessMode: z.number().int(),
      subComponents: z.record(safeString(), z.object({ accessMode: z.number().int() })).optional(),
    }),
  ),
});

export const sessionUser = z.object({
  id: z.number().int(),
  username: safeString(),
  firstName: safeString(),
  lastName: safeString(),
  email: safeString(),
  userType: z.enum(USER_TYPES),
  roleId: z.number().int().nullable(),
  roleName: safeString().nullable(),
  groupId: z.number().int().nullable(),
  groupName: safeString().nullable(),
  studentId: z.number().int().nullable(),
  employeeId: z.number().int().nullable(),
  isOfferLetterAccepted: z.boolean(),
  mustChangePassword: z.boolean(),
  sessionId: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The signed-in user's menu: the menu table's entries they may see, as a tree. */
export interface MenuNode {
  key: string;
  title: string;
  link: string;
  icon: string | null;
  children?: MenuNode[];
}
/** Recursive: a named component of the OpenAPI document, which the web's generated types refer to. */
export const menuNode: z.ZodType<MenuNode> = z
  .lazy(() =>
    z.object({
      key: safeString(),
      title: safeString(),
      link: safeString(),
      icon: safeString().nullable(),
      children: z.array(menuNode).optional(),
    }),
  )
  .meta({ id: 'MenuNode' });

export const loginResponse = z.object({
  token: safeString(),
  user: sessionUser,
  accessRights: accessRightsSchema,
  menu: z.array(menuNode),
});
export type LoginResponse = z.infer<typeof loginResponse>;
export const meResponse = z.object({ user: sessionUser, accessRights: accessRightsSchema, menu: z.array(menuNode) });

const newPassword = { password, confirmPassword: safeString() };
const matching = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] };

export const forgotPasswordRequest = z.object({
  username: singleLine().trim().min(1, 'Enter your username or email').max(254),
});
export const resetPasswordRequest = z
  .object({ token: safeString().min(10).max(200), ...newPassword })
  .refine(matching, mismatch);
export const forcePasswordChangeRequest = z.object(newPassword).refine(matching, mismatch);
export const changePasswordRequest = z
  .object({ currentPassword: safeString().min(1, 'Current password is required'), ...newPassword })
  .refine(matching, mismatch);

export const userProfile = z.object({
  id: z.number().int(),
  username: safeString(),
  firstName: safeString(),
  lastName: safeString(),
  email: safeString(),
  phone: safeString().nullable(),
  userType: z.enum(USER_TYPES),
  groupName: safeString().nullable(),
  lastLoginAt: safeString().nullable(),
  /** a new email waiting for the link mailed to it (the email changes when the user opens it) */
  pendingEmail: safeString().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;
export const updateProfileRequest = z.object({
  firstName: text(80),
  lastName: text(80),
  email,
  phone: phone.nullish().or(z.literal('')),
  /** needed when the email changes */
  currentPassword: safeString().max(200).optional(),
});
/** The token of the link mailed to a new email address (/settings/user/profile?token=...). */
export const confirmEmailRequest = z.object({ token: safeString().min(10).max(200) });

/** A signature is a PNG or JPEG image, drawn on a canvas or uploaded, sent as a data URL. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
export const signatureRequest = z.object({
  image: safeString()
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'The signature must be a PNG or JPEG image')
    .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 40, 'The signature image is too large (200 KB at most)'),
});
export const signatureResponse = z.object({ image: safeString().nullable(), updatedAt: safeString().nullable() });

export const activeSession = z.object({
  sessionId: z.number().int(),
  userId: z.number().int(),
  username: safeString(),
  name: safeString(),
  userType: safeString(),
  ip: safeString().nullable(),
  userAgent: safeString().nullable(),
  createdAt: safeString(),
  lastSeenAt: safeString(),
});
export type ActiveSession = z.infer<typeof activeSession>;
