import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { DateField } from '@web/lib/forms/DateField';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

// The date field is five small inputs: each tells a screen reader what the whole field says.

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState('2030-12-20T18:00');
  return (
    <>
      <DateField
        withTime
        label="Anmeldeschluss"
        description="Freitag, 20. Dezember 2030 um 18:00"
        error={error}
        required
        value={value}
        onChange={setValue}
      />
      <output>{value || 'leer'}</output>
    </>
  );
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('the date field', () => {
  it('names the field, its description and its error on every part', async () => {
    await renderWithProviders(<Field error="Das Event kann nicht vor dem Anmeldeschluss beginnen" />);
    const group = await screen.findByRole('group', { name: 'Anmeldeschluss' });
    const parts = screen.getAllByRole('spinbutton');
    expect(parts.map((part) => part.getAttribute('aria-label'))).toEqual([
      'Tag',
      'Monat',
      'Jahr',
      'Stunden',
      'Minuten',
    ]);
    expect(group).toBeInTheDocument();
    for (const part of parts) {
      expect(part).toHaveAttribute('aria-required', 'true');
      expect(part).toHaveAttribute('aria-invalid', 'true');
      expect(describedBy(part)).toEqual([
        'Freitag, 20. Dezember 2030 um 18:00',
        'Das Event kann nicht vor dem Anmeldeschluss beginnen',
      ]);
    }
  });

  it('holds the form value as local "YYYY-MM-DDTHH:mm", and nothing while a part is missing', async () => {
    await renderWithProviders(<Field />);
    const hours = await screen.findByRole('spinbutton', { name: 'Stunden' });
    expect(screen.getByRole('spinbutton', { name: 'Tag' })).toHaveValue('20');
    expect(screen.getByText('2030-12-20T18:00')).toBeInTheDocument();
    await userEvent.click(hours);
    await userEvent.keyboard('{Backspace}');
    expect(await screen.findByText('leer')).toBeInTheDocument();
    await userEvent.keyboard('09');
    expect(await screen.findByText('2030-12-20T09:00')).toBeInTheDocument();
  });
});
