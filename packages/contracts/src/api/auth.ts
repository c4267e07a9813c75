import { z } from 'zod';
import { USER_TYPES } from '../access.js';
import { email, password, text, MESSAGES, phone } from '../validation.js';

export const loginRequest = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

export const accessRightsSchema = z.object({
  menus: z.record(z.string(), z.number().int()),
  components: z.record(z.string(), z.object({ accessMode: z.number().int(), subComponents: z.record(z.string(), z.object({ accessMode: z.number().int() })).optional() })),
});

export const sessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.enum(USER_TYPES),
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  studentId: z.number().int().nullable(),
  employeeId: z.number().int().nullable(),
  isOfferLetterAccepted: z.boolean(),
  mustChangePassword: z.boolean(),
  sessionId: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The signed-in user's menu: the menu table's entries they may see, as a tree. */
export interface MenuNode { key: string; title: string; link: string; icon: string | null; children?: MenuNode[] }
export const menuNode: z.ZodType<MenuNode> = z.lazy(() => z.object({ key: z.string(), title: z.string(), link: z.string(), icon: z.string().nullable(), children: z.array(menuNode).optional() }));

export const loginResponse = z.object({ token: z.string(), user: sessionUser, accessRights: accessRightsSchema, menu: z.array(menuNode) });
export type LoginResponse = z.infer<typeof loginResponse>;
export const meResponse = z.object({ user: sessionUser, accessRights: accessRightsSchema, menu: z.array(menuNode) });

const newPassword = { password, confirmPassword: z.string() };
const matching = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] };

export const forgotPasswordRequest = z.object({ username: z.string().trim().min(1, 'Enter your username or email').max(254) });
export const resetPasswordRequest = z.object({ token: z.string().min(10).max(200), ...newPassword }).refine(matching, mismatch);
export const forcePasswordChangeRequest = z.object(newPassword).refine(matching, mismatch);
export const changePasswordRequest = z.object({ currentPassword: z.string().min(1, 'Current password is required'), ...newPassword }).refine(matching, mismatch);

export const userProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  groupName: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;
export const updateProfileRequest = z.object({
  firstName: text(80),
  lastName: text(80),
  email,
  phone: phone.nullish().or(z.literal('')),
});

/** A signature is a PNG or JPEG image, drawn on a canvas or uploaded, sent as a data URL. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
export const signatureRequest = z.object({
  image: z.string().regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'The signature must be a PNG or JPEG image').max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 40, 'The signature image is too large (200 KB at most)'),
});
export const signatureResponse = z.object({ image: z.string().nullable(), updatedAt: z.string().nullable() });

export const activeSession = z.object({
  sessionId: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  userType: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type ActiveSession = z.infer<typeof activeSession>;
