import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open state of a dialog that belongs to the current page: any navigation (a link inside it,
 * a language switch, back to an earlier page) closes it.
 */
export function useRouteDialog() {
  const { key } = useLocation();
  const [opened, setOpened] = useState(false);
  const [locationKey, setLocationKey] = useState(key);
  if (key !== locationKey) {
    // Adjusting state while rendering: closed in the same render as the new location.
    setLocationKey(key);
    setOpened(false);
  }
  const open = useCallback(() => setOpened(true), []);
  const close = useCallback(() => setOpened(false), []);
  return { opened, open, close };
}
