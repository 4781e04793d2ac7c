import type { Role } from '@shared/roles';
import { isRole } from '@shared/roles';
import type { Salutation } from '@shared/salutations';

/** The signed-in client (the API's `Client`); optional fields are empty strings when unset. */
export interface SessionUser {
  id: number | null;
  /** How mails address the user; '' when none is given (or kept by an older version of the app). */
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  email: string;
  role: Role | null;
  phoneNumber: string;
  website: string;
  emailPublic: boolean;
  /** A new address waiting for its confirmation link ('' when none); `email` is in effect until then. */
  pendingEmail: string;
}

/** Nobody signed in: id null, empty strings, role null, emailPublic false. */
export const EMPTY_USER: SessionUser = {
  id: null,
  salutation: '',
  firstName: '',
  lastName: '',
  email: '',
  role: null,
  phoneNumber: '',
  website: '',
  emailPublic: false,
  pendingEmail: '',
};

/** Logged in means a positive id and a role. */
export function isLoggedIn(user: SessionUser): boolean {
  return user.id !== null && user.id > 0 && user.role !== null;
}

export function shownName(user: Pick<SessionUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** A client as the API returns it (nullable optional fields) → the session's user. */
export interface ApiClient {
  id: number;
  salutation?: Salutation | null;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  phoneNumber?: string | null;
  website?: string | null;
  emailPublic: boolean;
  pendingEmail?: string | null;
}

export function toSessionUser(client: ApiClient): SessionUser {
  return {
    id: client.id,
    salutation: client.salutation ?? '',
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    role: isRole(client.role) ? client.role : null,
    phoneNumber: client.phoneNumber ?? '',
    website: client.website ?? '',
    emailPublic: client.emailPublic,
    pendingEmail: client.pendingEmail ?? '',
  };
}
