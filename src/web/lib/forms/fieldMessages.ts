import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isValidEmail, isValidPhoneNumber } from '@shared/validation';

/**
 * Client-side checks of the account forms; each returns a text or null. Every text is a whole
 * sentence and ends with a full stop, like the texts of the server's errors.
 */
const MIN_PASSWORD_LENGTH = 8;

export const EMAIL_MESSAGE = msg`Bitte geben Sie eine gültige E-Mail-Adresse ein.`;
export const FIRST_NAME_MESSAGE = msg`Bitte geben Sie Ihren Vornamen ein.`;
export const LAST_NAME_MESSAGE = msg`Bitte geben Sie Ihren Nachnamen ein.`;
/** Names the field and what it takes: the shared rule that the server checks too. */
export const PHONE_NUMBER_MESSAGE = msg`Bitte geben Sie eine gültige Telefonnummer ein: nur Ziffern, Leerzeichen und + / - ( ).`;

export function checkEmail(value: string): MessageDescriptor | null {
  return isValidEmail(value) ? null : EMAIL_MESSAGE;
}

export function checkRequired(value: string, message: MessageDescriptor): MessageDescriptor | null {
  return value.trim() === '' ? message : null;
}

/** An optional phone number: empty, or one that the shared rule accepts. */
export function checkPhoneNumber(value: string): MessageDescriptor | null {
  return value.trim() === '' || isValidPhoneNumber(value) ? null : PHONE_NUMBER_MESSAGE;
}

export function checkNewPassword(value: string): MessageDescriptor | null {
  if (value === '') return msg`Bitte geben Sie ein Passwort ein.`;
  return value.length < MIN_PASSWORD_LENGTH ? msg`Das Passwort muss mindestens 8 Zeichen lang sein.` : null;
}

export function checkRepeat(password: string, repeat: string): MessageDescriptor | null {
  return password === repeat ? null : msg`Die Passwörter stimmen nicht überein.`;
}
