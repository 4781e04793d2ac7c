import { useEffect, useState } from 'react';

/**
 * Asks the browser once per page to keep this device's unsent ratings under storage pressure
 * (`navigator.storage.persist()`), and answers whether it agreed: true, false, or null while
 * unknown (or where the browser has no such question).
 */
export function useStoragePersistence(): boolean | null {
  const [persisted, setPersisted] = useState<boolean | null>(null);
  useEffect(() => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist) return;
    let live = true;
    (async () => {
      const granted = (await storage.persisted?.()) || (await storage.persist());
      if (live) setPersisted(granted);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return persisted;
}
