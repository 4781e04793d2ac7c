import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { Pager } from '@web/lib/paging/Pager';
import { describe, expect, it } from 'vitest';

describe('the page links of a long list', () => {
  it('lead to the previous and next page, keeping the filter, and to every row on one page', async () => {
    const params = new URLSearchParams('class=ELITE_F&page=2');
    await renderWithProviders(<Pager total={120} size={50} page={2} params={params} />, {
      path: '/results/4/list',
    });
    expect(screen.getByText('Seite 2 von 3')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '← Zurück' })).toHaveAttribute(
      'href',
      '/results/4/list?class=ELITE_F',
    );
    expect(screen.getByRole('link', { name: 'Weiter →' })).toHaveAttribute(
      'href',
      '/results/4/list?class=ELITE_F&page=3',
    );
    expect(screen.getByRole('link', { name: 'Alle 120 auf einer Seite (zum Drucken)' })).toHaveAttribute(
      'href',
      '/results/4/list?class=ELITE_F&page=all',
    );
  });

  it('say so for a page past the end, with the way back to the first', async () => {
    await renderWithProviders(
      <Pager total={120} size={50} page={9} params={new URLSearchParams('page=9')} />,
      { path: '/results/4/list' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Diese Seite gibt es nicht.');
    expect(screen.getByRole('link', { name: 'Zur ersten Seite' })).toHaveAttribute('href', '/results/4/list');
  });
});
