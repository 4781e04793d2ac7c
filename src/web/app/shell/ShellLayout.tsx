import { useNotificationHostRequested } from '@web/lib/feedback/notificationHost';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import classes from './Shell.module.css';
import { MAIN_ID, SkipLink } from './SkipLink';

// The notification container loads with the first notification (none on home), then stays.
const NotificationHost = lazy(async () => ({
  default: (await import('@web/lib/feedback/NotificationHost')).NotificationHost,
}));

/** The frame of every page in both locales: skip link, header, the page, footer, notifications. */
export function ShellLayout() {
  const notifications = useNotificationHostRequested();
  return (
    <div className={classes.shell}>
      <SkipLink />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      {notifications && (
        <Suspense fallback={null}>
          <NotificationHost />
        </Suspense>
      )}
    </div>
  );
}
