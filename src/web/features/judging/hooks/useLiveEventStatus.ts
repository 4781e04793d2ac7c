import { useSubscription } from '@apollo/client/react';
import { JUDGE_EVENT_STATUS } from '../graphql/JudgeEventStatus';

/**
 * Keeps a judge page's event state live: when the office ends the show (or starts it), an open
 * card and list hear it within moments, not at their next read (before, a card open while the show
 * ended still took ratings for 16 s and more, and a rating saved offline became a late one without
 * a word). `skip` while the page has no event to follow.
 */
export function useLiveEventStatus(eventId: string, skip = false): void {
  useSubscription(JUDGE_EVENT_STATUS, { variables: { id: eventId }, skip });
}
