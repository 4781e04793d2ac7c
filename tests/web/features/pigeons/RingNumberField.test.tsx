import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { RingNumberField } from '@web/features/pigeons/components/RingNumberField';
import { validatePigeon } from '@web/features/pigeons/pigeonValidation';
import { ringNumberFeedback } from '@web/features/pigeons/ringNumberFeedback';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <RingNumberField value={value} error={error} onChange={(e) => setValue(e.currentTarget.value)} />;
}

describe('ring number feedback', () => {
  it('reads every lenient form and gives the canonical one', () => {
    for (const input of [
      'DV-06976-21-134',
      'DV 6976 21 134',
      'd6976.2021.0134',
      '6976 21 0134',
      'DE-06976-21-134',
    ]) {
      expect(ringNumberFeedback(input), input).toEqual({
        ok: true,
        canonical: 'DV-06976-21-134',
        henMarker: false,
      });
    }
    expect(ringNumberFeedback('6976 21 0134W')).toMatchObject({ ok: true, henMarker: true });
  });

  it('names what is wrong', () => {
    expect(ringNumberFeedback('')).toMatchObject({
      ok: false,
      error: { message: 'Bitte geben Sie eine Ringnummer ein' },
    });
    expect(ringNumberFeedback('DV 6976')).toMatchObject({ ok: false });
    expect(ringNumberFeedback('DV-06976-1969-1')).toMatchObject({
      ok: false,
      error: { message: 'Das Jahr muss zwischen 1970 und 2069 liegen' },
    });
    // In 2026 a 2026 ring is fine, a 2027 one not yet.
    const in2026 = new Date('2026-11-28T12:00:00Z');
    expect(ringNumberFeedback('DV-06976-26-1', in2026)).toMatchObject({ ok: true });
    expect(ringNumberFeedback('DV-06976-27-1', in2026)).toMatchObject({
      ok: false,
      error: { message: 'Das Ringjahr liegt in der Zukunft' },
    });
  });

  it('is the form’s check, with the colour required', () => {
    expect(validatePigeon({ ringNumber: '6976 21 134', sex: 'M', color: 'blau' })).toEqual({});
    expect(Object.keys(validatePigeon({ ringNumber: 'x', sex: 'F', color: ' ' }))).toEqual([
      'ringNumber',
      'color',
    ]);
    expect(
      Object.keys(validatePigeon({ ringNumber: '6976 21 134', sex: 'F', color: 'b'.repeat(41) })),
    ).toEqual(['color']);
    // A new pigeon's sex is chosen, never assumed.
    expect(Object.keys(validatePigeon({ ringNumber: '6976 21 134', sex: '', color: 'blau' }))).toEqual([
      'sex',
    ]);
  });
});

describe('RingNumberField', () => {
  it('shows, while typing, the canonical form the ring will be saved as', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Controlled />, { path: '/breeder/myPigeons' });
    const input = screen.getByRole('textbox', { name: /^Ringnummer/ });
    expect(input).toHaveAccessibleDescription(
      'z. B. DV-06976-21-134, 6976 21 134W, NL 21-1234567 oder GB 21 N 12345',
    );
    await user.type(input, 'dv 6976 21 0134');
    expect(input).toHaveAccessibleDescription('Wird gespeichert als DV-06976-21-134');
  });

  it('shows the server’s duplicate message on the field, in English too', async () => {
    await renderWithProviders(<Controlled error="This ring number already exists." />, {
      path: '/en/breeder/myPigeons',
    });
    const input = screen.getByRole('textbox', { name: /^Ring number/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/This ring number already exists/);
  });
});
