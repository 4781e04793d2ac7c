import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import { eventDetailAnswer } from '@tests/support/eventAnswers';
import { EVENT_CHANGED } from '@web/features/events/graphql/EventChanged';
import { EVENT_DETAIL } from '@web/features/events/graphql/EventDetail';
import { useEventDetail } from '@web/features/events/hooks/useEventDetail';
import { readKeptAnswer } from '@web/lib/graphql/keptAnswers';
import { answerKey } from '@web/lib/graphql/usePublicQuery';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => localStorage.clear());

// The event as the server answers a logged-in breeder.
const event = eventDetailAnswer();

function withAnswer(children: ReactNode) {
  return (
    <MockedProvider
      mocks={[
        { request: { query: EVENT_DETAIL, variables: { id: '5' } }, result: { data: { event } } },
        // The live changes: none arrive while the test looks.
        {
          request: { query: EVENT_CHANGED, variables: { id: '5' } },
          result: { data: { eventChanged: event } },
          delay: 600_000,
        },
      ]}
    >
      {children}
    </MockedProvider>
  );
}

describe('an event page of a logged-in user', () => {
  it('keeps the event it was answered with for the visitor view offline, with its time', async () => {
    const before = Date.now();
    const { result } = renderHook(() => useEventDetail('5'), {
      wrapper: ({ children }) => withAnswer(children),
    });
    await waitFor(() => expect(result.current.event?.title).toBe('Regionalschau Leipzig'));
    const kept = await waitFor(() => {
      const found = readKeptAnswer<{ event: typeof event }>(
        answerKey(EVENT_DETAIL, JSON.stringify({ id: '5' })),
      );
      expect(found).toBeDefined();
      return found;
    });
    // What the visitor's view reads when the logged-in part cannot load: the event, not nothing.
    expect(kept?.data.event).toMatchObject({ id: '5', title: 'Regionalschau Leipzig', status: 'OPEN' });
    expect(kept?.fetchedAt).toBeGreaterThanOrEqual(before);
  });
});
