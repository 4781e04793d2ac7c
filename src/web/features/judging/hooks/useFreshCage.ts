import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { JUDGE_CAGE } from '../graphql/JudgeCage';

/**
 * Asks the server for one cage when a card opens and whenever its tab is seen again; the answer
 * updates the cached cage (so the card shows a judgement made meanwhile). Offline it fails
 * quietly: the card works from what the device has. Returns the error code of a refusal
 * (CAGE_NOT_FOUND, NOT_AUTHORIZED), if any.
 */
export function useFreshCage(eventId: string, cageId: string): string | null {
  const { error, refetch } = useQuery(JUDGE_CAGE, {
    variables: { eventId, cageId },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
  return typeof code === 'string' ? code : null;
}
