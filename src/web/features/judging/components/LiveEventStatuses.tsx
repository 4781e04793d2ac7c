import { useLiveEventStatus } from '../hooks/useLiveEventStatus';

function LiveEventStatus({ eventId }: { eventId: string }) {
  useLiveEventStatus(eventId);
  return null;
}

/**
 * Keeps the state of each of a judge's events live where they are listed (a show started or ended
 * by the office shows at once): one subscription each, for events that can still change. Renders
 * nothing.
 */
export function LiveEventStatuses({ events }: { events: readonly { id: string; status: string }[] }) {
  return events
    .filter((event) => event.status !== 'ENDED')
    .map((event) => <LiveEventStatus key={event.id} eventId={event.id} />);
}
