import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { describe, expect, it } from 'vitest';

describe('ErrorAlert', () => {
  it('announces the error and leads back to the list', async () => {
    await renderWithProviders(
      <ErrorAlert back={{ to: '/en/event', label: 'All events' }}>Event could not be found</ErrorAlert>,
      { path: '/en/event/999' },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Event could not be found');
    expect(screen.getByRole('link', { name: 'All events' })).toHaveAttribute('href', '/en/event');
  });

  it('shows no link without a way back', async () => {
    await renderWithProviders(<ErrorAlert title="Nicht gespeichert">Bitte erneut speichern.</ErrorAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Nicht gespeichert');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
