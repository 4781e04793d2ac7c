import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { CatalogueChecks } from '@web/features/eventAdmin/components/CatalogueChecks';
import { CATALOGUE_CHECKS } from '@web/features/eventAdmin/graphql/CatalogueChecks';
import { describe, expect, it } from 'vitest';

// Before the start the admin's event page says what would spoil the catalogue or the judging, each
// with a link to where it is put right.

const eventClass = (
  code: string,
  registrations: number,
  cages: number,
  judges: [string, string][],
  exhibitors: string[],
) => ({
  __typename: 'EventClass' as const,
  code,
  registrationCount: registrations,
  cageCount: cages,
  judges: judges.map(([id, shownName]) => ({ __typename: 'EventPerson' as const, id, shownName })),
  exhibitorIds: exhibitors,
});

const answer = (classes: ReturnType<typeof eventClass>[]) => ({
  request: { query: CATALOGUE_CHECKS, variables: { id: '4' } },
  result: { data: { event: { __typename: 'Event' as const, id: '4', classes } } },
});

const open = answer([
  eventClass('ELITE_M', 3, 3, [['7', 'Renate Richter']], ['7']),
  eventClass('REST', 2, 0, [], ['8']),
]);

async function renderChecks(path: string, mocks = [open]) {
  return renderWithProviders(
    <MockedProvider mocks={mocks}>
      <CatalogueChecks eventId="4" />
    </MockedProvider>,
    { path },
  );
}

describe('the checks before the start', () => {
  it('lists what is open, in class order, each with its link, in German', async () => {
    await renderChecks('/event/4');
    const section = await screen.findByRole('region', { name: 'Vor dem Start prüfen' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Renate Richter richtet diese Klasse und stellt darin eigene Tauben aus.'),
      expect.stringContaining('2 angemeldete Tauben ohne Käfignummer.'),
      expect.stringContaining('kein Richter zugewiesen.'),
    ]);
    expect(within(items[0]).getByRole('link', { name: 'Zur Richterzuweisung' })).toHaveAttribute(
      'href',
      '/admin/event/4/judges',
    );
    expect(within(items[1]).getByRole('link', { name: 'Zur Käfignummerierung' })).toHaveAttribute(
      'href',
      '/admin/cage-assign/4',
    );
  });

  it('says so in English, with English links', async () => {
    await renderChecks('/en/event/4');
    const section = await screen.findByRole('region', { name: 'Check before the start' });
    expect(section).toHaveTextContent('2 registered pigeons without a cage number.');
    expect(within(section).getByRole('link', { name: 'Go to cage numbering' })).toHaveAttribute(
      'href',
      '/en/admin/cage-assign/4',
    );
  });

  it('says nothing is open when every pigeon is caged and every class judged', async () => {
    await renderChecks('/event/4', [answer([eventClass('REST', 2, 2, [['9', 'Hans Hahn']], ['8'])])]);
    expect(
      await screen.findByText('Nichts offen: Jede Taube hat ihren Käfig, jede Klasse ihren Richter.'),
    ).toBeInTheDocument();
  });
});
