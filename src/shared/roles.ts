/** Roles rank BREEDER < JUDGE < ADMIN < SUPERADMIN: a role may do all that the ones below it may. */
export const ROLES = ['BREEDER', 'JUDGE', 'ADMIN', 'SUPERADMIN'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A role check passes when the user's role ranks at or above the required one. */
export function hasRank(role: Role | null | undefined, required: Role): boolean {
  if (!role) return false;
  return ROLES.indexOf(role) >= ROLES.indexOf(required);
}
