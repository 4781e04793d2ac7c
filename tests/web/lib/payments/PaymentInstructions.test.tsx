import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { PaymentInstructions } from '@web/lib/payments/PaymentInstructions';
import { describe, expect, it } from 'vitest';

const payTo = {
  accountHolder: 'Verband Deutscher Taubenzüchter e. V.',
  iban: 'DE89370400440532013000',
  reference: 'Startgeld 4-17 Karl Zimmermann',
  amountCents: 600,
};

describe('how a breeder pays', () => {
  it('gives the account, the reference and a GiroCode', async () => {
    await renderWithProviders(<PaymentInstructions payTo={payTo} />);
    expect(screen.getByText('Startgeld 4-17 Karl Zimmermann')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /GiroCode/ })).toBeInTheDocument();
  });

  it('gives the account and the reference to type when the transfer is too long for a GiroCode', async () => {
    // 70 letters beyond ASCII in the name and a long reference pass the format's 331 bytes.
    const long = { ...payTo, accountHolder: 'Ö'.repeat(70), reference: `Startgeld 4-17 ${'Ä'.repeat(120)}` };
    await renderWithProviders(<PaymentInstructions payTo={long} />);
    expect(screen.getByText('Ö'.repeat(70))).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /GiroCode/ })).toBeNull();
  });
});
