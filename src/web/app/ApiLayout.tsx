import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { type ReactNode, useContext } from 'react';
import { Outlet } from 'react-router';
// Every page under this layout may hold a form or table; one place instead of one per page.
import '../lib/forms/formStyles';
import { apolloClient } from '../lib/apollo/apolloClient';

/**
 * Apollo for what it wraps. A page rendered by the server comes with that render's client around
 * it, which is used instead.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  if (outer || !apolloClient) return children;
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}

/**
 * Layout route of the pages that work with the API through Apollo (accounts, breeder, judge and
 * admin pages). Lazy-loaded: Apollo (~45 KB gzip) loads with the first such page, never on the
 * visitors' pages (home, events, an event, cages, results; JS budget: bench/size.ts). A
 * logged-in user's event page loads it on its own (src/web/app/pages/EventDetailLive.tsx). Their
 * notifications show in the shell (lib/feedback/NotificationHost), so that they outlast the page.
 */
export function ApiLayout() {
  return (
    <ApiProvider>
      <Outlet />
    </ApiProvider>
  );
}
