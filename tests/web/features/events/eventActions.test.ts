import { eventActions } from '@web/features/events/eventActions';
import { describe, expect, it } from 'vitest';

describe('event page actions per role and status', () => {
  it('lets a guest do nothing', () => {
    expect(Object.values(eventActions(null, 'OPEN')).some(Boolean)).toBe(false);
  });

  it('lets breeders register only while open', () => {
    expect(eventActions('BREEDER', 'OPEN').register).toBe(true);
    expect(eventActions('BREEDER', 'CLOSED').register).toBe(false);
    expect(eventActions('BREEDER', 'OPEN').start).toBe(false);
    expect(eventActions('JUDGE', 'OPEN').delete).toBe(false);
  });

  it('gives admins start when closed, end when started, delete unless started', () => {
    expect(eventActions('ADMIN', 'OPEN')).toMatchObject({
      start: false,
      end: false,
      delete: true,
      edit: true,
    });
    expect(eventActions('ADMIN', 'CLOSED')).toMatchObject({
      start: true,
      end: false,
      delete: true,
      assignJudges: true,
      assignCages: true,
    });
    expect(eventActions('ADMIN', 'OPEN')).toMatchObject({ assignJudges: false, assignCages: false });
    // A judge may still be replaced while judging runs; cages are frozen from the start.
    expect(eventActions('SUPERADMIN', 'STARTED')).toMatchObject({
      start: false,
      end: true,
      delete: false,
      assignJudges: true,
      assignCages: false,
    });
    expect(eventActions('ADMIN', 'ENDED')).toMatchObject({
      start: false,
      end: false,
      delete: true,
      edit: false,
      assignJudges: false,
      assignCages: false,
    });
  });
});

describe('registration refusals', () => {
  it('are explained in the user’s language', async () => {
    const { errorMessage } = await import('@web/lib/errors/errorMessages');
    const { activateLocale, i18n } = await import('@web/lib/i18n/i18n');
    await activateLocale('de');
    expect(i18n._(errorMessage({ code: 'PIGEON_ALREADY_REGISTERED' }))).toBe(
      'Die Taube ist für dieses Event bereits angemeldet.',
    );
    await activateLocale('en');
    expect(i18n._(errorMessage({ code: 'EVENT_REGISTRATION_DEADLINE_PASSED' }))).toBe(
      'The registration deadline has passed.',
    );
    expect(i18n._(errorMessage({ code: 'PIGEON_ALREADY_REGISTERED' }))).toMatch(/already registered/i);
  });
});
