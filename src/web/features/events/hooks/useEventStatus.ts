import { type EventStatus, effectiveEventStatus } from '@shared/eventLifecycle';
import { useNow } from '@web/lib/ssr/useNow';

/**
 * An event's status as the page shows it: the stored one, with registration closed once its
 * deadline has passed on this device's clock (the server's while a rendered page is taken over),
 * at the deadline itself on an open page.
 */
export function useEventStatus(
  event: { status: EventStatus; registrationDeadline: string } | undefined,
): EventStatus | null {
  const deadline = event ? new Date(event.registrationDeadline).getTime() : null;
  return useNow(
    (now) => (event ? effectiveEventStatus(event.status, new Date(event.registrationDeadline), now) : null),
    deadline,
  );
}
