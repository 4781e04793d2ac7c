// Pages ask for different fields of an event's address and classes, which have no id of their own;
// one page's answer must not make another's incomplete (it would forget its data and load again).
import { EVENT_JUDGES } from '@web/features/eventAdmin/graphql/EventAssignments';
import { EVENTS_LIST } from '@web/features/events/graphql/EventsList';
import { EVENT_CATALOGUE } from '@web/features/showOffice/graphql/ShowOffice';
import { createAppCache } from '@web/lib/apollo/appCache';
import { describe, expect, it } from 'vitest';

const event = { __typename: 'Event' as const, id: '4', title: 'Bundesschau', status: 'CLOSED' as const };
const judge = { __typename: 'EventPerson' as const, id: '7', shownName: 'Renate Richter' };
const address = {
  __typename: 'EventLocation' as const,
  street: 'Messe-Allee',
  houseNumber: '1',
  zipCode: '04356',
  city: 'Leipzig',
};

/** The registrations per breeder (and the catalogue) as the server answered them. */
const catalogue = (codes: readonly ('ELITE_M' | 'JUNGTAUBE_M')[]) => ({
  event: {
    ...event,
    eventType: 'NATIONAL' as const,
    eventStart: '2026-12-05T08:00:00.000Z',
    location: address,
    classes: codes.map((code) => ({ __typename: 'EventClass' as const, code, judges: [judge] })),
  },
  eventCatalogue: [
    {
      __typename: 'CatalogueEntry' as const,
      cageId: '1',
      cageNumber: 1,
      ringNumber: 'DV-06976-24-1',
      classCode: 'ELITE_M' as const,
      sex: 'M' as const,
      color: 'blau',
      breeder: { __typename: 'EventPerson' as const, id: '9', shownName: 'Karl Zimmermann' },
    },
  ],
});

describe("the app's cache", () => {
  it("keeps the registrations' answer whole when the events list brings the same event's city", () => {
    const cache = createAppCache();
    cache.writeQuery({ query: EVENT_CATALOGUE, variables: { eventId: '4' }, data: catalogue(['ELITE_M']) });
    // As the events list answers: the city, the postcode and the country, no street.
    const listed = {
      ...event,
      eventType: 'NATIONAL' as const,
      registrationDeadline: '2026-11-20T12:00:00.000Z',
      eventStart: '2026-12-05T08:00:00.000Z',
      endedAt: null,
      location: { __typename: 'EventLocation', city: 'Leipzig', zipCode: '04356', country: 'DE' },
    };
    cache.writeQuery({ query: EVENTS_LIST, variables: { limit: 20 }, data: { events: [listed] } });
    const kept = cache.readQuery({ query: EVENT_CATALOGUE, variables: { eventId: '4' } });
    expect(kept?.event.location).toMatchObject({ street: 'Messe-Allee', houseNumber: '1', city: 'Leipzig' });
    expect(kept?.eventCatalogue).toHaveLength(1);
  });

  it("keeps the judges page's class counts when the catalogue brings the classes' judges only", () => {
    const cache = createAppCache();
    cache.writeQuery({
      query: EVENT_JUDGES,
      variables: { id: '4' },
      data: {
        event: {
          ...event,
          classes: (['ELITE_M', 'JUNGTAUBE_M'] as const).map((code) => ({
            __typename: 'EventClass' as const,
            code,
            registrationCount: 3,
            cageCount: 2,
            judges: [],
            exhibitorIds: ['9'],
          })),
        },
      },
    });
    // The catalogue, answered later: a judge for the elite cocks, the young cocks' class gone.
    cache.writeQuery({ query: EVENT_CATALOGUE, variables: { eventId: '4' }, data: catalogue(['ELITE_M']) });
    const kept = cache.readQuery({ query: EVENT_JUDGES, variables: { id: '4' } });
    expect(kept?.event.classes).toEqual([
      expect.objectContaining({
        code: 'ELITE_M',
        registrationCount: 3,
        cageCount: 2,
        exhibitorIds: ['9'],
        judges: [judge],
      }),
    ]);
  });
});
