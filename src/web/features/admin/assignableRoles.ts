import { hasRank, ROLES, type Role } from '@shared/roles';

export interface RoleTarget {
  id: number;
  role: Role;
}

/**
 * The roles a viewer may give a target, mirroring the server: nobody changes their
 * own role; only a superadmin grants or takes ADMIN and SUPERADMIN; an admin moves accounts
 * between BREEDER and JUDGE. An empty list means the row is read-only.
 */
export function assignableRoles(
  viewer: { id: number | null; role: Role | null },
  target: RoleTarget,
): Role[] {
  if (viewer.id === target.id || !hasRank(viewer.role, 'ADMIN')) return [];
  if (viewer.role === 'SUPERADMIN') return [...ROLES];
  if (hasRank(target.role, 'ADMIN')) return [];
  return ROLES.filter((role) => !hasRank(role, 'ADMIN'));
}
