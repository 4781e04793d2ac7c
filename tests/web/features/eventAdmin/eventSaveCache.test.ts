import { InMemoryCache } from '@apollo/client';
import { eventAddress, eventDetailAnswer } from '@tests/support/eventAnswers';
import { ADMIN_EVENT } from '@web/features/eventAdmin/graphql/AdminEvent';
import { UPDATE_EVENT } from '@web/features/eventAdmin/graphql/EventMutations';
import { EVENT_DETAIL } from '@web/features/events/graphql/EventDetail';
import type { UpdateEventMutation } from '@web/gql/graphql';
import { describe, expect, it } from 'vitest';

const bounds = (max: number) => ({ __typename: 'RatingBounds' as const, min: 1, max, step: 0.5 });
const scheme = (wingsMax: number) => ({
  __typename: 'RatingScheme' as const,
  generalImpression: bounds(10),
  boneStructure: bounds(10),
  back: bounds(10),
  musculature: bounds(10),
  wings: bounds(wingsMax),
});
const fees = { __typename: 'EventFees' as const, pigeonFeeCents: 250, breederFeeCents: 0 };
const own = eventDetailAnswer({ fees });

/** The cache as the event page and the edit form left it. */
function cacheBeforeSaving() {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: EVENT_DETAIL,
    variables: { id: '5' },
    data: { event: own },
  });
  cache.writeQuery({
    query: ADMIN_EVENT,
    variables: { id: '5' },
    data: { event: { ...own, ratingScheme: scheme(10), objectionDays: 7 } },
  });
  return cache;
}

describe('saving an event', () => {
  it('shows the new title, address and scheme on the event page and in the form before any refetch', () => {
    const cache = cacheBeforeSaving();
    const saved: UpdateEventMutation['updateEvent'] & { __typename: 'Event' } = {
      ...own,
      title: 'Landesschau Dresden',
      location: eventAddress('Dresden'),
      ratingScheme: scheme(8),
      objectionDays: 3,
    };
    // What Apollo does with the answer of the save: it writes it into the cache.
    cache.write({
      query: UPDATE_EVENT,
      dataId: 'ROOT_MUTATION',
      variables: {
        id: '5',
        input: {
          title: saved.title,
          eventType: saved.eventType,
          registrationDeadline: saved.registrationDeadline,
          eventStart: saved.eventStart,
          location: {
            country: 'DE',
            city: 'Dresden',
            street: 'Messe-Allee',
            houseNumber: '1',
            zipCode: '04356',
          },
        },
      },
      result: { updateEvent: saved },
    });

    const page = cache.readQuery({ query: EVENT_DETAIL, variables: { id: '5' } })?.event;
    expect(page?.title).toBe('Landesschau Dresden');
    expect(page?.location.city).toBe('Dresden');
    const form = cache.readQuery({ query: ADMIN_EVENT, variables: { id: '5' } })?.event;
    expect(form?.location.city).toBe('Dresden');
    expect(form?.ratingScheme.wings.max).toBe(8);
  });
});
