import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { requestNotificationHost } from './notificationHost';

export type NotifyKind = 'success' | 'failure';

/**
 * The app's one way to raise a notification, so every one is coloured by its kind and has a
 * named close button (Mantine's has no accessible name of its own). The shell shows it, on
 * whatever page the user is by then.
 */
export function notify(i18n: I18n, kind: NotifyKind, message: string, title?: string) {
  requestNotificationHost();
  notifications.show({
    color: kind === 'success' ? 'green' : 'red',
    title,
    message,
    closeButtonProps: { 'aria-label': i18n._(msg`Schließen`) },
  });
}
