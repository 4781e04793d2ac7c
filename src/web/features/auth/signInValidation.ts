import type { MessageDescriptor } from '@lingui/core';
import {
  checkEmail,
  checkNewPassword,
  checkRepeat,
  checkRequired,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
} from '@web/lib/forms/fieldMessages';
import type { SalutationChoice } from '@web/lib/forms/PersonFields';

export interface SignInValues {
  salutation: SalutationChoice;
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
    ['firstName', checkRequired(values.firstName, FIRST_NAME_MESSAGE)],
    ['lastName', checkRequired(values.lastName, LAST_NAME_MESSAGE)],
    ['email', checkEmail(values.email)],
    ['password', checkNewPassword(values.password)],
    ['passwordRepeat', checkRepeat(values.password, values.passwordRepeat)],
  ];
  for (const [field, error] of found) if (error) errors[field] = error;
  return errors;
}
