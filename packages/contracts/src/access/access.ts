/** Access rights of the spec (000 section 6): a 4-bit mode per menu link or component. */
export const ACCESS = { read: 1, write: 2, edit: 4, delete: 8 } as const;
export type AccessBit = keyof typeof ACCESS;
export const ACCESS_MAX = 15;
export const ACCESS_BITS: AccessBit[] = ['read', 'write', 'edit', 'delete'];

/** Bound a mode to 0..15; write, edit or delete imply read. */
export function normalizeMode(mode: number): number {
  if (!Number.isInteger(mode) || mode <= 0) return 0;
  const m = mode & ACCESS_MAX;
  return m & (ACCESS.write | ACCESS.edit | ACCESS.delete) ? m | ACCESS.read : m;
}

export function hasAccess(mode: number | undefined, bit: AccessBit): boolean {
  return (normalizeMode(mode ?? 0) & ACCESS[bit]) !== 0;
}

export function modeFromBits(bits: Partial<Record<AccessBit, boolean>>): number {
  return normalizeMode(ACCESS_BITS.reduce((m, b) => (bits[b] ? m | ACCESS[b] : m), 0));
}

export function bitsFromMode(mode: number): Record<AccessBit, boolean> {
  const m = normalizeMode(mode);
  return { read: !!(m & 1), write: !!(m & 2), edit: !!(m & 4), delete: !!(m & 8) };
}

export const ROLE = { superAdmin: 99, superUser: 100 } as const;
export const isSuperRole = (roleId: number | null | undefined) =>
  roleId === ROLE.superAdmin || roleId === ROLE.superUser;

export const USER_TYPES = ['Staff', 'Student', 'Parent', 'Preceptor', 'Employee', 'Alumni'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Role names seen in the spec; staff roles carry an access group of the same name in the demo school. */
export const ROLE_NAMES = [
  'REGISTRAR',
  'BURSAR',
  'ACCOUNTING',
  'DEAN',
  'CLINICAL_DEAN',
  'CONTROLLER',
  'FACULTY',
  'ADMISSIONS',
  'HR',
  'CLINICAL',
  'STUDENT',
] as const;

/** The rights a signed-in user holds, as the client receives them. */
export interface AccessRights {
  menus: Record<string, number>;
  components: Record<string, { accessMode: number; subComponents?: Record<string, { accessMode: number }> }>;
}
