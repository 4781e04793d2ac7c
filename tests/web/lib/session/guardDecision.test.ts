import type { Role } from '@shared/roles';
import { guardDecision, type RouteRequirement, safeRedirect } from '@web/lib/session/guardDecision';
import { EMPTY_USER, type SessionUser } from '@web/lib/session/session';
import { describe, expect, it } from 'vitest';

const userWith = (role: Role): SessionUser => ({ ...EMPTY_USER, id: 5, firstName: 'A', lastName: 'B', role });

function decide(
  requirement: RouteRequirement,
  user: SessionUser = EMPTY_USER,
  extra: { ready?: boolean; locale?: 'de' | 'en'; current?: string; redirect?: string | null } = {},
) {
  return guardDecision({
    user,
    requirement,
    ready: extra.ready ?? true,
    locale: extra.locale ?? 'de',
    current: extra.current ?? '/dashboard',
    redirect: extra.redirect,
  });
}

describe('guardDecision', () => {
  it('waits while the stored token is being checked', () => {
    expect(decide({ kind: 'user' }, EMPTY_USER, { ready: false })).toEqual({ kind: 'wait' });
    expect(decide({ kind: 'guest' }, EMPTY_USER, { ready: false })).toEqual({ kind: 'wait' });
  });

  it('sends a guest to the login page and remembers where to, in the locale', () => {
    expect(decide({ kind: 'user' })).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdashboard' });
    expect(
      decide({ kind: 'rank', role: 'ADMIN' }, EMPTY_USER, { locale: 'en', current: '/en/admin/roles' }),
    ).toEqual({ kind: 'redirect', to: '/en/login?redirect=%2Fen%2Fadmin%2Froles' });
  });

  it('keeps logged-in users off the guest pages, back to the remembered page or the dashboard', () => {
    const breeder = userWith('BREEDER');
    expect(decide({ kind: 'guest' })).toEqual({ kind: 'allow' });
    expect(decide({ kind: 'guest' }, breeder, { locale: 'en' })).toEqual({
      kind: 'redirect',
      to: '/en/dashboard',
    });
    expect(decide({ kind: 'guest' }, breeder, { redirect: '/profile' })).toEqual({
      kind: 'redirect',
      to: '/profile',
    });
  });

  it('never follows a redirect to another site or back to a guest page', () => {
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('//evil.example/')).toBeNull();
    expect(safeRedirect('/login?redirect=/x')).toBeNull();
    expect(safeRedirect('/en/signIn/email')).toBeNull();
    expect(safeRedirect('/en/admin/roles?q=1')).toBe('/en/admin/roles?q=1');
  });

  it('lets every rank at or above the required one pass; a superadmin passes all', () => {
    expect(decide({ kind: 'rank', role: 'BREEDER' }, userWith('BREEDER'))).toEqual({ kind: 'allow' });
    expect(decide({ kind: 'rank', role: 'JUDGE' }, userWith('ADMIN'))).toEqual({ kind: 'allow' });
    for (const role of ['BREEDER', 'JUDGE', 'ADMIN', 'SUPERADMIN'] as const) {
      expect(decide({ kind: 'rank', role }, userWith('SUPERADMIN'))).toEqual({ kind: 'allow' });
    }
  });

  it('sends a user without the rank to the dashboard with a notice', () => {
    expect(decide({ kind: 'rank', role: 'ADMIN' }, userWith('JUDGE'), { locale: 'en' })).toEqual({
      kind: 'redirect',
      to: '/en/dashboard',
      notice: 'forbidden',
    });
    expect(decide({ kind: 'rank', role: 'JUDGE' }, userWith('BREEDER')).kind).toBe('redirect');
  });
});
