import type { MessageDescriptor } from '@lingui/core';
import { ERROR_CODES } from '@shared/errorCodes';
import {
  ERROR_CODE_MESSAGES,
  errorMessage,
  FALLBACK_MESSAGES,
  FIELD_MESSAGES,
  fieldError,
  NETWORK_MESSAGE,
} from '@web/lib/errors/errorMessages';
import {
  checkEmail,
  checkNewPassword,
  checkPhoneNumber,
  checkRepeat,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
} from '@web/lib/forms/fieldMessages';
import { GraphQLRequestError } from '@web/lib/graphql/fetchGraphQL';
import { activateLocale, i18n, loadCatalog } from '@web/lib/i18n/i18n';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const requestError = (code: ConstructorParameters<typeof GraphQLRequestError>[0], field?: string) =>
  new GraphQLRequestError(code, 'server text', field);

/** The shape of Apollo's CombinedGraphQLErrors. */
const apolloError = (code: string, field?: string, extensions: Record<string, unknown> = {}) => ({
  errors: [{ message: 'x', extensions: { ...extensions, code, field } }],
});

beforeAll(async () => {
  await Promise.all([loadCatalog('de'), loadCatalog('en')]);
});

afterEach(async () => {
  await activateLocale('de');
});

describe('error texts', () => {
  it('has a German and an English text for every shared error code', async () => {
    for (const code of ERROR_CODES) {
      await activateLocale('de');
      const german = i18n._(ERROR_CODE_MESSAGES[code]);
      await activateLocale('en');
      const english = i18n._(ERROR_CODE_MESSAGES[code]);
      expect(german, code).not.toBe('');
      expect(english, code).not.toBe(german);
    }
  });

  it('uses the fallback text per action when the server gives no code', async () => {
    const noCode = new Error('boom');
    const expected = {
      save: 'Etwas ist schief gelaufen.',
      register: 'Etwas ist schief gelaufen.',
      login: 'Die E-Mail oder das Passwort ist falsch.',
      resetRequest: 'Die E-Mail wurde nicht gefunden.',
      newPassword: 'Passwort konnte nicht geändert werden.',
      verify: 'Das hat leider nicht funktioniert.',
    } as const;
    for (const [action, text] of Object.entries(expected)) {
      expect(i18n._(errorMessage(noCode, action as keyof typeof expected))).toBe(text);
    }
    // A masked server error counts as "no code" too.
    expect(i18n._(errorMessage(requestError('INTERNAL_SERVER_ERROR'), 'verify'))).toBe(
      'Das hat leider nicht funktioniert.',
    );
    expect(Object.keys(FALLBACK_MESSAGES)).toContain('generic');
  });

  it('maps codes from fetchGraphQL and from Apollo alike, in both languages', async () => {
    expect(i18n._(errorMessage(requestError('RATE_LIMITED'), 'login'))).toBe(
      'Zu viele Versuche. Bitte warten Sie ein paar Minuten.',
    );
    expect(i18n._(errorMessage(apolloError('NOT_AUTHORIZED')))).toBe('Dafür fehlt Ihnen die Berechtigung.');
    await activateLocale('en');
    expect(i18n._(errorMessage(apolloError('LOGIN_FAILED'), 'login'))).toBe(
      'The e-mail or the password is wrong.',
    );
    expect(i18n._(errorMessage(requestError('RATE_LIMITED')))).toBe(
      'Too many attempts. Please wait a few minutes.',
    );
  });

  it('tells a failed connection apart, in both languages', async () => {
    expect(i18n._(errorMessage(requestError('NETWORK'), 'save'))).toBe(
      'Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    );
    await activateLocale('en');
    expect(i18n._(errorMessage(new TypeError('Failed to fetch'), 'login'))).toBe(
      'Please check your internet connection and try again.',
    );
  });

  it('words a code more precisely where the action calls for it', () => {
    expect(i18n._(errorMessage(requestError('CLIENT_NOT_FOUND'), 'resetRequest'))).toBe(
      'Die E-Mail wurde nicht gefunden.',
    );
    expect(i18n._(errorMessage(requestError('CLIENT_NOT_FOUND'), 'verify'))).toBe(
      'Dieser Bestätigungslink ist ungültig. Falls Sie inzwischen einen neuen angefordert haben, gilt nur der neueste.',
    );
  });

  it('puts validation errors, a taken e-mail and a wrong current password on their field', () => {
    const wrong = fieldError(requestError('CURRENT_PASSWORD_WRONG', 'currentPassword'));
    expect(wrong?.field).toBe('currentPassword');
    expect(i18n._(wrong!.message)).toBe('Das aktuelle Passwort ist falsch.');
    const taken = fieldError(requestError('CLIENT_ALREADY_EXISTS', 'email'));
    expect(taken?.field).toBe('email');
    expect(i18n._(taken!.message)).toBe(
      'Mit dieser E-Mail-Adresse existiert möglicherweise bereits ein Konto.',
    );
    const phone = fieldError(apolloError('VALIDATION_FAILED', 'phoneNumber'));
    expect(phone?.field).toBe('phoneNumber');
    expect(i18n._(phone!.message)).toBe(
      'Bitte geben Sie eine gültige Telefonnummer ein: nur Ziffern, Leerzeichen und + / - ( ).',
    );
    expect(fieldError(requestError('LOGIN_FAILED'))).toBeNull();
    expect(fieldError(requestError('VALIDATION_FAILED'))).toBeNull();
  });

  it('ends every error text with a full stop, in German and in English', async () => {
    const texts: (readonly [string, MessageDescriptor | null])[] = [
      ...Object.entries(ERROR_CODE_MESSAGES),
      ...Object.entries(FALLBACK_MESSAGES).map(([action, text]) => [`fallback ${action}`, text] as const),
      ...Object.entries(FIELD_MESSAGES).map(([field, text]) => [`field ${field}`, text] as const),
      ['network', NETWORK_MESSAGE],
      ['first name', FIRST_NAME_MESSAGE],
      ['last name', LAST_NAME_MESSAGE],
      ['e-mail', checkEmail('x')],
      ['no password', checkNewPassword('')],
      ['short password', checkNewPassword('kurz')],
      ['repeat', checkRepeat('a', 'b')],
      ['phone', checkPhoneNumber('ruf an')],
      ['resetRequest CLIENT_NOT_FOUND', errorMessage(requestError('CLIENT_NOT_FOUND'), 'resetRequest')],
      ['verify CLIENT_NOT_FOUND', errorMessage(requestError('CLIENT_NOT_FOUND'), 'verify')],
    ];
    for (const locale of ['de', 'en'] as const) {
      await activateLocale(locale);
      for (const [name, text] of texts) {
        expect(text, name).not.toBeNull();
        expect(i18n._(text!), `${locale}: ${name}`).toMatch(/\.$/);
      }
    }
  });

  it('names the ring that already has a cage number, in both languages', async () => {
    const taken = apolloError('VALIDATION_FAILED', 'cageNumber', {
      cageNumber: 5,
      ringNumber: 'DV-06976-21-134',
    });
    expect(i18n._(errorMessage(taken, 'save'))).toBe('Käfig 5 hat bereits DV-06976-21-134.');
    await activateLocale('en');
    expect(i18n._(errorMessage(taken, 'save'))).toBe('Cage 5 already holds DV-06976-21-134.');
    // Without the ring the general text stays.
    expect(i18n._(errorMessage(apolloError('VALIDATION_FAILED', 'cageNumber'), 'save'))).toBe(
      'Please check your input.',
    );
  });

  it('names the events that keep a pigeon from being deleted, in both languages', async () => {
    const refused = apolloError('PIGEON_ALREADY_REGISTERED', undefined, {
      eventTitles: ['Regionalschau Leipzig', 'Jungtierschau Kassel'],
    });
    expect(i18n._(errorMessage(refused))).toBe(
      'Die Taube ist für Events angemeldet, die schon begonnen haben, und kann deshalb nicht gelöscht werden: Regionalschau Leipzig, Jungtierschau Kassel.',
    );
    await activateLocale('en');
    expect(i18n._(errorMessage(refused))).toBe(
      'The pigeon is registered for events that have already started and so cannot be deleted: Regionalschau Leipzig, Jungtierschau Kassel.',
    );
  });
});
