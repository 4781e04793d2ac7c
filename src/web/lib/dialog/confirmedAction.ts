import type { I18n, MessageDescriptor } from '@lingui/core';
import { errorMessage } from '../errors/errorMessages';
import { notify } from '../feedback/notify';

/**
 * A ConfirmDialog's action: once it succeeded, says `done` and resolves null (the dialog closes);
 * a refusal resolves to its explanation, which the dialog shows.
 */
export async function confirmedAction(
  i18n: I18n,
  action: () => Promise<unknown>,
  done: string,
): Promise<MessageDescriptor | null> {
  try {
    await action();
    notify(i18n, 'success', done);
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}
