import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isValidEmail } from '../../../shared/validation';

/** Client-side checks of the account forms; each returns a text or null. */
export const MIN_PASSWORD_LENGTH = 8;

export function checkEmail(value: string): MessageDescriptor | null {
  return isValidEmail(value) ? null : msg`Bitte geben Sie eine gültige E-Mail-Adresse ein`;
}

export function checkRequired(value: string, message: MessageDescriptor): MessageDescriptor | null {
  return value.trim() === '' ? message : null;
}

export function checkNewPassword(value: string): MessageDescriptor | null {
  if (value === '') return msg`Bitte geben Sie ein Passwort ein.`;
  return value.length < MIN_PASSWORD_LENGTH ? msg`Das Passwort muss mindestens 8 Zeichen lang sein` : null;
}

export function checkRepeat(password: string, repeat: string): MessageDescriptor | null {
  return password === repeat ? null : msg`Die Passwörter stimmen nicht überein`;
}
