import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { BreederResults } from '@web/features/results/components/BreederResults';
import { ClassResultTable } from '@web/features/results/components/ClassResultTable';
import { classListCsv } from '@web/features/results/resultsCsv';
import { activateLocale, i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { breederResults, type ClassResult, entry, firstPage } from './factories';

// A deleted account is named with an empty shownName: its pigeons keep their points, and the
// pages call the breeder (and a judge) "ehemaliges Mitglied" / "former member".
const FORMER = { id: '9', shownName: '' };
const former = entry({ breeder: FORMER, judge: FORMER });
const elite: ClassResult = {
  code: 'ELITE_M',
  entries: [former],
  entryCount: 1,
  ratedCount: 1,
  prizeCount: 1,
};

describe('a former member in the results', () => {
  it('is named "ehemaliges Mitglied" in the class list, with the points unchanged', async () => {
    await renderWithProviders(<ClassResultTable result={elite} />, {
      path: '/results/1',
    });
    const row = screen.getByRole('row', { name: /DV-06976-21-134/ });
    expect(row).toHaveTextContent('ehemaliges Mitglied');
    expect(row).toHaveTextContent('94,5');
  });

  it('heads its part of the results per breeder as "former member" in English', async () => {
    await renderWithProviders(
      <BreederResults
        results={breederResults([
          { breeder: { ...FORMER, email: null }, topTotals: [94.5], sum: 94.5, entries: [former] },
        ])}
        list={firstPage()}
      />,
      { path: '/en/results/1/breeder' },
    );
    expect(screen.getByRole('heading', { name: 'former member' })).toBeInTheDocument();
  });

  it('is named so in the CSV of the class lists too', async () => {
    await activateLocale('de');
    const [, first] = classListCsv(i18n, [elite])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(first.split(';')[4]).toBe('ehemaliges Mitglied');
  });
});
