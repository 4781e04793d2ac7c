import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { checkEmail, checkRequired } from '../../lib/forms/fieldMessages';
import type { SessionUser } from '../../lib/session/session';

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

/** Required fields given and a valid e-mail; the server checks phone and website. */
export function validateProfile(values: ProfileValues): Partial<Record<ProfileField, MessageDescriptor>> {
  const errors: Partial<Record<ProfileField, MessageDescriptor>> = {};
  const firstName = checkRequired(values.firstName, msg`Bitte geben Sie Ihren Vornamen ein`);
  const lastName = checkRequired(values.lastName, msg`Bitte geben Sie Ihren Nachnamen ein`);
  const email = checkEmail(values.email);
  if (firstName) errors.firstName = firstName;
  if (lastName) errors.lastName = lastName;
  if (email) errors.email = email;
  return errors;
}
