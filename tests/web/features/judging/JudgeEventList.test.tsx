import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { JudgeEventList } from '@web/features/judging/components/JudgeEventList';
import { JUDGE_EVENTS } from '@web/features/judging/graphql/JudgeEvents';
import { describe, expect, it } from 'vitest';

const judgeEvent = (id: string, title: string, status: string, eventStart: string) => ({
  __typename: 'JudgeEvent',
  classCodes: ['REST'],
  event: {
    __typename: 'Event',
    id,
    title,
    eventType: 'REGIONAL',
    eventStart,
    status,
    location: { __typename: 'EventLocation', city: 'Leipzig', country: 'DE' },
  },
});

// In the server's order: current and upcoming first, ended ones last.
const mocks = [
  {
    request: { query: JUDGE_EVENTS },
    result: {
      data: {
        judgeEvents: [
          judgeEvent('1', 'Jungtierschau Kassel', 'STARTED', '2026-11-24T08:00:00.000Z'),
          judgeEvent('2', 'Regionalschau Leipzig', 'CLOSED', '2026-12-04T08:00:00.000Z'),
          judgeEvent('3', 'Rassetauben-Schau Hannover', 'ENDED', '2026-09-26T08:00:00.000Z'),
        ],
      },
    },
    maxUsageCount: 2,
  },
];

describe('JudgeEventList', () => {
  it('shows each event with its status, in the order the server gives', async () => {
    await renderWithProviders(
      <MockedProvider mocks={mocks}>
        <JudgeEventList />
      </MockedProvider>,
      { path: '/judge/myEvents' },
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link', { name: /Schau|schau/ }).textContent)).toEqual([
      'Jungtierschau Kassel',
      'Regionalschau Leipzig',
      'Rassetauben-Schau Hannover',
    ]);
    expect(within(items[0]).getByText('Bewertung läuft')).toBeInTheDocument();
    expect(within(items[1]).getByText('Anmeldung geschlossen')).toBeInTheDocument();
    expect(within(items[2]).getByText('Beendet')).toBeInTheDocument();
  });

  it('shows the status in English', async () => {
    await renderWithProviders(
      <MockedProvider mocks={mocks}>
        <JudgeEventList />
      </MockedProvider>,
      { path: '/en/judge/myEvents' },
    );
    const items = await screen.findAllByRole('listitem');
    expect(within(items[2]).getByText('Ended')).toBeInTheDocument();
  });
});
