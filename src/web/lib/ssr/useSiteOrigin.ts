import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * The site's origin (`https://host`) for addresses that must be absolute, such as a QR code. A page
 * the server renders has none (it renders for whichever host asked); the browser takes the page over
 * with the same empty origin and fills it in right after.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  );
}
