import { type ProfileValues, validateProfile as validateFor } from '@web/features/profile/profileValidation';
import { activateLocale, i18n, loadCatalog } from '@web/lib/i18n/i18n';
import { EMPTY_USER, type SessionUser } from '@web/lib/session/session';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const valid: ProfileValues = {
  salutation: '',
  firstName: 'Paula',
  lastName: 'Profil',
  email: 'paula@example.org',
  phoneNumber: '',
  website: '',
  emailPublic: false,
  currentPassword: '',
};
const paula: SessionUser = { ...EMPTY_USER, id: 1, role: 'BREEDER', email: 'paula@example.org' };
const validateProfile = (values: ProfileValues) => validateFor(values, paula);

beforeAll(async () => {
  await Promise.all([loadCatalog('de'), loadCatalog('en')]);
  await activateLocale('de');
});

afterEach(async () => {
  await activateLocale('de');
});

describe('profile form', () => {
  it('asks for the current password with a new address only', () => {
    expect(validateProfile({ ...valid, email: 'Paula@Example.org ' })).toEqual({});
    expect(i18n._(validateProfile({ ...valid, email: 'neu@example.org' }).currentPassword!)).toBe(
      'Bitte geben Sie Ihr aktuelles Passwort ein, um die E-Mail-Adresse zu ändern.',
    );
    expect(validateProfile({ ...valid, email: 'neu@example.org', currentPassword: 'geheim' })).toEqual({});
    // The address already waiting for its link is no new change.
    expect(
      validateFor({ ...valid, email: 'neu@example.org' }, { ...paula, pendingEmail: 'neu@example.org' }),
    ).toEqual({});
  });

  it('takes no phone number, or one with digits, spaces and + / - ( )', () => {
    for (const phoneNumber of ['', '+49 30 123456', '0561 / 123-45', '+49 (0) 561 12345'])
      expect(validateProfile({ ...valid, phoneNumber }), phoneNumber).toEqual({});
  });

  it('names the phone field and what it takes, in German and English', async () => {
    for (const phoneNumber of ['ruf mich an', '0561.123456', '----', '12']) {
      const { phoneNumber: error } = validateProfile({ ...valid, phoneNumber });
      expect(error, phoneNumber).toBeDefined();
      expect(i18n._(error!)).toBe(
        'Bitte geben Sie eine gültige Telefonnummer ein: nur Ziffern, Leerzeichen und + / - ( ).',
      );
    }
    await activateLocale('en');
    expect(i18n._(validateProfile({ ...valid, phoneNumber: 'call me' }).phoneNumber!)).toBe(
      'Please enter a valid phone number: only digits, spaces and + / - ( ).',
    );
  });
});
