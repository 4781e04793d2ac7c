import type { ReactNode } from 'react';
import type { DataRouter } from 'react-router';
// The DOM build: it lets a navigation render synchronously when asked to (flushSync).
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { UpdatePrompt } from './pwa/UpdatePrompt';

/**
 * Everything around the router, the same in the browser and in a page the server renders
 * (src/web/entry-server.tsx): the browser takes such a page over only if both trees match.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <AppProviders>
        {children}
        <UpdatePrompt />
      </AppProviders>
    </AppErrorBoundary>
  );
}

export interface AppProps {
  router: DataRouter;
}

export function App({ router }: AppProps) {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
