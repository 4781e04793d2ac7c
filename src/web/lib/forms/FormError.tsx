import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '../errors/ErrorAlert';

/** A form's error, announced to screen readers as an alert; nothing without a message. */
export function FormError({ message }: { message: MessageDescriptor | null }) {
  const { i18n } = useLingui();
  if (!message) return null;
  return <ErrorAlert>{i18n._(message)}</ErrorAlert>;
}
