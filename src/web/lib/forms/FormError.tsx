import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { mdiAlertCircleOutline } from '@mdi/js';
import { Icon } from '../icons/Icon';

/** A form's error, announced to screen readers as an alert; nothing without a message. */
export function FormError({ message }: { message: MessageDescriptor | null }) {
  const { i18n } = useLingui();
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<Icon path={mdiAlertCircleOutline} />}>
      {i18n._(message)}
    </Alert>
  );
}
