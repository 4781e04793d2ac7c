import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { normaliseEmail } from '@shared/validation';
import {
  checkEmail,
  checkNewPassword,
  checkPhoneNumber,
  checkRepeat,
  checkRequired,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
} from '@web/lib/forms/fieldMessages';
import type { SalutationChoice } from '@web/lib/forms/PersonFields';
import type { SessionUser } from '@web/lib/session/session';

export interface ProfileValues {
  salutation: SalutationChoice;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  website: string;
  emailPublic: boolean;
  /** Asked for only when the e-mail address changes. */
  currentPassword: string;
}

export type ProfileField = keyof ProfileValues;
/** The fields of the first tab: the required ones, and the password a new address asks for beside them. */
export const REQUIRED_FIELDS: readonly ProfileField[] = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'currentPassword',
];

export function profileValues(user: SessionUser): ProfileValues {
  const { firstName, lastName, email, phoneNumber, website, emailPublic } = user;
  // A session kept by an older version of the app has no salutation.
  const salutation = user.salutation ?? '';
  return { salutation, firstName, lastName, email, phoneNumber, website, emailPublic, currentPassword: '' };
}

/**
 * Whether saving asks to change the address (and so for the current password): an address other
 * than the one in effect and the one already waiting for its link.
 */
export function changesAddress(values: Pick<ProfileValues, 'email'>, user: SessionUser): boolean {
  const asked = normaliseEmail(values.email);
  return asked !== user.email && asked !== user.pendingEmail;
}

/**
 * Required fields given, a valid e-mail, the current password with a new address, and a phone
 * number that reads as one (the shared rule the server applies too); the server alone checks the
 * website and the password itself.
 */
export function validateProfile(
  values: ProfileValues,
  user: SessionUser,
): Partial<Record<ProfileField, MessageDescriptor>> {
  const errors: Partial<Record<ProfileField, MessageDescriptor>> = {};
  if (changesAddress(values, user) && values.currentPassword === '')
    errors.currentPassword = msg`Bitte geben Sie Ihr aktuelles Passwort ein, um die E-Mail-Adresse zu ändern.`;
  const firstName = checkRequired(values.firstName, FIRST_NAME_MESSAGE);
  const lastName = checkRequired(values.lastName, LAST_NAME_MESSAGE);
  const email = checkEmail(values.email);
  const phoneNumber = checkPhoneNumber(values.phoneNumber);
  if (firstName) errors.firstName = firstName;
  if (lastName) errors.lastName = lastName;
  if (email) errors.email = email;
  if (phoneNumber) errors.phoneNumber = phoneNumber;
  return errors;
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  newPasswordRepeat: string;
}

export const NO_PASSWORD_CHANGE: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  newPasswordRepeat: '',
};

/**
 * The current password given, and the new one by the rules of sign-up and reset (at least 8
 * characters, typed twice alike); the server alone knows whether the current one is right.
 */
export function validatePasswordChange(
  values: PasswordChangeValues,
): Partial<Record<keyof PasswordChangeValues, MessageDescriptor>> {
  const errors: Partial<Record<keyof PasswordChangeValues, MessageDescriptor>> = {};
  const current = checkRequired(values.currentPassword, msg`Bitte geben Sie Ihr aktuelles Passwort ein.`);
  const password = checkNewPassword(values.newPassword);
  const repeat = checkRepeat(values.newPassword, values.newPasswordRepeat);
  if (current) errors.currentPassword = current;
  if (password) errors.newPassword = password;
  if (repeat) errors.newPasswordRepeat = repeat;
  return errors;
}
