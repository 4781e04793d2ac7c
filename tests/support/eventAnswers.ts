import type { EventDetailFieldsFragment } from '@web/gql/graphql';

/**
 * An event open for registration, as the server answers the event page's query (EventDetail):
 * every object typed, as Apollo's cache keeps it. `overrides` sets what a test is about.
 */
export function eventDetailAnswer(overrides: Partial<EventDetailFieldsFragment> = {}) {
  return {
    __typename: 'Event' as const,
    id: '5',
    title: 'Regionalschau Leipzig',
    eventType: 'REGIONAL' as const,
    description: null,
    registrationDeadline: '2030-01-01T12:00:00.000Z',
    eventStart: '2030-01-08T08:00:00.000Z',
    status: 'OPEN' as const,
    season: 2030,
    resultsStatus: null,
    objectionDeadline: null,
    registrationCount: 0,
    cageCount: 0,
    location: eventAddress('Leipzig'),
    creator: null,
    classes: [],
    myRegistrations: [],
    fees: { __typename: 'EventFees' as const, pigeonFeeCents: 0, breederFeeCents: 0 },
    myFee: null,
    ...overrides,
  };
}

/** The event's address in `city`, as the server answers it. */
export function eventAddress(city: string) {
  return {
    __typename: 'EventLocation' as const,
    country: 'DE',
    city,
    street: 'Messe-Allee',
    houseNumber: '1',
    zipCode: '04356',
  };
}
