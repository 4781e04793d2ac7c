import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { checkEmail, checkNewPassword, checkRepeat, checkRequired } from '../../lib/forms/fieldMessages';

export interface SignInValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordRepeat: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, MessageDescriptor>>;

/** The registration form's checks: names given, a valid e-mail, 8+ characters, passwords match. */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const found: [keyof SignInValues, MessageDescriptor | null][] = [
    ['firstName', checkRequired(values.firstName, msg`Bitte geben Sie Ihren Vornamen ein`)],
    ['lastName', checkRequired(values.lastName, msg`Bitte geben Sie Ihren Nachnamen ein`)],
    ['email', checkEmail(values.email)],
    ['password', checkNewPassword(values.password)],
    ['passwordRepeat', checkRepeat(values.password, values.passwordRepeat)],
  ];
  for (const [field, error] of found) if (error) errors[field] = error;
  return errors;
}
