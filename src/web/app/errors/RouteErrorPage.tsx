import { useEffect, useRef, useState } from 'react';
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
  const [reloadRefused, setReloadRefused] = useState(false);
  // Set once the page is being loaded anew: an effect run again meanwhile (React's strict mode runs
  // each twice while developing) must not take the reload it started for a refused one.
  const reloading = useRef(false);
  useEffect(() => {
    if (missingCode) {
      if (reloading.current) return;
      if (reloadForMissingCode(window.location, reloadAt)) {
        reloading.current = true;
        return;
      }
      setReloadRefused(true);
    }
    console.error('Unhandled route error', error);
  }, [error, missingCode]);
  return missingCode && !reloadRefused ? null : <ErrorPage />;
}
