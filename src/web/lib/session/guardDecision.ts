import { LOCALES, type Locale } from '@shared/locales';
import { PAGES, type PageKey } from '@shared/pages';
import { hasRank, type Role } from '@shared/roles';
import { paths } from '@web/config/paths';
import { isLoggedIn, type SessionUser } from './session';

/** What a route asks of the session, mirroring the server's checks. */
export type RouteRequirement = { kind: 'guest' } | { kind: 'user' } | { kind: 'rank'; role: Role };

export type GuardDecision =
  | { kind: 'wait' }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; notice?: 'forbidden' };

export interface GuardInput {
  user: SessionUser;
  /** False while a stored token is still being checked: no decision yet. */
  ready: boolean;
  requirement: RouteRequirement;
  locale: Locale;
  /** Where the user is (path and query), to come back to after logging in. */
  current: string;
  /** The login page's `?redirect=` value. */
  redirect?: string | null;
}

/** The pages only a visitor who is not logged in sees (the page table's `guest`). */
const GUEST_PAGES = (Object.keys(PAGES) as PageKey[])
  .filter((key) => PAGES[key].access === 'guest')
  .flatMap((key) => LOCALES.map((locale) => paths[key].path[locale]));

/** A same-site path to return to after login; never another origin or a guest-only page. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  const path = target.split(/[?#]/)[0];
  if (GUEST_PAGES.some((page) => path === page || path.startsWith(`${page}/`))) return null;
  return target;
}

export function loginRedirect(locale: Locale, current: string): string {
  return `${paths.login.href(locale)}?redirect=${encodeURIComponent(current)}`;
}

/** The router's guard: wait, allow, or where to send the user instead. */
export function guardDecision({
  user,
  ready,
  requirement,
  locale,
  current,
  redirect,
}: GuardInput): GuardDecision {
  if (!ready) return { kind: 'wait' };
  const loggedIn = isLoggedIn(user);
  if (requirement.kind === 'guest') {
    if (!loggedIn) return { kind: 'allow' };
    return { kind: 'redirect', to: safeRedirect(redirect) ?? paths.dashboard.href(locale) };
  }
  if (!loggedIn) return { kind: 'redirect', to: loginRedirect(locale, current) };
  if (requirement.kind === 'rank' && !hasRank(user.role, requirement.role)) {
    return { kind: 'redirect', to: paths.dashboard.href(locale), notice: 'forbidden' };
  }
  return { kind: 'allow' };
}
