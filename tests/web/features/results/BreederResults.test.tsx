import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { BreederResults } from '@web/features/results/components/BreederResults';
import { describe, expect, it } from 'vitest';
import { type BreederResult, breederResults, entry, firstPage } from './factories';

const breeder = (id: string, shownName: string, email: string | null): BreederResult => ({
  breeder: { id, shownName, email },
  topTotals: [94.5],
  sum: 94.5,
  entries: [entry({ cageId: id, cageNumber: Number(id) })],
});

describe('the results per breeder', () => {
  it('show a breeder’s e-mail address only where the breeder chose to show it', async () => {
    await renderWithProviders(
      <BreederResults
        results={breederResults([
          breeder('1', 'Karl Zimmermann', 'karl@example.org'),
          breeder('5', 'Heinz Brinkmann', null),
        ])}
        list={firstPage()}
      />,
      { path: '/results/1/breeder' },
    );
    expect(screen.getByRole('link', { name: 'karl@example.org' })).toHaveAttribute(
      'href',
      'mailto:karl@example.org',
    );
    expect(screen.getByRole('heading', { name: 'Heinz Brinkmann' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /@/ })).toHaveLength(1);
  });
});
