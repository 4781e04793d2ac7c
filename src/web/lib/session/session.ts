import type { Role } from '../../../shared/roles';

/** The signed-in client as the shell needs it (SPEC §3); the accounts issue adds the rest. */
export interface SessionUser {
  id: number | null;
  firstName: string;
  lastName: string;
  email: string;
  role: Role | null;
}

export const EMPTY_USER: SessionUser = { id: null, firstName: '', lastName: '', email: '', role: null };

/** Logged in means a positive id and a role (SPEC §4). */
export function isLoggedIn(user: SessionUser): boolean {
  return user.id !== null && user.id > 0 && user.role !== null;
}

export function shownName(user: SessionUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
