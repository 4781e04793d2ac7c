import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
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
