import type { MessageDescriptor } from '@lingui/core';
import {
  checkEmail,
  checkPhoneNumber,
  checkRequired,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
} from '@web/lib/forms/fieldMessages';
import type { SessionUser } from '@web/lib/session/session';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  website: string;
  emailPublic: boolean;
}

export type ProfileField = keyof ProfileValues;
export const REQUIRED_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'email'];

export function profileValues(user: SessionUser): ProfileValues {
  const { firstName, lastName, email, phoneNumber, website, emailPublic } = user;
  return { firstName, lastName, email, phoneNumber, website, emailPublic };
}

/**
 * Required fields given, a valid e-mail, and a phone number that reads as one (the shared rule
 * the server applies too); the server alone checks the website.
 */
export function validateProfile(values: ProfileValues): Partial<Record<ProfileField, MessageDescriptor>> {
  const errors: Partial<Record<ProfileField, MessageDescriptor>> = {};
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
