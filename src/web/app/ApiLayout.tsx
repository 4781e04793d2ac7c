import { ApolloProvider } from '@apollo/client/react';
import { Notifications } from '@mantine/notifications';
import { Outlet } from 'react-router';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
// Every page under this layout may hold a form or table; one place instead of one per page.
import '../lib/forms/formStyles';
import { apolloClient } from '../lib/apollo/apolloClient';

/**
 * Layout route of the pages that work with the API through Apollo (accounts, breeder, judge, admin)
 * and raise notifications. Lazy-loaded: Apollo (~45 KB gzip) and the notification container load
 * with the first such page, never on home or the other public pages (JS budget: bench/size.ts).
 */
export function ApiLayout() {
  return (
    <ApolloProvider client={apolloClient}>
      <Notifications position="bottom-center" />
      <Outlet />
    </ApolloProvider>
  );
}
