import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { type ResultEventItem, ResultEventList } from '@web/features/results/components/ResultEventList';
import { describe, expect, it } from 'vitest';

function item(overrides: Partial<ResultEventItem> = {}): ResultEventItem {
  return {
    event: {
      id: '4',
      title: 'Deutsche Rassetauben-Schau Hannover',
      eventType: 'NATIONAL',
      eventStart: '2026-09-27T08:00:00.000Z',
      status: 'ENDED',
      location: { city: 'Hannover', country: 'DE' },
    },
    champions: [{ id: '1', shownName: 'Karl Zimmermann' }],
    cageCount: 16,
    ratedCount: 15,
    breederCount: 3,
    ...overrides,
  };
}

const noop = () => {};

describe('ResultEventList', () => {
  it('shows each ended event with its champion and counts, linking to its results', async () => {
    await renderWithProviders(
      <ResultEventList items={[item()]} loading={false} failed={false} onRetry={noop} headingOrder={2} />,
    );
    const card = within(screen.getByRole('article'));
    expect(
      card.getByRole('heading', { level: 2, name: 'Deutsche Rassetauben-Schau Hannover' }),
    ).toBeInTheDocument();
    expect(card.getByText('27.09.2026')).toBeInTheDocument();
    expect(card.getByText('Hannover, Deutschland')).toBeInTheDocument();
    expect(card.getByText('Karl Zimmermann')).toBeInTheDocument();
    expect(card.getByText('16 Käfige · 15 bewertet · 3 Züchter')).toBeInTheDocument();
    expect(
      card.getByRole('link', { name: 'Ergebnisse von Deutsche Rassetauben-Schau Hannover' }),
    ).toHaveAttribute('href', '/results/4');
  });

  it('names shared champions together, in English under /en', async () => {
    const champions = [
      { id: '1', shownName: 'Karl Zimmermann' },
      { id: '5', shownName: 'Heinz Brinkmann' },
    ];
    await renderWithProviders(
      <ResultEventList
        items={[item({ champions })]}
        loading={false}
        failed={false}
        onRetry={noop}
        headingOrder={3}
      />,
      { path: '/en/results' },
    );
    expect(screen.getByText('Karl Zimmermann, Heinz Brinkmann')).toBeInTheDocument();
    expect(screen.getByText(/Show champion:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Results of / })).toHaveAttribute('href', '/en/results/4');
  });

  it('says so when there are no results', async () => {
    await renderWithProviders(
      <ResultEventList items={[]} loading={false} failed={false} onRetry={noop} headingOrder={2} />,
    );
    expect(screen.getByText('Zurzeit sind keine Ergebnisse verfügbar')).toBeInTheDocument();
  });

  it('offers a retry when loading failed', async () => {
    await renderWithProviders(
      <ResultEventList items={undefined} loading={false} failed onRetry={noop} headingOrder={2} />,
      { path: '/en/results' },
    );
    expect(screen.getByText('The results could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
