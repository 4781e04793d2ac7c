import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';

/** The router's error element: a failed page chunk, loader or render anywhere below the root. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unhandled route error', error);
  }, [error]);
  return <ErrorPage />;
}
