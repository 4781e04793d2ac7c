import { useApolloClient } from '@apollo/client/react';
import { persistApolloCacheNow } from '@web/lib/apollo/apolloClient';
import { markPrepared, preparedAt } from '@web/lib/judging/offlinePrepared';
import { useCallback, useEffect, useState } from 'react';
import { JUDGE_CAGES } from '../graphql/JudgeCages';

export interface OfflinePreparation {
  /** When the event's cages and cards were last stored on this device (ISO), or null. */
  preparedAt: string | null;
  preparing: boolean;
  failed: boolean;
  /** Loads the event's cages from the server and stores them (the app's files are the service worker's). */
  prepare: () => Promise<void>;
}

/**
 * Keeps an event's cages and cards on this device for judging offline: `prepare` loads them from
 * the server and writes them to the device at once; `stored` (the list was just loaded from the
 * server) writes what is there. Either marks the event as prepared, with the time.
 */
export function useOfflinePreparation(owner: number, eventId: string, stored: boolean): OfflinePreparation {
  const client = useApolloClient();
  const [at, setAt] = useState(() => preparedAt(owner, eventId));
  const [preparing, setPreparing] = useState(false);
  const [failed, setFailed] = useState(false);
  const keep = useCallback(async () => {
    await persistApolloCacheNow();
    const now = new Date().toISOString();
    markPrepared(owner, eventId, now);
    setAt(now);
  }, [owner, eventId]);
  useEffect(() => {
    if (stored) void keep().catch(() => undefined);
  }, [stored, keep]);
  const prepare = useCallback(async () => {
    setPreparing(true);
    setFailed(false);
    try {
      await client.query({ query: JUDGE_CAGES, variables: { eventId }, fetchPolicy: 'network-only' });
      await keep();
    } catch {
      setFailed(true);
    } finally {
      setPreparing(false);
    }
  }, [client, eventId, keep]);
  return { preparedAt: at, preparing, failed, prepare };
}
