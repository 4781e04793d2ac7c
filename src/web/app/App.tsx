import type { DataRouter } from 'react-router';
// The DOM build: it lets a navigation render synchronously when asked to (flushSync).
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { UpdatePrompt } from './pwa/UpdatePrompt';

export interface AppProps {
  router: DataRouter;
}

export function App({ router }: AppProps) {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
        <UpdatePrompt />
      </AppProviders>
    </AppErrorBoundary>
  );
}
