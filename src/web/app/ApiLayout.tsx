import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext } from 'react';
import { Outlet } from 'react-router';
// Every page under this layout may hold a form or table; one place instead of one per page.
import '../lib/forms/formStyles';
import { apolloClient } from '../lib/apollo/apolloClient';

/**
 * Layout route of the pages that work with the API through Apollo (accounts, breeder, judge, admin,
 * and the live event page). Lazy-loaded: Apollo (~45 KB gzip) loads with the first such page, never
 * on the read-only public pages (home, events, cages, results; JS budget: bench/size.ts). Their notifications show in the
 * shell (lib/feedback/NotificationHost), so that they outlast the page. A page rendered by the
 * server comes with that render's client around it, which is used instead.
 */
export function ApiLayout() {
  const outer = useContext(getApolloContext()).client;
  if (outer || !apolloClient) return <Outlet />;
  return (
    <ApolloProvider client={apolloClient}>
      <Outlet />
    </ApolloProvider>
  );
}
