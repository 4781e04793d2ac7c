import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';
import { isMissingCode, reloadForMissingCode } from './missingCode';
import { reloadAt } from './reloadAt';

/**
 * The router's error element: a failed page chunk, loader or render anywhere below the root. A page
 * whose code could not be loaded (./missingCode) is loaded anew at its address first, once; the
 * screen stays empty meanwhile.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const missingCode = isMissingCode(error);
  const [reloading, setReloading] = useState(missingCode);
  useEffect(() => {
    if (missingCode) {
      const { pathname, search } = window.location;
      if (reloadForMissingCode(`${pathname}${search}`, reloadAt)) return;
      setReloading(false);
    }
    console.error('Unhandled route error', error);
  }, [error, missingCode]);
  return reloading ? null : <ErrorPage />;
}
