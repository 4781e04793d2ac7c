import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

/**
 * The container of every notification. It lives in the shell, so that a notification outlasts
 * the page that raised it (an event deleted on its page is announced on the list of events, a
 * logout on home). Loaded with the first notification, never before (JS budget: bench/size.ts).
 */
export function NotificationHost() {
  return <Notifications position="bottom-center" />;
}
