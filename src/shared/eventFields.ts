/** The rules of an event's own fields, checked by the event form and the server alike. */

/** The most characters each text of an event may have, after trimming. */
export const EVENT_TEXT_LIMITS = {
  title: 200,
  description: 10_000,
  city: 200,
  street: 200,
  houseNumber: 20,
  zipCode: 20,
} as const;

export type EventTextField = keyof typeof EVENT_TEXT_LIMITS;

/** An event may not begin before its registration deadline; beginning at the deadline is fine. */
export function startsBeforeDeadline(eventStart: Date, registrationDeadline: Date): boolean {
  return eventStart.getTime() < registrationDeadline.getTime();
}
